import Dispatch
import Synchronization

/// Bytes encoded on another thread while the caller does other work: `feed build` prints its output while its
/// state file is encoded, so on a machine with two cores the two cost the time of the longer, not their sum.
package final class BackgroundBytes: Sendable {
    private let result = Mutex<[UInt8]?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `encode` on a global queue at once.
    package init(_ encode: @escaping @Sendable () -> [UInt8]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let bytes = encode()
            result.withLock { $0 = bytes }
            finished.signal()
        }
    }

    /// The bytes, once the encoding has finished (waiting for it if need be).
    package func bytes() -> [UInt8] {
        finished.wait()
        // Signalled again, so a later call does not wait forever.
        finished.signal()
        return result.withLock { $0 } ?? []
    }
}

extension FeedDocument {
    /// `stateBytes()`, encoded on another thread from now on.
    package func stateBytesInBackground() -> BackgroundBytes {
        BackgroundBytes { [self] in stateBytes() }
    }
}
