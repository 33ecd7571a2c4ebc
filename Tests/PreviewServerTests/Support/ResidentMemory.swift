import Glibc

/// The test process's resident memory, for tests that bound what many clients make the server hold.
enum ResidentMemory {
    /// Resident bytes: the second number of `/proc/self/statm`, in pages.
    static func bytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        let fields = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
