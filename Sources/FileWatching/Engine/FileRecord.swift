import StableHashing

/// What the watcher knows of one file: its status and the hash of its bytes.
struct FileRecord: Sendable, Equatable {
    /// Files modified this recently may be rewritten within the same timestamp tick (file times are stamped
    /// from a coarse clock), so an unchanged size and mtime prove nothing for them and they are hashed again.
    static let racyWindow: Int64 = 2_000_000_000

    let status: FileStatus
    let hash: UInt64
    /// Whether the file was modified within `racyWindow` of when it was observed.
    let isRacy: Bool

    /// Whether both describe the same observed file (ignoring how old the observation is).
    func matches(_ other: FileRecord) -> Bool {
        status == other.status && hash == other.hash
    }

    /// The record of an entry whose name is not UTF-8, listed under its repaired `path`: nothing can be read of
    /// it by that path, so its status is blank and its hash is the repaired name's. It is reported `created` and
    /// `deleted`, never `modified`. A file whose real name is that repaired one replaces the record.
    static func unnamed(_ path: String) -> FileRecord {
        let blank = FileStatus(kind: .other, size: 0, modified: 0, identity: FileIdentity(device: 0, inode: 0))
        return FileRecord(status: blank, hash: FNV1a.of(path.utf8), isRacy: false)
    }

    /// The record `previous` still vouches for: size, mtime and inode unchanged and `previous` not racy; nil when
    /// the file must be read (`WatchScope.read(_:now:)`).
    static func kept(status: FileStatus, previous: FileRecord?, now: Int64) -> FileRecord? {
        guard let previous, previous.status == status, !previous.isRacy else { return nil }
        return FileRecord(status: status, hash: previous.hash, now: now)
    }
}

extension FileRecord {
    /// The record of a file of `status` whose bytes hash to `hash`, observed at `now`.
    init(status: FileStatus, hash: UInt64, now: Int64) {
        self.init(status: status, hash: hash, isRacy: now - status.modified < Self.racyWindow)
    }
}

/// The watcher's picture of every watched file, keyed by path relative to the watched folder.
typealias FileRecords = [String: FileRecord]
