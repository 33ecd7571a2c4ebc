import Glibc
import StableHashing

extension FNV1a {
    /// The hash of the bytes of the file at `path`, read to the end.
    ///
    /// - Returns: `nil` when the file cannot be opened or read (it vanished between listing and reading, is not
    ///   readable, or was replaced by a FIFO or device, which is never read: it could block or never end); callers
    ///   treat it as absent.
    static func ofFile(at path: String) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var hash = FNV1a()
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                hash.feed(buffer[..<count])
            } else if count == 0 {
                return hash.value
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
