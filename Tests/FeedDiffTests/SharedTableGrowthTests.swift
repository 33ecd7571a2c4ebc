import Testing

@testable import FeedDiff

/// New names of a snapshot built on a shared table go to a small second table (so the shared slots are not
/// copied) until it holds more than an eighth of the slots, when every name is placed in the slots again. Across
/// generations that cross that limit, every snapshot still finds its own ids and only them, keys stay shared, and
/// a repeated new id is still caught, also with hashes cut to a few bits so that every lookup compares bytes.
@Suite struct SharedTableGrowthTests {
    @Test(arguments: [UInt64.max, 0b1111])
    func generationsOfNewIdsStayFound(keptBits: UInt64) throws {
        try IdentifierHash.$keptBits.withValue(keptBits) {
            var ids = (0..<2_000).map { "item-\($0)" }
            var previous = try Snapshot(section: "s", items: ids)
            var generations = [(previous, ids)]
            // 700 new ids a generation: the second table (limit 1,024 here) takes one, overflows at the next.
            for generation in 1...6 {
                ids.insert(contentsOf: (0..<700).map { "new-\(generation)-\($0)" }, at: 500 * generation)
                let next = try Snapshot(section: "s", items: ids, sharingIdentifiersWith: previous)
                #expect(next.sharesIdentifiers(with: previous))
                let changes = Changeset(from: previous, to: next)
                #expect(changes.items.inserted.count == 700)
                #expect(changes.items.deleted.isEmpty)
                generations.append((next, ids))
                previous = next
            }
            for (snapshot, ids) in generations {
                #expect(snapshot.itemIdentifiers == ids)
                for (index, id) in ids.enumerated() where index % 7 == 0 { #expect(snapshot.indexOfItem(id) == index) }
                #expect(
                    snapshot.indexOfItem("new-6-0") == (ids.contains("new-6-0") ? ids.firstIndex(of: "new-6-0") : nil))
            }
        }
    }

    @Test func idsAddedOneByOneOnASharedTableAreFound() throws {
        let base = try Snapshot(section: "s", items: (0..<3_000).map { "item-\($0)" })
        var edited = base
        // Ten appends (a table remembers 16 generations) of 250 ids, interned one by one.
        let added = (0..<2_500).map { "added-\($0)" }
        for batch in 0..<10 { try edited.appendItems(Array(added[(batch * 250)..<((batch + 1) * 250)])) }
        #expect(edited.sharesIdentifiers(with: base))
        for (offset, id) in added.enumerated() { #expect(edited.indexOfItem(id) == 3_000 + offset) }
        #expect(base.indexOfItem("added-0") == nil)
        #expect(Changeset(from: base, to: edited).items.inserted == added)
    }

    @Test func aRepeatedNewIdOnASharedTableIsNamed() throws {
        let base = try Snapshot(section: "s", items: (0..<2_000).map { "item-\($0)" })
        let ids = base.itemIdentifiers + ["new-1", "new-2", "new-1"]
        #expect(throws: SnapshotError.self) { try Snapshot(section: "s", items: ids, sharingIdentifiersWith: base) }
    }
}
