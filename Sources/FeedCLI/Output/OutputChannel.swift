import FeedHost
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command writes: standard output or error in the process, a buffer in tests.
///
/// `Sendable`, so notices from other threads (the file watcher's) can be written to it.
package protocol OutputChannel: AnyObject, Sendable {
    func write(_ bytes: [UInt8])
    /// Whether a person is looking at it (colour, default format).
    var isTerminal: Bool { get }
    /// Why a write failed (the first failure), nil while every write has succeeded.
    var failure: String? { get }
}

extension OutputChannel {
    func write(_ text: String) {
        write(Array(text.utf8))
    }

    package var failure: String? { nil }
}

/// A file descriptor of the process (1 or 2).
package final class FileDescriptorChannel: OutputChannel {
    package let descriptor: Int32
    package let isTerminal: Bool
    private let firstFailure = Mutex<String?>(nil)

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    package func write(_ bytes: [UInt8]) {
        // write(2) on the descriptor, not `FileHandle`: no `Data` copy of every chunk, and no Foundation setup in
        // a cold `feed build` (issue #17). A failure (a full disk, a closed pipe) is kept for the command, which
        // then fails rather than save a state its output never delivered.
        guard let failure = OutputFile.writeFailure(bytes, toDescriptor: descriptor) else { return }
        firstFailure.withLock { $0 = $0 ?? failure }
    }

    package var failure: String? { firstFailure.withLock { $0 } }
}

/// Collects everything written, for tests.
package final class BufferChannel: OutputChannel {
    private let collected = Mutex<[UInt8]>([])
    package let isTerminal: Bool

    package init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    package func write(_ bytes: [UInt8]) {
        collected.withLock { $0.append(contentsOf: bytes) }
    }

    package var bytes: [UInt8] { collected.withLock { $0 } }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
