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

    /// `path` read without the file system: no `.` components, no repeated or trailing slashes, and each `..`
    /// taking the component before it (`d/.feed/../.feed/./state.json` is `d/.feed/state.json`). A `..` that
    /// would climb above the start is kept. Only the same file as `path` when no `..` follows a link
    /// (`FileSystem.linkBeforeDotDot(in:)`).
    static func lexical(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
