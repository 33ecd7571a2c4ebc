import FeedDiff
import FeedTestSupport
import Testing

/// Seeded random pairs of outline sections (random trees up to six levels, expansions, moves across parents,
/// inserts, deletes, content changes) next to a flat section: applying the batch and `afterBatch` to the old
/// visible rows gives the new ones, and the id-level moves are exactly as few as per-parent longest increasing
/// subsequences allow.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct OutlinePropertyTests {
    static let chunks = Array(0..<8)
    static let pairsPerChunk = 1_250

    @Test(arguments: chunks)
    func randomOutlinePairs(chunk: Int) throws {
        var expandsAndCollapses = 0
        var crossParentMoves = 0
        for index in 0..<Self.pairsPerChunk {
            let seed = UInt64(chunk * Self.pairsPerChunk + index)
            var outline = RandomOutline(seed: seed, maxItems: seed % 10 == 0 ? 80 : 25, maxDepth: 6)
            let before = outline.snapshot
            outline.edit(times: Int.random(in: 0...8, using: &outline.generator), maxDepth: 6)
            let after = outline.snapshot
            let old = try snapshot(before, flat: ["f1", "f2"])
            let new = try snapshot(after, flat: ["f2", "f1"], sharingIdentifiersWith: old)
            let style: ItemUpdateStyle = seed % 2 == 0 ? .reconfigure : .reload
            let changes = Changeset(from: old, to: new, itemUpdates: style)
            Oracle.check(changes, from: old, to: new, "outline seed \(seed)")
            let expected = Self.minimalMovesPerParent(from: before.visibleRows(), to: after.visibleRows())
            let outlineMoves = changes.items.moved.filter { $0.to.section == 0 }
            #expect(outlineMoves.count == expected, "outline seed \(seed)")
            #expect(changes.items.moved.count - outlineMoves.count == 1, "outline seed \(seed): flat section")
            crossParentMoves += outlineMoves.filter { new.parent(ofItem: $0.id) != old.parent(ofItem: $0.id) }.count
            let appeared = Set(after.visibleItems).subtracting(before.visibleItems).intersection(before.items)
            expandsAndCollapses += appeared.count
        }
        // The pairs must exercise what the property is about.
        #expect(expandsAndCollapses > 100 && crossParentMoves > 100, "\(expandsAndCollapses) \(crossParentMoves)")
    }

    /// A snapshot with the outline's visible rows in section "outline" and a flat section after it.
    private func snapshot(_ outline: OutlineSnapshot, flat: [String], sharingIdentifiersWith base: Snapshot? = nil)
        throws -> Snapshot
    {
        var snapshot = try Snapshot(
            sections: [("outline", 0, []), ("flat", 0, flat.map { ($0, 0) })], sharingIdentifiersWith: base)
        try snapshot.replaceItems(ofSection: "outline", with: outline)
        return snapshot
    }

    /// Rows visible in both: those whose parent changed, plus per parent the siblings outside a longest
    /// increasing subsequence of their old row positions (independent of the engine's code).
    static func minimalMovesPerParent(
        from old: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int]),
        to new: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int])
    ) -> Int {
        let oldRow = Dictionary(uniqueKeysWithValues: old.ids.enumerated().map { ($1, $0) })
        func parentID(_ rows: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int]), _ row: Int) -> String {
            rows.parents[row] < 0 ? "" : rows.ids[rows.parents[row]]
        }
        var moves = 0
        var siblings: [String: [Int]] = [:]
        for (row, id) in new.ids.enumerated() {
            guard let was = oldRow[id] else { continue }
            let parent = parentID(new, row)
            if parent != parentID(old, was) {
                moves += 1
            } else {
                siblings[parent, default: []].append(was)
            }
        }
        for positions in siblings.values { moves += positions.count - Oracle.lisLength(positions) }
        return moves
    }
}
