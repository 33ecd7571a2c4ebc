import Dispatch
import Glibc
import Synchronization

extension WatchScope {
    /// How many files to read before the reading is shared between threads: below it, starting them costs more
    /// than it saves.
    static let sharedReadingThreshold = 2_048

    /// Reads and hashes `files`, on every core when there are many of them: the first picture of a large folder
    /// (200,000 files in `data/`), a `git checkout` of thousands, a polling scan after one. Each read is an open,
    /// a read and a close of a file the cache usually holds, nearly all of it the kernel's path lookups, which
    /// run side by side.
    ///
    /// - Returns: the records of the files that could be read, in no particular order.
    func read(_ files: [(relative: String, status: FileStatus)], now: Int64) -> [(String, FileRecord)] {
        let parts = files.count < Self.sharedReadingThreshold ? 1 : min(Self.processorCount, 8)
        guard parts > 1 else { return read(files[...], now: now) }
        let results = ReadResults(parts: parts)
        let partLength = (files.count + parts - 1) / parts
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let start = part * partLength
            let records = read(files[start..<min(start + partLength, files.count)], now: now)
            results.store(records, at: part)
        }
        return results.all
    }

    private func read(_ files: ArraySlice<(relative: String, status: FileStatus)>, now: Int64)
        -> [(String, FileRecord)]
    {
        files.compactMap { file in
            FileRecord.read(path(of: file.relative), status: file.status, hashLimit: hashLimit, now: now)
                .map { (file.relative, $0) }
        }
    }

    private static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// The records each thread read, kept apart until all are done.
private final class ReadResults: Sendable {
    private let parts: Mutex<[[(String, FileRecord)]]>

    init(parts: Int) {
        self.parts = Mutex(Array(repeating: [], count: parts))
    }

    func store(_ records: [(String, FileRecord)], at part: Int) {
        parts.withLock { $0[part] = records }
    }

    var all: [(String, FileRecord)] {
        parts.withLock { Array($0.joined()) }
    }
}
