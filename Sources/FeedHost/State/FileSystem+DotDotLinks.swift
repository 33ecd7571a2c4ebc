extension FileSystem {
    /// The part of `path` before its first `..` that does not undo the component before it, or nil when every
    /// `..` does. The kernel takes `a/link/..` to the parent of the link's target, not to `a`: a path that reads
    /// as a feed folder's state file (`DIR/sub/../.feed/state.json`) was then a file beside the target, outside
    /// the folder. A part not there yet is not judged: nothing can be opened through it.
    static func linkBeforeDotDot(in path: String) -> String? {
        var read: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = read.last, last != ".." {
                let before = (path.hasPrefix("/") ? "/" : "") + read.joined(separator: "/")
                let climbed = Paths.join(before, "..")
                if let physical = resolve(climbed), let lexical = resolve(Paths.lexical(climbed)),
                    physical != lexical
                {
                    return before
                }
            }
            read.append(component)
        }
        return nil
    }
}
