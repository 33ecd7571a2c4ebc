import Glibc

/// A non-blocking pipe that lets another thread cut short a wait in `poll(2)`.
///
/// Both descriptors are fixed at creation and closed once by the owner, so the value can be shared freely.
struct WakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    /// Opens the pipe; `nil` when the process is out of descriptors.
    static func open() -> WakePipe? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return WakePipe(readEnd: ends[0], writeEnd: ends[1])
    }

    /// Makes the read end readable; a full pipe already is, so a failed write loses nothing.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe so the next wait blocks again.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// Closes both ends.
    func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
