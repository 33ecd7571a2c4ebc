#if canImport(Glibc)
    import Glibc
#endif

extension FeedFolder {
    /// Where `path` (absolute, or relative to the current directory; it need not exist yet) lies inside this
    /// folder, as the file watcher names it (`data/out.json`); nil when it lies outside.
    ///
    /// `feed watch` ignores its own output files this way, so writing them never triggers a rebuild.
    package func relativePath(of path: String) -> String? {
        var absolute = path
        if !path.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { return nil }
            defer { free(cwd) }
            absolute = Paths.join(String(cString: cwd), path)
        }
        // The file may not exist yet: resolve its folder, which must.
        guard let directory = FileSystem.resolve(Paths.directory(of: absolute)) else { return nil }
        let full = DependencyPath.normalized(Paths.join(directory, Paths.fileName(of: absolute))[...])
        let root = DependencyPath.normalized(resolvedPath[...])
        guard full.hasPrefix(root + "/") else { return nil }
        return String(full.dropFirst(root.count + 1))
    }
}
