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

    /// Whether `path` (inside the folder by name) is not a symlink, or is one whose target stays inside.
    func admits(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard (info.st_mode & S_IFMT) == S_IFLNK else { return true }
        guard let target = Self.resolve(path) else { return false }
        return resolvedRoot == "/" || target.hasPrefix(resolvedRoot + "/")
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
