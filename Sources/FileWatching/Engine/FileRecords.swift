/// The watcher's picture of every watched file, keyed by path relative to the watched folder.
typealias FileRecords = [String: FileRecord]

extension WatchScope {
    /// Observes every file of `listing`, reusing the hashes of `previous` where they are still trustworthy.
    func observe(_ listing: TreeListing, previous: FileRecords) -> FileRecords {
        let now = WallClock.now()
        var records = FileRecords(minimumCapacity: listing.files.count)
        for (relative, status) in listing.files {
            if let record = FileRecord.observe(
                path(of: relative), status: status, previous: previous[relative], now: now)
            {
                records[relative] = record
            }
        }
        return records
    }

    /// Observes one file by reading it whatever its status says (an event proved it was written).
    ///
    /// - Returns: `nil` when it is not a regular file any more.
    func observeFile(_ relative: String) -> FileRecord? {
        let absolute = path(of: relative)
        guard let status = FileStatus.of(absolute), status.kind == .file else { return nil }
        return FileRecord.observe(absolute, status: status, previous: nil)
    }
}

/// Compares two pictures of the watched files.
enum ChangeDetection {
    /// The changes that turn `old` into `new`, sorted by path; files whose hash is unchanged are left out.
    static func changes(from old: FileRecords, to new: FileRecords) -> [FileChange] {
        var changes: [FileChange] = []
        for (path, record) in new {
            if let before = old[path] {
                if before.hash != record.hash {
                    changes.append(FileChange(path: path, kind: .modified, contentHash: record.hash))
                }
            } else {
                changes.append(FileChange(path: path, kind: .created, contentHash: record.hash))
            }
        }
        for path in old.keys where new[path] == nil {
            changes.append(FileChange(path: path, kind: .deleted, contentHash: nil))
        }
        changes.sort()
        return changes
    }

    /// Whether two pictures list the same files with the same status and hashes.
    static func same(_ lhs: FileRecords, _ rhs: FileRecords) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (path, record) in lhs {
            guard let other = rhs[path], other.matches(record) else { return false }
        }
        return true
    }
}
