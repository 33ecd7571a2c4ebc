#if canImport(Glibc)
    import Glibc
#endif

/// Compares bytes, as they are produced, with a regular file's, reading the file a piece at a time: a file about
/// to be replaced is compared with its replacement without either being held whole in memory.
final class FileComparison {
    private var descriptor: Int32
    private let size: Int
    private var offset = 0
    private var buffer: [UInt8] = []
    /// False from the first difference on.
    private(set) var isEqualSoFar = true

    /// Starts comparing with the regular file at `path`; a file that is missing, unreadable or not a regular
    /// file equals nothing.
    init(path: String) {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        } else {
            descriptor = -1
        }
        size = descriptor >= 0 ? Int(status.st_size) : 0
        isEqualSoFar = descriptor >= 0
    }

    deinit {
        stop()
    }

    /// Compares the next bytes of the file with `bytes`.
    func consume(_ bytes: [UInt8]) {
        guard isEqualSoFar else { return }
        guard offset + bytes.count <= size else { return differ() }
        // At most the file's size: a zeroed 1 MiB buffer for a 3 KB state file cost 256 page faults.
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: min(1 << 20, max(size, 1))) }
        var compared = 0
        while compared < bytes.count {
            let count = read(descriptor, &buffer, min(buffer.count, bytes.count - compared))
            if count < 0, errno == EINTR { continue }
            guard count > 0, EqualBytes.compare(buffer[0..<count], bytes[compared..<(compared + count)]) else {
                return differ()
            }
            compared += count
        }
        offset += bytes.count
    }

    /// Whether every byte of the file was consumed and equal.
    var isEqual: Bool { isEqualSoFar && offset == size }

    private func differ() {
        isEqualSoFar = false
        stop()
    }

    private func stop() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
