#if canImport(Glibc)
    import Glibc
#endif

extension WriteTarget {
    /// Why the symbolic link at `path` may not be written through, or nil: it sits in a shared folder (sticky and
    /// writable by all, as `/tmp` is) and belongs neither to this user nor to the folder's owner. Anyone could make
    /// `/tmp/x.json` a link to a file of the user's (`~/.bashrc`) before `feed watch --out /tmp/x.json` ran, and
    /// the host resolved the link and renamed its output over that file. The kernel refuses to follow such a link
    /// when opening a file (`fs.protected_symlinks`); the host resolves links itself, so it applies the same rule.
    static func sharedFolderLinkRefusal(_ path: String) -> String? {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return nil }
        var folder = stat()
        guard stat(Paths.directory(of: path), &folder) == 0 else { return nil }
        let isShared = folder.st_mode & S_ISVTX != 0 && folder.st_mode & S_IWOTH != 0
        guard isShared, link.st_uid != geteuid(), link.st_uid != folder.st_uid else { return nil }
        return "it is a symbolic link another user made in a shared folder (sticky and writable by all), and "
            + "writing through it would replace the file they chose"
    }
}
