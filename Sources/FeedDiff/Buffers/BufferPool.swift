import Synchronization

/// Freed large buffers kept for the next snapshot or diff to reuse.
///
/// An end-to-end diff of 100k ids allocates a handful of buffers of 128 KB to 2 MB (the table's slots, the key
/// arrays, the item locations, the diff's per-section lists) and frees them all at its end. glibc hands a freed
/// heap top back to the kernel once it passes its trim threshold, and serves blocks above its mmap threshold
/// with fresh mappings, so the next run faulted every page of them in again: ~1,700 faults and a fifth of the
/// run's time (docs/decisions.md, "What an end-to-end diff pays for besides instructions"). Kept here, a buffer's
/// pages stay resident and the next run writes over them. Small buffers are left to malloc, which reuses them
/// without faulting. The pool holds at most `limit` buffers, the largest it was given, for the life of the
/// process: after a diff of a million ids that is some tens of MB, the price of not faulting them in again.
///
/// Thread safety: any thread may take and give; the list sits behind a `Mutex`. A buffer given back may still be
/// shared with a live array (its owner copied it); the taker then gets a fresh buffer instead, as an array's copy
/// on write does, so reuse never changes a value.
final class BufferPool<Element: BitwiseCopyable & Sendable>: Sendable {
    /// The smallest buffer worth keeping, in bytes.
    static var minimumBytes: Int { 128 * 1024 }

    /// The most buffers kept.
    let limit: Int
    private let free = Mutex<[ContiguousArray<Element>]>([])

    init(limit: Int = 8) {
        self.limit = limit
    }

    /// The number of buffers kept now.
    var count: Int { free.withLock { $0.count } }

    /// Whether a buffer of `capacity` elements is worth keeping.
    static func keeps(capacity: Int) -> Bool {
        capacity * MemoryLayout<Element>.stride >= minimumBytes
    }

    /// How many times a request's size a kept buffer may be and still serve it: a table of a million names'
    /// 16 MB of slots would otherwise go to a 128 KB list and leave the next large table to fault in fresh pages.
    static var largestFit: Int { 4 }

    /// An empty array that holds at least `capacity` elements: the smallest kept buffer that does (and is not
    /// more than ``largestFit`` times larger), else a new one.
    func take(capacity: Int) -> ContiguousArray<Element> {
        guard Self.keeps(capacity: capacity) else { return ContiguousArray(reservingCapacity: capacity) }
        let kept: ContiguousArray<Element>? = free.withLock { buffers in
            var best: Int? = nil
            for index in buffers.indices
            where buffers[index].capacity >= capacity && buffers[index].capacity <= capacity * Self.largestFit {
                if best.map({ buffers[index].capacity < buffers[$0].capacity }) ?? true { best = index }
            }
            return best.map { buffers.remove(at: $0) }
        }
        guard var buffer = kept else { return ContiguousArray(reservingCapacity: capacity) }
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    /// `count` copies of `value`, in a kept buffer when one is large enough.
    func take(_ count: Int, repeating value: Element) -> ContiguousArray<Element> {
        guard Self.keeps(capacity: count) else { return ContiguousArray(repeating: value, count: count) }
        var buffer = take(capacity: count)
        buffer.append(contentsOf: repeatElement(value, count: count))
        return buffer
    }

    /// Keeps `buffer` for a later ``take(capacity:)`` when it is large enough; when the pool is full, the
    /// smallest buffer goes.
    func give(_ buffer: consuming ContiguousArray<Element>) {
        guard Self.keeps(capacity: buffer.capacity) else { return }
        let kept = buffer
        free.withLock { buffers in
            buffers.append(kept)
            guard buffers.count > limit,
                let smallest = buffers.indices.min(by: {
                    buffers[$0].capacity < buffers[$1].capacity
                })
            else { return }
            buffers.remove(at: smallest)
        }
    }
}

/// The pools the snapshots and the diff take their large buffers from, one per element type.
enum BufferPools {
    /// Hashes.
    static let words = BufferPool<UInt64>()
    /// Identifier table slots.
    static let slots = BufferPool<UInt32>()
    /// Keys, item indexes and positions.
    static let keys = BufferPool<Int32>()
}
