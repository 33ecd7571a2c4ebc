import StableHashing

/// Which directories and files of a folder are watched, and how relative paths map to absolute ones.
struct WatchScope: Sendable {
    /// The watched folder as given, without a trailing `/`.
    let root: String
    /// Subfolders of `root` watched with all their subfolders.
    let recursiveFolders: Set<String>
    /// How many bytes of a file are hashed (`WatchOptions.hashLimit`).
    let hashLimit: Int
    /// Hashes the file at a path, at most that many bytes of it (`FNV1a.ofFileRead(at:limit:)`; tests count calls).
    let hashFile: @Sendable (_ path: String, _ limit: Int) -> FileRead?

    init(
        root: String, recursiveFolders: [String], hashLimit: Int = WatchOptions().hashLimit,
        hashFile: @escaping @Sendable (_ path: String, _ limit: Int) -> FileRead? = {
            FNV1a.ofFileRead(at: $0, limit: $1)
        }
    ) {
        var trimmed = root
        while trimmed.count > 1 && trimmed.hasSuffix("/") {
            trimmed.removeLast()
        }
        self.root = trimmed
        self.recursiveFolders = Set(recursiveFolders)
        self.hashLimit = hashLimit
        self.hashFile = hashFile
    }

    /// The absolute (or as-given) path of `relative`; `""` is the root.
    func path(of relative: String) -> String {
        if relative.isEmpty {
            return root
        }
        return root == "/" ? "/" + relative : root + "/" + relative
    }

    /// `relative` joined with one more name.
    static func join(_ relative: String, _ name: String) -> String {
        relative.isEmpty ? name : relative + "/" + name
    }

    /// Whether a directory named `name` inside the watched directory `parent` is watched too.
    func watchesDirectory(named name: String, in parent: String) -> Bool {
        if EditorTemporaries.isIgnored(name) {
            return false
        }
        return !parent.isEmpty || recursiveFolders.contains(name)
    }

    /// Walks the watched directories and lists them and their files.
    ///
    /// Symbolic links are followed only to targets inside the folder; a directory reached twice (a link loop) is
    /// listed once.
    ///
    /// - Parameter directoriesOnly: Leave out the files `readdir` says are regular (no `stat` for them): what
    ///   placing the watches needs, which links and their targets' folders are still part of.
    /// - Returns: `nil` when the root is not a directory any more (renamed away or deleted).
    func walk(directoriesOnly: Bool = false) -> TreeListing? {
        guard let status = FileStatus.of(root), status.kind == .directory, let links = LinkContainment(root: root)
        else { return nil }
        var listing = TreeListing()
        var visited: Set<FileIdentity> = []
        walk(
            directory: "", status: status, links: links, directoriesOnly: directoriesOnly, into: &listing,
            visited: &visited)
        addTargetFolders(to: &listing)
        addHardLinks(to: &listing)
        return listing
    }

    /// Maps each name of a file that has hard links to its other names in the listing: inotify names only the
    /// entry a write went through, and the others show the same bytes.
    private func addHardLinks(to listing: inout TreeListing) {
        var namesOfFile: [FileIdentity: [String]] = [:]
        for (relative, status) in listing.files where status.names > 1 {
            namesOfFile[status.identity, default: []].append(relative)
        }
        for names in namesOfFile.values where names.count > 1 {
            for name in names {
                listing.linksByTarget[name, default: []] += names.filter { $0 != name }
            }
        }
    }

    /// Adds the folders of link targets that the walk did not enter (a `shared/` beside the scripts), so that a
    /// write to a target is an event there too.
    ///
    /// A folder walked under another name (through a linked folder) is left out: inotify gives one watch per
    /// directory, and naming it twice would take the walked name's events away. Its targets are mapped under
    /// the walked name too, the name its events give them.
    private func addTargetFolders(to listing: inout TreeListing) {
        var walkedNames: [FileIdentity: String] = [:]
        for (relative, status) in listing.directories {
            walkedNames[status.identity] = relative
        }
        for (target, links) in listing.linksByTarget {
            var parts = target.split(separator: "/")
            let name = parts.removeLast()
            let folder = parts.joined(separator: "/")
            guard let status = FileStatus.of(path(of: folder)), status.kind == .directory else { continue }
            if let walked = walkedNames[status.identity] {
                // Walked under another name (`data/a-sets` → `other`): its events name the target by that one.
                if walked != folder { listing.linksByTarget[Self.join(walked, String(name)), default: []] += links }
                continue
            }
            walkedNames[status.identity] = folder
            listing.targetFolders[folder] = status
        }
    }

    private func walk(
        directory relative: String,
        status: FileStatus,
        links: LinkContainment,
        directoriesOnly: Bool,
        into listing: inout TreeListing,
        visited: inout Set<FileIdentity>
    ) {
        guard visited.insert(status.identity).inserted else { return }
        listing.directories[relative] = status
        guard let entries = try? DirectoryEntries.listing(in: path(of: relative)) else { return }
        // No path joined from a repaired name reaches its entry, so it cannot be asked what it is or hold a hash
        // of its bytes; it is still listed, so that its coming and going is a change (the host lists the folder
        // again and names it as an error) rather than news at some later save.
        for name in entries.undecodable where !EditorTemporaries.isIgnored(name) {
            listing.unnamed.insert(Self.join(relative, name))
        }
        for name in entries.names.sorted() where !EditorTemporaries.isIgnored(name) {
            if directoriesOnly && entries.regularFiles.contains(name) { continue }
            let child = Self.join(relative, name)
            let admission = links.admission(of: path(of: child))
            let followed: FileStatus?
            switch admission {
            case .refused: continue
            case .plain(let status): followed = status
            case .link: followed = FileStatus.of(path(of: child))
            }
            guard let childStatus = followed else { continue }
            switch childStatus.kind {
            case .file:
                listing.files[child] = childStatus
                if case .link(let target) = admission { listing.linksByTarget[target, default: []].append(child) }
            case .directory where watchesDirectory(named: name, in: relative):
                walk(
                    directory: child, status: childStatus, links: links, directoriesOnly: directoriesOnly,
                    into: &listing, visited: &visited)
            default:
                continue
            }
        }
    }
}
