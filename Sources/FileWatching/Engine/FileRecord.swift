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
        let blank = FileStatus(kind: .other, size: 0, modified: 0, device: 0, inode: 0)
        return FileRecord(status: blank, hash: FNV1a.of(path.utf8), isRacy: false)
    }

    /// Observes the file at `path` whose status was just read.
    ///
    /// The hash of `previous` is reused when size, mtime and inode are unchanged and `previous` was not racy;
    /// otherwise the file is read.
    ///
    /// - Returns: `nil` when the file cannot be read any more.
    static func observe(
        _ path: String,
        status: FileStatus,
        previous: FileRecord?,
        hashLimit: Int,
        now: Int64 = WallClock.now()
    ) -> FileRecord? {
        kept(status: status, previous: previous, now: now) ?? read(path, status: status, hashLimit: hashLimit, now: now)
    }

    /// The record `previous` still vouches for: size, mtime and inode unchanged and `previous` not racy; nil when
    /// the file must be read.
    static func kept(status: FileStatus, previous: FileRecord?, now: Int64) -> FileRecord? {
        guard let previous, previous.status == status, !previous.isRacy else { return nil }
        return FileRecord(status: status, hash: previous.hash, isRacy: isRacy(status, now: now))
    }

    /// Reads and hashes the file at `path`; nil when it cannot be read any more.
    static func read(_ path: String, status: FileStatus, hashLimit: Int, now: Int64) -> FileRecord? {
        guard let hash = FNV1a.ofFile(at: path, limit: hashLimit) else { return nil }
        return FileRecord(status: status, hash: hash, isRacy: isRacy(status, now: now))
    }

    private static func isRacy(_ status: FileStatus, now: Int64) -> Bool {
        now - status.modified < racyWindow
    }
}

/// The watcher's picture of every watched file, keyed by path relative to the watched folder.
typealias FileRecords = [String: FileRecord]
