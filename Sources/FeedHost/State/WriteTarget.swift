#if canImport(Glibc)
    import Glibc
#endif

/// The files the host may replace: a regular file, or a path where nothing is yet.
///
/// A state save renames a new file over its target, and `--out` truncates its target: onto `/dev/null`, a FIFO or
/// a folder either would destroy or hang on something the host does not own, so such targets are refused before
/// any work is done.
package enum WriteTarget {
    /// Why `path` may not be written, or nil when it may: it is a regular file (also behind a symlink, unless another
    /// user's in a shared folder), or nothing is there yet.
    package static func refusal(of path: String) -> String? {
        if let refusal = FileSystem.nulRefusal(path) { return refusal }
        if let refusal = sharedFolderLinkRefusal(path) { return refusal }
        var status = stat()
        if stat(path, &status) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            return FileSystem.lastErrorText()
        }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG ? nil : FileSystem.describe(kind) + ", not a regular file"
    }

    /// The first two of `targets` (an option and its path) that name one file, as a refusal: `--out x.json` and
    /// `--state x.json` wrote the output and then the state over it, and the output was gone with status 0.
    package static func clash(among targets: [(option: String, path: String)]) -> String? {
        for (index, first) in targets.enumerated() {
            for second in targets[(index + 1)...] where sameFile(first.path, second.path) {
                return "\(first.option) \(first.path) and \(second.option) \(second.path) name the same file; "
                    + "give each its own"
            }
        }
        return nil
    }

    /// What every refusal of such a file calls it (`isFeedInput`), so the CLI's and the library's read alike.
    package static let feedInputKind = "one of the feed's own files (a script, a lib/ module or a data/ file)"

    /// Whether `path` is a file the feed in `folder` reads: a script (`*.lua` at its top, `feed.lua` too), a module
    /// (`lib/…*.lua`) or anything under `data/`. `--format json --out banners.lua` replaced the script it was run
    /// on.
    package static func isFeedInput(_ path: String, folder: String) -> Bool {
        let root = canonical(folder)
        let target = canonical(path)
        guard target.hasPrefix(root + "/") else { return false }
        let relative = target.dropFirst(root.count + 1)
        let isLua = relative.hasSuffix(".lua")
        return (isLua && (!relative.contains("/") || relative.hasPrefix("lib/"))) || relative.hasPrefix("data/")
    }

    /// Whether two paths name one file: the same once symlinks and `..` are resolved (a file not there yet by its
    /// folder's resolved path), or two links to one inode.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        if canonical(first) == canonical(second) { return true }
        var one = stat()
        var other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
            && one.st_ino == other.st_ino
    }

    private static func canonical(_ path: String) -> String {
        if let resolved = FileSystem.resolve(path) { return resolved }
        let folder = Paths.directory(of: path)
        if let resolved = FileSystem.resolve(folder) { return Paths.join(resolved, Paths.fileName(of: path)) }
        // A folder not made yet (`DIR/./.feed/../.feed/state.json` before the first save).
        return Paths.lexical(path)
    }
}
