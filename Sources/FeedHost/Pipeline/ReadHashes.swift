import Synchronization

/// The hash of the bytes a run read from each file (FNV-1a, as the file watcher hashes them), for `feed watch`: a
/// change that reports the very bytes the run read is no news to it. A save can land between the watcher hashing
/// a file and a script reading it: the run then reads the newer bytes, and the watcher's next batch, which
/// reports them, would otherwise run the script again for nothing (a second identical rebuild).
struct ReadHashes: Sendable, Equatable {
    private var hashes: [String: UInt64] = [:]
    /// Files read twice with different bytes in between: no one hash stands for what the run read.
    private var mixed: Set<String> = []

    /// Notes that `path` was read and its bytes hash to `hash`.
    mutating func note(_ path: String, hash: UInt64) {
        if let earlier = hashes.updateValue(hash, forKey: path), earlier != hash { mixed.insert(path) }
    }

    /// Whether the run read `path` once or more, each time bytes that hash to `hash`.
    func read(_ path: String, holding hash: UInt64) -> Bool {
        !mixed.contains(path) && hashes[path] == hash
    }
}

/// `ReadHashes` noted from the reading callbacks of a Lua state.
final class ReadHashRecorder: Sendable {
    private let storage = Mutex(ReadHashes())

    func note(_ path: String, hash: UInt64) {
        storage.withLock { $0.note(path, hash: hash) }
    }

    var hashes: ReadHashes { storage.withLock { $0 } }
}
