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
        changes.sort { $0.path < $1.path }
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
