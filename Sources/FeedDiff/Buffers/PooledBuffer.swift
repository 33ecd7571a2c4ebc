/// A large buffer a value holds, given back to its pool when the last value holding it is gone.
///
/// Values keep their arrays as they are (a snapshot's keys, a table's slots) and hold one of these beside each
/// large one: the array is shared with it, not moved into it, so reading costs nothing. When the holder writes
/// the array again, it drops this first (the array is then copied on write, as for any shared array) or
/// replaces the array; either way the pool gets back a buffer no one writes into.
final class PooledBuffer<Element: BitwiseCopyable & Sendable>: Sendable {
    private let elements: ContiguousArray<Element>
    private let pool: BufferPool<Element>

    /// Holds `elements` for `pool`; nil when they are too small to be worth keeping.
    init?(_ elements: ContiguousArray<Element>, for pool: BufferPool<Element>) {
        guard BufferPool<Element>.keeps(capacity: elements.capacity) else { return nil }
        self.elements = elements
        self.pool = pool
    }

    deinit {
        pool.give(elements)
    }
}
