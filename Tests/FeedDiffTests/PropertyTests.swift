import FeedDiff
import FeedTestSupport
import Testing

/// Seeded random pairs of snapshots: the diff applied to the old one gives the new one, the batch obeys the
/// one-batch rules, and the moves are exactly as few as the longest increasing subsequences allow.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct PropertyTests {
    /// 10,000 pairs in all, in chunks so the runner can spread them over cores.
    static let chunks = Array(0..<8)
    static let pairsPerChunk = 1_250

    @Test(arguments: chunks)
    func randomPairs(chunk: Int) throws {
        var seen = Coverage()
        for index in 0..<Self.pairsPerChunk {
            let seed = UInt64(chunk * Self.pairsPerChunk + index)
            var random = RandomEdits(seed: seed)
            // Every tenth pair is full size (up to 20 sections, 200 items); the rest are smaller so 10,000
            // pairs stay quick in a debug build, and small pairs hit the edge cases more often anyway.
            let large = seed % 10 == 0
            let old = try random.snapshot(maxSections: large ? 20 : 8, maxItems: large ? 200 : 40)
            let new = try random.edit(old, maxEdits: 12)
            // Both ways of sending changed items, alternating.
            let style: ItemUpdateStyle = seed % 2 == 0 ? .reconfigure : .reload
            let changes = Changeset(from: old, to: new, itemUpdates: style)
            seen.record(changes)
            Oracle.check(changes, from: old, to: new, "seed \(seed)")
            let minimal = Oracle.minimalMoves(from: old, to: new)
            #expect(changes.sections.moved.count == minimal.sections, "seed \(seed)")
            #expect(changes.items.moved.count == minimal.items, "seed \(seed)")
            if seed % 32 == 0 {
                // The reverse direction, and a snapshot built apart (re-interned), give valid diffs too.
                Oracle.check(Changeset(from: new, to: old), from: new, to: old, "seed \(seed) reversed")
                let apart = try Snapshot(
                    sections: new.sectionIdentifiers.map { section in
                        (
                            section, new.hash(ofSection: section)!,
                            try new.itemIdentifiers(inSection: section).map { ($0, new.hash(ofItem: $0)!) }
                        )
                    })
                Oracle.check(Changeset(from: old, to: apart), from: old, to: apart, "seed \(seed) apart")
            }
        }
        // The pairs must reach every form the batch can take, or passing would say little.
        #expect(seen.missing.isEmpty, "chunk \(chunk) never produced \(seen.missing)")
    }
}

/// Which forms of change a run of random pairs produced.
private struct Coverage {
    var counts: [String: Int] = [:]

    mutating func record(_ changes: Changeset) {
        let replaced = changes.batch.insertSections.count - changes.sections.inserted.count
        let crossMoves = changes.items.moved.filter { $0.from.section != $0.to.section }.count
        let tally: [(String, Int)] = [
            ("section insert", changes.sections.inserted.count), ("section delete", changes.sections.deleted.count),
            ("section move", changes.batch.moveSections.count), ("section replaced", replaced),
            ("section reload", changes.batch.reloadSections.count), ("item insert", changes.batch.insertItems.count),
            ("item delete", changes.batch.deleteItems.count), ("item move", changes.batch.moveItems.count),
            ("cross-section move", crossMoves), ("item reload", changes.batch.reloadItems.count),
            ("after-batch reload", changes.afterBatch.reloadItems.count),
            ("after-batch reconfigure", changes.afterBatch.reconfigureItems.count),
            ("after-batch section update", changes.afterBatch.updatedSections.count),
        ]
        for (name, count) in tally { counts[name, default: 0] += count }
    }

    var missing: [String] { counts.filter { $0.value == 0 }.map(\.key).sorted() }
}
