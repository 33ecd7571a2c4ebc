import Glibc

/// What `stat(2)` says about a path, reduced to what change detection needs.
struct FileStatus: Sendable, Equatable {
    /// The kind of entry; symbolic links are followed.
    enum Kind: Sendable, Equatable {
        case file
        case directory
        case other
    }

    let kind: Kind
    let size: Int64
    /// Modification time in nanoseconds since the epoch.
    let modified: Int64
    /// Which file this is: two names with the same identity name one file (a link and its target, hard links).
    let identity: FileIdentity
    /// How many directory entries name the file (more than one: hard links).
    var names: UInt64 = 1

    /// The status of `path`, following symbolic links; `nil` when it does not exist or cannot be reached.
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// Whether `path` itself (not followed) is a symbolic link, or a file with other names (hard links): what the
    /// watcher's link map must learn of.
    static func isLinked(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && ((info.st_mode & S_IFMT) == S_IFLNK || info.st_nlink > 1)
    }
}

extension FileStatus {
    /// The status `info` (from `stat`, or `lstat` of what is not a link) describes.
    init(_ info: stat) {
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        self.init(
            kind: kind,
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            identity: FileIdentity(info),
            names: UInt64(info.st_nlink)
        )
    }
}
