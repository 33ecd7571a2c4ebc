/// Paths of dependencies as a run records them and as the file watcher reports them, brought to one spelling.
package enum DependencyPath {
    /// `path` without `.` components, empty components or `name/..` pairs: `./a//b/../c.json` is `a/c.json`.
    ///
    /// A `..` that would climb above the start is kept (such a read is refused anyway, and never matches a
    /// watched file).
    package static func normalized(_ path: Substring) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
