import Glibc
import StableHashing

extension FNV1a {
    /// The hash of the bytes of the file at `path`: all of them, or for a file longer than `limit`, its first
    /// `limit` bytes and then its size (eight bytes, little-endian) in place of the rest; with the device and inode
    /// of the file read, which may not be the one a `stat` of the path found a moment earlier (it can be replaced
    /// in between).
    ///
    /// - Returns: `nil` when the file cannot be opened or read (it vanished between listing and reading, is not
    ///   readable, or was replaced by a FIFO or device, which is never read: it could block or never end); callers
    ///   treat it as absent.
    static func ofFileRead(at path: String, limit: Int = .max) -> FileRead? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var hash = FNV1a()
        guard let read = hash.feed(descriptor, upTo: limit) else { return nil }
        if read == limit && Int64(status.st_size) > Int64(limit) {
            hash.feed((0..<8).map { UInt8(truncatingIfNeeded: UInt64(status.st_size) >> (8 * $0)) })
        }
        return FileRead(hash: hash.value, file: FileIdentity(status))
    }

    /// Feeds the bytes read from `descriptor` until its end or `limit` bytes.
    ///
    /// - Returns: how many bytes were fed, or `nil` on a read error.
    private mutating func feed(_ descriptor: Int32, upTo limit: Int) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while total < limit {
            let count = Glibc.read(descriptor, &buffer, min(buffer.count, limit - total))
            if count > 0 {
                feed(buffer[..<count])
                total += count
            } else if count == 0 {
                return total
            } else if errno != EINTR {
                return nil
            }
        }
        return total
    }
}

/// The hash of a file's bytes and which file they were read from.
struct FileRead: Sendable, Equatable {
    let hash: UInt64
    let file: FileIdentity
}
