import FeedDiff
import Testing

/// The query side of the snapshot API, on a snapshot built in one pass.
@Suite struct SnapshotQueryTests {
    let snapshot: Snapshot

    init() throws {
        snapshot = try Snapshot(sections: [
            ("top", 7, [("a", 1), ("b", 2)]),
            ("empty", 8, []),
            ("bottom", 9, [("c", 3), ("d", 4), ("e", 5)]),
        ])
    }

    @Test func counts() throws {
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(try snapshot.numberOfItems(inSection: "bottom") == 3)
        #expect(try snapshot.numberOfItems(inSection: "empty") == 0)
        #expect(throws: SnapshotError.unknownSections(["nope"])) { try snapshot.numberOfItems(inSection: "nope") }
    }

    @Test func identifiers() throws {
        #expect(snapshot.sectionIdentifiers == ["top", "empty", "bottom"])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(try snapshot.itemIdentifiers(inSection: "bottom") == ["c", "d", "e"])
        #expect(throws: SnapshotError.unknownSections(["nope"])) { try snapshot.itemIdentifiers(inSection: "nope") }
    }

    @Test func positions() {
        #expect(snapshot.indexOfSection("bottom") == 2)
        #expect(snapshot.indexOfSection("nope") == nil)
        // Flat index across sections, as UIKit's indexOfItem: "d" follows a, b, c.
        #expect(snapshot.indexOfItem("d") == 3)
        #expect(snapshot.indexOfItem("nope") == nil)
        #expect(snapshot.path(ofItem: "d") == ItemPath(section: 2, item: 1))
        #expect(snapshot.sectionIdentifier(containingItem: "b") == "top")
        #expect(snapshot.sectionIdentifier(containingItem: "nope") == nil)
        #expect(snapshot.itemIdentifier(at: ItemPath(section: 2, item: 2)) == "e")
        #expect(snapshot.itemIdentifier(at: ItemPath(section: 1, item: 0)) == nil)
        #expect(snapshot.sectionIdentifier(at: 1) == "empty")
        #expect(snapshot.sectionIdentifier(at: 3) == nil)
    }

    @Test func hashes() {
        #expect(snapshot.hash(ofSection: "empty") == 8)
        #expect(snapshot.hash(ofItem: "e") == 5)
        #expect(snapshot.hash(ofItem: "nope") == nil)
    }

    @Test func sectionAndItemIdentifiersMayCoincide() throws {
        let shared = try Snapshot(sections: [("0", 0, [("0", 0)]), ("1", 0, [("1", 0)])])
        #expect(shared.indexOfSection("1") == 1)
        #expect(shared.path(ofItem: "1") == ItemPath(section: 1, item: 0))
    }

    @Test func duplicatesAreAllNamedWithTheirSections() {
        let error = #expect(throws: SnapshotError.self) {
            try Snapshot(sections: [
                ("s", 0, [("x", 0), ("y", 0), ("x", 0)]),
                ("t", 0, [("y", 0)]),
                ("s", 0, []),
            ])
        }
        #expect(
            error
                == .duplicateIdentifiers(
                    sections: ["s"],
                    items: [.init(id: "x", sections: ["s", "s"]), .init(id: "y", sections: ["s", "t"])]))
        #expect(error?.description.contains("duplicate item identifier 'y' (in sections 's', 't')") == true)
    }

    /// The error keeps every duplicate; its sentence names ten of each and counts the rest.
    @Test func aLongListOfDuplicatesIsCountedPastTen() {
        let repeated = (0..<25).map { index in
            (id: "s", hash: UInt64(0), items: [(id: "i\(index)", hash: UInt64(0))])
        }
        let error = #expect(throws: SnapshotError.self) {
            try Snapshot(sections: repeated + repeated.map { (id: "t", hash: 0, items: $0.items) })
        }
        guard case .duplicateIdentifiers(let sections, let items)? = error else {
            Issue.record("expected duplicate identifiers, got \(String(describing: error))")
            return
        }
        #expect(sections == ["s", "t"])
        #expect(items.count == 25)
        let text = error?.description ?? ""
        #expect(text.contains("duplicate item identifier 'i9' (in sections 's', 't')"))
        #expect(!text.contains("'i10'"))
        #expect(text.hasSuffix("; 15 more duplicate item identifiers; identifiers must be unique."))
    }

    @Test func equalityComparesContentNotMarks() throws {
        var marked = snapshot
        try marked.reloadItems(["a"])
        #expect(marked == snapshot)
        var changed = snapshot
        try changed.setHash(99, forItem: "a")
        #expect(changed != snapshot)
        let apart = try Snapshot(sections: [
            ("top", 7, [("a", 1), ("b", 2)]), ("empty", 8, []), ("bottom", 9, [("c", 3), ("d", 4), ("e", 5)]),
        ])
        #expect(apart == snapshot)
    }
}
