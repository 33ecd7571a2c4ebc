extension FeedPipeline {
    /// The scripts a change to `relativePath` (relative to the feed folder) affects: the script itself, every
    /// script that read a changed `data/` file or required a changed `lib/` module (and `feed.lua` when it required
    /// it); `feed.lua` alone for `feed.lua`, which re-orders and re-configures the feed without running any section
    /// script again (sections that change position are laid out again).
    ///
    /// With `hash`, the hash of the file's bytes now (the watcher's), a script whose last run read those very
    /// bytes is left out (`ReadHashes`): it has already run on them.
    package func scripts(affectedBy relativePath: String, holding hash: UInt64? = nil) -> Set<String> {
        if relativePath == FeedFolder.manifestName {
            return hash != nil && manifestEntry.sourceHash == hash ? [] : [relativePath]
        }
        if relativePath.hasPrefix("data/") { return readers(ofData: relativePath, holding: hash) }
        if relativePath.hasPrefix("lib/"), relativePath.hasSuffix(".lua") {
            return requirers(ofModule: relativePath, holding: hash)
        }
        guard let entry = entryNamed[relativePath] else { return [] }
        return hash != nil && entry.run.sourceHash == hash ? [] : [relativePath]
    }

    /// The scripts that read the `data/` file `relativePath`, and not those bytes.
    private func readers(ofData relativePath: String, holding hash: UInt64?) -> Set<String> {
        let name = DependencyPath.normalized(relativePath.dropFirst(5))
        // The watcher names a file by the path it walked; a reader may have named it through a linked
        // folder: resolved, both are the same (a deleted file no longer resolves, so its name is compared).
        let target = folder.dataTarget(of: relativePath) ?? name
        return Set(
            entries.filter { entry in
                let reads =
                    entry.run.dataTargets.contains(target)
                    || entry.run.dataFiles.contains { DependencyPath.normalized($0[...]) == name }
                return reads && !(hash.map { entry.run.dataHashes.read(target, holding: $0) } ?? false)
            }
            .map(\.name))
    }

    /// The scripts, `feed.lua` among them, that required the `lib/` module `relativePath`, and not those bytes.
    private func requirers(ofModule relativePath: String, holding hash: UInt64?) -> Set<String> {
        let module = relativePath.dropFirst(4).dropLast(4).split(separator: "/").joined(separator: ".")
        // As for data: the watcher names a file by the folder it walked, a script by the one it required
        // through (a linked folder); their folders resolved, both are the same.
        // Each module named is resolved once, however many scripts require it.
        let location = folder.libraryLocation(of: relativePath)
        var sameFile: [String: Bool] = [module: true]
        func reaches(_ modules: [String], read hashes: ReadHashes) -> Bool {
            let names = modules.filter { name in
                if let known = sameFile[name] { return known }
                let same = location != nil && folder.libraryLocation(ofModule: name) == location
                sameFile[name] = same
                return same
            }
            guard !names.isEmpty else { return false }
            guard let hash else { return true }
            return !names.allSatisfy { hashes.read($0, holding: hash) }
        }
        var requirers = Set(entries.filter { reaches($0.run.modules, read: $0.run.moduleHashes) }.map(\.name))
        if folder.manifest != nil && reaches(manifestEntry.modules, read: manifestEntry.moduleHashes) {
            requirers.insert(FeedFolder.manifestName)
        }
        return requirers
    }
}
