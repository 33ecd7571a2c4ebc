/// The folder a command works on when no DIR is given (docs/spec/contract.md §4).
package enum DefaultFolder {
    /// The bundled feed's folder, the default outside a feed folder.
    package static let bundled = "plugins"

    /// `.` when the current folder holds section scripts (a top-level `*.lua`, `feed.lua` included: the user is
    /// inside a feed folder), else `plugins`.
    package static func choose() -> String {
        holdsScripts(".") ? "." : bundled
    }

    /// Why `choose()` picked `folder`, for the line that says so; a missing `plugins` points at `feed init`.
    package static func reason(for folder: String) -> String {
        if folder == "." { return "it holds section scripts" }
        return FileSystem.isDirectory(folder) ? "no *.lua here" : "no *.lua here; feed init starts a feed"
    }

    /// Whether `path` has a top-level, non-hidden `*.lua` that is not a folder: what discovery runs (a name that
    /// is not UTF-8 too, which discovery reports as that script's error).
    package static func holdsScripts(_ path: String) -> Bool {
        guard let listing = try? FileSystem.listing(path) else { return false }
        return listing.undecodable.contains(where: FeedFolder.isScriptName)
            || listing.names.contains { name in
                FeedFolder.isScriptName(name) && !FileSystem.isDirectory(Paths.join(path, name))
            }
    }
}
