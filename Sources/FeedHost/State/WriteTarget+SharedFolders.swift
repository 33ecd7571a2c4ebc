#if canImport(Glibc)
    import Glibc
#endif

extension WriteTarget {
    /// Why `path` may not be written through its links, or nil: one of them, the file's or a folder's on the way,
    /// sits in a shared folder (sticky and writable by all, as `/tmp` is) and belongs neither to this user nor to
    /// the folder's owner. Anyone could make `/tmp/x.json` a link to a file of the user's (`~/.bashrc`), or `/tmp/d`
    /// a link to the user's home, before `feed watch --out /tmp/x.json` ran, and the host resolved the link and
    /// renamed its output over that file. The kernel refuses to follow such a link when opening a file
    /// (`fs.protected_symlinks`); the host resolves links itself, so it applies the same rule.
    static func sharedFolderLinkRefusal(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            let parent = prefix.isEmpty ? "/" : prefix
            prefix += "/" + component
            if isPlantedLink(prefix, in: parent) {
                return "\(prefix) is a symbolic link another user made in a shared folder (sticky and writable by "
                    + "all), and writing through it would replace the file they chose"
            }
        }
        return nil
    }

    /// Whether `path` is a symbolic link in a shared `folder` whose owner is neither this user nor the folder's.
    private static func isPlantedLink(_ path: String, in folder: String) -> Bool {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return false }
        var status = stat()
        guard stat(folder, &status) == 0 else { return false }
        let isShared = status.st_mode & S_ISVTX != 0 && status.st_mode & S_IWOTH != 0
        return isShared && link.st_uid != geteuid() && link.st_uid != status.st_uid
    }
}
