import Testing

@testable import FeedDiff

/// Item locations kept in their smallest form (``ItemLocations``): none stored for a fresh one-section snapshot,
/// an item index per key for one section on a shared table, pairs for several sections. Every query and edit must
/// see the same locations whichever form the snapshot started in, so each case checks a snapshot against the
/// layout it should hold, item by item.
@Suite struct ItemLocationsTests {
    private static let ids = (0..<300).map { "item-\($0)" }

    /// Every query that reads a location agrees with `layout` (section id, its item ids in order), and ids not in
    /// it are not found.
    private static func expect(
        _ snapshot: Snapshot, holds layout: [(String, [String])], absent: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(snapshot.sectionIdentifiers == layout.map(\.0), sourceLocation: sourceLocation)
        #expect(snapshot.itemIdentifiers == layout.flatMap(\.1), sourceLocation: sourceLocation)
        var flat = 0
        for (section, (sectionID, items)) in layout.enumerated() {
            for (index, id) in items.enumerated() {
                #expect(snapshot.indexOfItem(id) == flat + index, "\(id)", sourceLocation: sourceLocation)
                #expect(
                    snapshot.path(ofItem: id) == ItemPath(section: section, item: index), sourceLocation: sourceLocation
                )
                #expect(snapshot.sectionIdentifier(containingItem: id) == sectionID, sourceLocation: sourceLocation)
            }
            flat += items.count
        }
        for id in absent {
            #expect(snapshot.indexOfItem(id) == nil, "\(id)", sourceLocation: sourceLocation)
            #expect(snapshot.path(ofItem: id) == nil, sourceLocation: sourceLocation)
        }
    }

    @Test func aFreshSnapshotOfOneSectionDerivesItsLocations() throws {
        let snapshot = try Snapshot(section: "feed", items: Self.ids)
        Self.expect(snapshot, holds: [("feed", Self.ids)], absent: ["item-300", "other"])
        // A name the shared table learns later is a key past this snapshot's items: absent here.
        let grown = try Snapshot(section: "feed", items: Self.ids + ["late"], sharingIdentifiersWith: snapshot)
        #expect(snapshot.sharesIdentifiers(with: grown))
        #expect(snapshot.indexOfItem("late") == nil)
        #expect(grown.indexOfItem("late") == 300)
        let changes = Changeset(from: grown, to: snapshot)
        #expect(changes.items.deleted == ["late"])
    }

    @Test func aSharedSnapshotOfOneSectionFindsEveryItem() throws {
        let base = try Snapshot(section: "feed", items: Self.ids)
        var ids = Array(Self.ids.reversed().dropFirst(50))
        ids.insert(contentsOf: ["new-1", "new-2"], at: 10)
        let snapshot = try Snapshot(section: "feed", items: ids, sharingIdentifiersWith: base)
        Self.expect(snapshot, holds: [("feed", ids)], absent: Array(Self.ids.suffix(50)))
    }

    /// Edits on snapshots of each form: the locations an edit writes join the derived ones.
    @Test(arguments: [false, true])
    func editsOfOneSection(shared: Bool) throws {
        let base = try Snapshot(section: "feed", items: Self.ids)
        var snapshot =
            shared ? try Snapshot(section: "feed", items: Self.ids, sharingIdentifiersWith: base) : base
        var expected = Self.ids
        try snapshot.appendItems(["tail"])
        expected.append("tail")
        Self.expect(snapshot, holds: [("feed", expected)])
        try snapshot.insertItems(["head"], beforeItem: "item-0")
        expected.insert("head", at: 0)
        Self.expect(snapshot, holds: [("feed", expected)])
        try snapshot.deleteItems(["item-5", "item-200"])
        expected.removeAll { $0 == "item-5" || $0 == "item-200" }
        Self.expect(snapshot, holds: [("feed", expected)], absent: ["item-5", "item-200"])
        try snapshot.moveItem("item-299", beforeItem: "item-1")
        expected.removeAll { $0 == "item-299" }
        expected.insert("item-299", at: expected.firstIndex(of: "item-1")!)
        Self.expect(snapshot, holds: [("feed", expected)])
        // The snapshot it was built from keeps its own locations.
        Self.expect(base, holds: [("feed", Self.ids)], absent: ["tail", "head"])
    }

    /// A second section turns the locations into pairs; items moved into it are found there.
    @Test(arguments: [false, true])
    func aSecondSection(shared: Bool) throws {
        let base = try Snapshot(section: "feed", items: Self.ids)
        var snapshot =
            shared ? try Snapshot(section: "feed", items: Self.ids, sharingIdentifiersWith: base) : base
        try snapshot.appendSections(["more"])
        try snapshot.appendItems(["extra-1", "extra-2"], toSection: "more")
        Self.expect(snapshot, holds: [("feed", Self.ids), ("more", ["extra-1", "extra-2"])])
        try snapshot.moveItem("item-7", afterItem: "extra-1")
        var first = Self.ids
        first.removeAll { $0 == "item-7" }
        Self.expect(snapshot, holds: [("feed", first), ("more", ["extra-1", "item-7", "extra-2"])])
        try snapshot.moveSection("more", beforeSection: "feed")
        Self.expect(snapshot, holds: [("more", ["extra-1", "item-7", "extra-2"]), ("feed", first)])
        try snapshot.deleteSections(["more"])
        Self.expect(snapshot, holds: [("feed", first)], absent: ["extra-1", "item-7"])
        snapshot.deleteAllItems()
        Self.expect(snapshot, holds: [("feed", [])], absent: Self.ids)
    }

    /// The forms themselves, below the snapshot: reads, writes across forms, growth.
    @Test func theFormsAgree() {
        var positional = ItemLocations.positional(count: 4)
        var oneSection = ItemLocations(oneSection: [0, 1, 2, 3])
        var pairs = ItemLocations(ContiguousArray((0..<4).map { ItemLocation(section: 0, item: Int32($0)) }))
        for key in 0..<4 {
            #expect(positional[key] == ItemLocation(section: 0, item: Int32(key)))
            #expect(oneSection[key] == positional[key] && pairs[key] == positional[key])
        }
        #expect(positional.locationOrAbsent(of: 4) == .absent)
        positional.grow(to: 6)
        oneSection.grow(to: 6)
        pairs.grow(to: 6)
        positional[5] = ItemLocation(section: 0, item: 9)
        oneSection[5] = ItemLocation(section: 0, item: 9)
        pairs[5] = ItemLocation(section: 0, item: 9)
        positional[2] = .absent
        oneSection[2] = .absent
        pairs[2] = .absent
        for key in 0..<6 {
            #expect(positional[key] == pairs[key], "\(key)")
            #expect(oneSection[key] == pairs[key], "\(key)")
        }
        oneSection[1] = ItemLocation(section: 3, item: 7)
        #expect(oneSection[1] == ItemLocation(section: 3, item: 7))
        #expect(oneSection[0] == ItemLocation(section: 0, item: 0))
        #expect(oneSection[2] == .absent && oneSection[4] == .absent)
        #expect(oneSection.count == 6)
    }
}
