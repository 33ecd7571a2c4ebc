import Dispatch
import FeedJSON
import Synchronization

/// Encodes independent parts of a large document (its sections) on all cores, each into its own buffer.
enum ParallelEncoding {
    /// Below this many items the parts are encoded in order on the calling thread; threads cost more than they save.
    static let threshold = 20_000

    /// The bytes of `count` parts, in order; `encode` writes part `index` into a fresh writer.
    ///
    /// - Parameters:
    ///   - parallel: whether the work is large enough to spread over threads.
    ///   - capacity: the bytes part `index` is expected to take, so its buffer does not grow by copying.
    static func parts(
        count: Int, parallel: Bool, capacity: @Sendable (Int) -> Int = { _ in 1024 },
        _ encode: @Sendable (Int, inout JSONWriter) -> Void
    ) -> [[UInt8]] {
        let slots = Slots(count: count)
        @Sendable func work(_ index: Int) {
            var writer = JSONWriter(capacity: capacity(index))
            encode(index, &writer)
            slots.store(writer.bytes, at: index)
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: count) { work($0) }
        } else {
            for index in 0..<count { work(index) }
        }
        return slots.take()
    }

    /// Result slots written by concurrent tasks, each under a lock (one short store per part, so it never contends
    /// for long).
    private final class Slots: Sendable {
        private let slots: Mutex<[[UInt8]]>

        init(count: Int) {
            slots = Mutex(Array(repeating: [], count: count))
        }

        func store(_ bytes: [UInt8], at index: Int) {
            slots.withLock { $0[index] = bytes }
        }

        /// Every part, taken out so the caller holds the only reference.
        func take() -> [[UInt8]] {
            slots.withLock { values in
                let taken = values
                values = []
                return taken
            }
        }
    }
}
