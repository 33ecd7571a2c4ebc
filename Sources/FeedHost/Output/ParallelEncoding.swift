import Dispatch

/// Encodes independent parts of a large document (its sections) on all cores, each into its own buffer.
enum ParallelEncoding {
    /// Below this many items the parts are encoded in order on the calling thread; threads cost more than they save.
    static let threshold = 20_000

    /// The bytes of `count` parts, in order; `encode` writes part `index` into a fresh writer.
    ///
    /// - Parameter parallel: whether the work is large enough to spread over threads.
    static func parts(count: Int, parallel: Bool, _ encode: @Sendable (Int, inout JSONWriter) -> Void) -> [[UInt8]] {
        let slots = Slots(count: count)
        @Sendable func work(_ index: Int) {
            var writer = JSONWriter(capacity: 1024)
            encode(index, &writer)
            slots.store(writer.bytes, at: index)
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: count) { work($0) }
        } else {
            for index in 0..<count { work(index) }
        }
        return slots.values
    }

    /// Result slots written by concurrent tasks.
    ///
    /// `@unchecked Sendable`: each index is written by exactly one task, and `values` is read only after all
    /// tasks have ended (`concurrentPerform` returns when they have), so no slot is ever accessed concurrently.
    private final class Slots: @unchecked Sendable {
        private(set) var values: [[UInt8]]

        init(count: Int) {
            values = Array(repeating: [], count: count)
        }

        func store(_ bytes: [UInt8], at index: Int) {
            values.withUnsafeMutableBufferPointer { $0[index] = bytes }
        }
    }
}
