import Glibc

/// The rule every path of a watched folder follows: a symbolic link is followed only when its target lies inside
/// the folder, so a `lib/` linked to `/usr/share` is never walked, hashed or watched.
struct LinkContainment: Sendable {
    /// The watched folder with every symlink resolved.
    let resolvedRoot: String

    /// The rule for `root`; nil when it cannot be resolved (it is gone).
    init?(root: String) {
        guard let resolved = Self.resolve(root) else { return nil }
        resolvedRoot = resolved
    }

    /// What the rule makes of one path.
    enum Admission: Equatable {
        /// A symlink whose target leaves the folder, or a path that cannot be read.
        case refused
        /// Not a symlink: its status, read without following anything (so no second `stat` is needed).
        case plain(FileStatus)
        /// A symlink to `target`, a path relative to the folder's resolved root.
        case link(target: String)
    }

    /// Whether `path` (inside the folder by name) is not a symlink, or is one whose target stays inside.
    func admits(_ path: String) -> Bool {
        admission(of: path) != .refused
    }

    /// What `path` (inside the folder by name) is under the rule.
    func admission(of path: String) -> Admission {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .refused }
        guard (info.st_mode & S_IFMT) == S_IFLNK else { return .plain(FileStatus(info)) }
        guard let target = Self.resolve(path) else { return .refused }
        if resolvedRoot == "/" { return .link(target: String(target.dropFirst())) }
        guard target.hasPrefix(resolvedRoot + "/") else { return .refused }
        return .link(target: String(target.dropFirst(resolvedRoot.count + 1)))
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
