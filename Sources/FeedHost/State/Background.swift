import Dispatch
import Synchronization

/// A value made on another thread while the caller does other work: on a machine with two cores the two cost
/// the time of the longer, not their sum.
package final class Background<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `make` on a global queue at once: the default one, whose threads the pipeline's parallel phases
    /// (`DispatchQueue.concurrentPerform` from a thread of default priority) have started already. On another
    /// queue a cold `feed build` waited for a thread of its own to start before its state file was written.
    package init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            let value = make()
            result.withLock { $0 = value }
            finished.signal()
        }
    }

    /// The value, once made (waiting for it if need be).
    package func value() -> Value {
        finished.wait()
        // Signalled again, so a later call does not wait forever.
        finished.signal()
        guard let value = result.withLock({ $0 }) else { preconditionFailure("signalled before the value was set") }
        return value
    }
}
