import Dispatch
import Glibc
import Synchronization

extension WatchScope {
    /// How many files to read before the reading is shared between threads: below it, starting them costs more
    /// than it saves.
    static let sharedReadingThreshold = 2_048

    /// Reads and hashes `files`, each distinct file once, on every core when there are many of them.
    ///
    /// Links and hard links to one file share its bytes, so a file is read once however many names lead to it: a
    /// thousand links planted beside one large file made the first picture, and every save of that file, read it
    /// a thousand times (64 MiB each). Many files are read side by side: the first picture of a large folder
    /// (200,000 files in `data/`), a `git checkout` of thousands. Each read is an open, a read and a close of a
    /// file the cache usually holds, nearly all of it the kernel's path lookups, which run side by side.
    ///
    /// - Returns: the records of the files that could be read, in no particular order.
    func read(_ files: [(relative: String, status: FileStatus)], now: Int64) -> [(String, FileRecord)] {
        var firstOfFile: [FileIdentity: Int] = [:]
        var distinct: [(relative: String, status: FileStatus)] = []
        var sharing: [(relative: String, status: FileStatus, index: Int)] = []
        for file in files {
            if let index = firstOfFile[file.status.identity] {
                sharing.append((file.relative, file.status, index))
            } else {
                firstOfFile[file.status.identity] = distinct.count
                distinct.append(file)
            }
        }
        let reads = readEach(distinct)
        var records: [(String, FileRecord)] = []
        records.reserveCapacity(files.count)
        for (file, read) in zip(distinct, reads) {
            guard let read else { continue }
            records.append((file.relative, FileRecord(status: file.status, hash: read.hash, now: now)))
        }
        for file in sharing {
            // The bytes read are this name's only if the file read is still the one the walk found: a name can be
            // replaced in between (an editor's save renames a new file over a hard link's other name).
            let shared = reads[file.index].flatMap { read in read.file == file.status.identity ? read : nil }
            guard let read = shared ?? hashFile(path(of: file.relative), hashLimit) else { continue }
            records.append((file.relative, FileRecord(status: file.status, hash: read.hash, now: now)))
        }
        return records
    }

    /// What reading each of `files` gave, in their order; nil for one that could not be read.
    private func readEach(_ files: [(relative: String, status: FileStatus)]) -> [FileRead?] {
        let parts = files.count < Self.sharedReadingThreshold ? 1 : min(Self.processorCount, 8)
        guard parts > 1 else { return files.map { hashFile(path(of: $0.relative), hashLimit) } }
        let results = HashedParts(parts: parts)
        let partLength = (files.count + parts - 1) / parts
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let start = part * partLength
            let reads = files[start..<min(start + partLength, files.count)].map {
                hashFile(path(of: $0.relative), hashLimit)
            }
            results.store(reads, at: part)
        }
        return results.all
    }

    private static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// What each thread read, kept apart until all are done and joined in order.
private final class HashedParts: Sendable {
    private let parts: Mutex<[[FileRead?]]>

    init(parts: Int) {
        self.parts = Mutex(Array(repeating: [], count: parts))
    }

    func store(_ reads: [FileRead?], at part: Int) {
        parts.withLock { $0[part] = reads }
    }

    var all: [FileRead?] {
        parts.withLock { Array($0.joined()) }
    }
}
