#if canImport(Glibc)
    import Glibc
#endif

/// The files the host may replace: a regular file, or a path where nothing is yet.
///
/// A state save renames a new file over its target, and `--out` truncates its target: onto `/dev/null`, a FIFO or
/// a folder either would destroy or hang on something the host does not own, so such targets are refused before
/// any work is done.
package enum WriteTarget {
    /// Why `path` may not be written, or nil when it may: it is a regular file (also behind a symlink), or nothing
    /// is there yet.
    package static func refusal(of path: String) -> String? {
        var status = stat()
        if stat(path, &status) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            return FileSystem.lastErrorText()
        }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG ? nil : FileSystem.describe(kind) + ", not a regular file"
    }
}
