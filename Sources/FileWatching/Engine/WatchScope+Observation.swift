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

    /// Observes one file by reading it whatever its status says (an event proved it was written).
    ///
    /// - Returns: `nil` when it is not a regular file any more, or is a symlink to outside the folder.
    func observeFile(_ relative: String) -> FileRecord? {
        let absolute = path(of: relative)
        guard let status = FileStatus.of(absolute), status.kind == .file,
            LinkContainment(root: root)?.admits(absolute) == true
        else { return nil }
        return FileRecord.observe(absolute, status: status, previous: nil, hashLimit: hashLimit)
    }
}
