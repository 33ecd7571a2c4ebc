#if canImport(Glibc)
    import Glibc
#endif

/// Where a command writes: standard output or error in the process, a buffer in tests.
public protocol OutputChannel: AnyObject {
    func write(_ bytes: [UInt8])
    /// Whether a person is looking at it (colour, default format).
    var isTerminal: Bool { get }
}

extension OutputChannel {
    func write(_ text: String) {
        write(Array(text.utf8))
    }
}

/// A file descriptor of the process (1 or 2).
public final class FileDescriptorChannel: OutputChannel {
    public let descriptor: Int32
    public let isTerminal: Bool

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    public func write(_ bytes: [UInt8]) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// Collects everything written, for tests.
public final class BufferChannel: OutputChannel {
    public private(set) var bytes: [UInt8] = []
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
