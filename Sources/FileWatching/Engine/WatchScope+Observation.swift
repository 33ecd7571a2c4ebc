extension WatchScope {
    /// Observes every file of `listing`, reusing the hashes of `previous` where they are still trustworthy.
    func observe(_ listing: TreeListing, previous: FileRecords) -> FileRecords {
        let now = WallClock.now()
        var records = FileRecords(minimumCapacity: listing.files.count + listing.unnamed.count)
        for relative in listing.unnamed {
            records[relative] = FileRecord.unnamed(relative)
        }
        var unread: [(relative: String, status: FileStatus)] = []
        for (relative, status) in listing.files {
            if let record = FileRecord.kept(status: status, previous: previous[relative], now: now) {
                records[relative] = record
            } else {
                unread.append((relative, status))
            }
        }
        for (relative, record) in read(unread, now: now) {
            records[relative] = record
        }
        return records
    }

    /// Observes files by reading them whatever their status says (an event proved they were written).
    ///
    /// - Returns: the record of each that is still a regular file inside the folder (a symlink to outside it is
    ///   not); the others are left out.
    func observeFiles(_ paths: some Sequence<String>) -> FileRecords {
        let links = LinkContainment(root: root)
        var files: [(relative: String, status: FileStatus)] = []
        for relative in paths {
            let absolute = path(of: relative)
            guard let status = FileStatus.of(absolute), status.kind == .file, links?.admits(absolute) == true
            else { continue }
            files.append((relative, status))
        }
        return FileRecords(uniqueKeysWithValues: read(files, now: WallClock.now()))
    }
}
