import Testing

@testable import FeedDiff

/// The pool of freed large buffers: it keeps only large ones, at most `limit` (the largest), hands back the
/// smallest that fits, and a buffer still shared when it was given never changes the value that shares it.
@Suite struct BufferPoolTests {
    /// Elements of a buffer just large enough to keep.
    private static let large = BufferPool<UInt64>.minimumBytes / MemoryLayout<UInt64>.stride

    @Test func keepsOnlyLargeBuffers() {
        #expect(!BufferPool<UInt64>.keeps(capacity: Self.large - 1) && BufferPool<UInt64>.keeps(capacity: Self.large))
        let pool = BufferPool<UInt64>()
        // Well below the line: an array's capacity is what malloc gave, and one just below 128 KiB may be given a
        // whole page more when malloc maps it (it failed so once, run beside other tests).
        pool.give(ContiguousArray(repeating: 1, count: Self.large / 2))
        #expect(pool.count == 0)
        pool.give(ContiguousArray(repeating: 1, count: Self.large))
        #expect(pool.count == 1)
        // A small request does not use it.
        #expect(pool.take(10, repeating: 0) == ContiguousArray(repeating: 0, count: 10))
        #expect(pool.count == 1)
    }

    @Test func takesTheSmallestBufferThatFits() {
        let pool = BufferPool<UInt64>()
        for scale in [4, 2, 3] { pool.give(ContiguousArray(reservingCapacity: Self.large * scale)) }
        let taken = pool.take(Self.large * 2 + 1_000, repeating: 7)
        #expect(taken.count == Self.large * 2 + 1_000)
        #expect(taken.allSatisfy { $0 == 7 })
        #expect(taken.capacity >= Self.large * 3 && taken.capacity < Self.large * 4)
        #expect(pool.count == 2)
        // Nothing fits: a new buffer, the kept ones stay.
        let fresh = pool.take(capacity: Self.large * 5)
        #expect(fresh.isEmpty && fresh.capacity >= Self.large * 5)
        #expect(pool.count == 2)
    }

    /// A buffer many times larger than a request is left for a large one.
    @Test func leavesAFarLargerBuffer() {
        let pool = BufferPool<UInt64>()
        pool.give(ContiguousArray(reservingCapacity: Self.large * (BufferPool<UInt64>.largestFit + 1)))
        #expect(pool.take(capacity: Self.large).capacity < Self.large * 2)
        #expect(pool.count == 1)
        #expect(pool.take(capacity: Self.large * 2).capacity >= Self.large * (BufferPool<UInt64>.largestFit + 1))
        #expect(pool.count == 0)
    }

    @Test func keepsTheLargestUpToItsLimit() {
        let pool = BufferPool<Int32>(limit: 3)
        let large = BufferPool<Int32>.minimumBytes / MemoryLayout<Int32>.stride
        for scale in 1...5 { pool.give(ContiguousArray(reservingCapacity: large * scale)) }
        #expect(pool.count == 3)
        // The three kept are the largest: a request for 3× is served, one for 2× gets the 3× buffer.
        #expect(pool.take(capacity: large * 2).capacity >= large * 3)
        #expect(pool.take(capacity: large * 4).capacity >= large * 4)
        #expect(pool.take(capacity: large * 5).capacity >= large * 5)
        #expect(pool.count == 0)
    }

    /// A buffer given while another array still shares it: taking it must not write into that array.
    @Test func aSharedBufferKeepsItsValue() {
        let pool = BufferPool<UInt64>()
        let kept = ContiguousArray<UInt64>(repeating: 3, count: Self.large)
        pool.give(kept)
        let taken = pool.take(Self.large, repeating: 9)
        #expect(taken.allSatisfy { $0 == 9 })
        #expect(kept.allSatisfy { $0 == 3 })
    }

    /// A lease gives its buffer back when the last value holding it is gone, not before; a small buffer gets
    /// no lease.
    @Test func aLeaseGivesBackWhenTheLastHolderGoes() {
        let pool = BufferPool<UInt64>()
        var first = PooledBuffer(ContiguousArray(repeating: 1, count: Self.large), for: pool)
        var second = first
        first = nil
        #expect(pool.count == 0 && second != nil && first == nil)
        second = nil
        #expect(pool.count == 1 && second == nil)
        #expect(PooledBuffer(ContiguousArray<UInt64>(repeating: 1, count: 4), for: pool) == nil)
    }

    /// Snapshots built and diffed many times from several threads at once agree with one built alone: buffers
    /// passed between them through the pool never mix their contents.
    @Test func concurrentDiffsAgree() async throws {
        let old = (0..<40_000).map { "item-\($0)" }
        let new =
            Array(old.reversed().dropFirst(5_000).prefix(1_000)) + (0..<3_000).map { "new-\($0)" }
            + old.reversed().dropFirst(6_000)
        let expected = try Self.diff(old, new)
        try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var results: [String] = []
                    for _ in 0..<5 { results = try Self.diff(old, new) }
                    return results
                }
            }
            for try await result in group { #expect(result == expected) }
        }
    }

    private static func diff(_ old: [String], _ new: [String]) throws -> [String] {
        let before = try Snapshot(section: "feed", items: old)
        let after = try Snapshot(section: "feed", items: new, sharingIdentifiersWith: before)
        let changes = Changeset(from: before, to: after)
        #expect(after.itemIdentifiers == new && before.itemIdentifiers == old)
        return changes.items.inserted + changes.items.deleted + changes.items.moved.map(\.id)
    }
}
