import Dispatch
import Synchronization

/// Encodes and saves state files on a queue of its own, so a rebuild's output waits neither for the encoding
/// nor for the disk (`feed watch`).
///
/// The latest bytes win: bytes handed over while a write runs replace any that have not started, since only the
/// last state matters. Each write is `StateStore`'s atomic one, so a process killed at any instant leaves the
/// previous state file or the new one, never a torn one; a kill before the last write ended leaves the previous
/// state, and the next run reports the changes since that one. `flush()` waits until the last bytes are on disk.
package final class StateWriter: Sendable {
    private struct Slot {
        var waiting: (@Sendable () -> [UInt8])?
        var scheduled = false
        var failure: HostError?
    }

    package let store: StateStore
    private let slot = Mutex(Slot())
    private let queue = DispatchQueue(label: "feed.state-writer")

    package init(store: StateStore) {
        self.store = store
    }

    /// Hands over the state file's next contents, encoded by `encode` on the writer's queue; returns at once.
    package func save(_ encode: @escaping @Sendable () -> [UInt8]) {
        let schedule = slot.withLock { slot -> Bool in
            slot.waiting = encode
            defer { slot.scheduled = true }
            return !slot.scheduled
        }
        if schedule { queue.async { self.drain() } }
    }

    /// Waits until every write handed over so far has ended.
    package func flush() {
        queue.sync {}
    }

    /// The failure of a write since the last call, if any (reported with the next rebuild).
    package func takeFailure() -> HostError? {
        slot.withLock { slot in
            defer { slot.failure = nil }
            return slot.failure
        }
    }

    /// Writes the waiting bytes until none wait.
    private func drain() {
        while let encode = slot.withLock({ slot -> (@Sendable () -> [UInt8])? in
            defer { slot.waiting = nil }
            if slot.waiting == nil { slot.scheduled = false }
            return slot.waiting
        }) {
            do {
                try store.save(encoded: encode())
            } catch {
                slot.withLock { $0.failure = error }
            }
        }
    }
}
