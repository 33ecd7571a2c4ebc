import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command writes: standard output or error in the process, a buffer in tests.
///
/// `Sendable`, so notices from other threads (the file watcher's) can be written to it.
public protocol OutputChannel: AnyObject, Sendable {
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
        // A failed write (a closed pipe) has nowhere to be reported: the command's status says the rest.
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(bytes))
    }
}

/// Collects everything written, for tests.
public final class BufferChannel: OutputChannel {
    private let collected = Mutex<[UInt8]>([])
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ bytes: [UInt8]) {
        collected.withLock { $0.append(contentsOf: bytes) }
    }

    public var bytes: [UInt8] { collected.withLock { $0 } }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
