/// Path arithmetic on `/`-separated strings, without touching the file system.
enum Paths {
    static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty || component.hasPrefix("/") { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// Everything before the last `/` (`.` when there is none, `/` for a file at the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` without its `.` components and repeated or trailing slashes (`d/.feed/./state.json` is
    /// `d/.feed/state.json`): the same file under any link, unlike dropping `..`, which is left as it is.
    static func withoutDotComponents(_ path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
