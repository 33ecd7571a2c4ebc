import FeedDiff
import FeedTestSupport
import Testing

/// One diff of a million items (DifferenceKit's benchmark scenario ×10), run once with no timing: a diff
/// that were quadratic anywhere would not finish.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct LargeDiffTests {
    @Test func millionItems() throws {
        let count = 1_000_000
        var generator = SeededGenerator(seed: 42)
        let oldIDs = (0..<count).map { "item-\($0)" }
        var newIDs = oldIDs
        newIDs.removeSubrange(200_000..<300_000)
        newIDs.insert(contentsOf: (0..<100_000).map { "new-\($0)" }, at: 300_000)
        newIDs[0..<20_000].shuffle(using: &generator)
        let old = try Snapshot(sections: [("feed", 0, oldIDs.map { ($0, 0) })])
        let new = try Snapshot(sections: [("feed", 0, newIDs.map { ($0, 0) })], sharingIdentifiersWith: old)

        let changes = Changeset(from: old, to: new)

        #expect(changes.items.deleted == Array(oldIDs[200_000..<300_000]))
        #expect(changes.items.inserted == (0..<100_000).map { "new-\($0)" })
        #expect(changes.items.updated.isEmpty)
        // Only the shuffled head can move, and no more of it than its longest increasing run allows.
        let head = newIDs[0..<20_000].map { old.indexOfItem($0)! }
        #expect(changes.items.moved.count == head.count - Oracle.lisLength(head))
        #expect(changes.items.moved.allSatisfy { $0.from.item < 20_000 && $0.to.item < 20_000 })
        #expect(changes.batch.deleteItems.count == 100_000)
        #expect(changes.batch.insertItems.count == 100_000)
        #expect(try old.applying(changes, reading: new) == new)
    }
}
