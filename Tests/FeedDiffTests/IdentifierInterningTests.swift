import FeedDiff
import Testing

/// Identifiers are interned by their UTF-8 bytes: every id is found again however the table grew, ids that differ
/// stay apart, spellings Swift's `String` calls equal are one id, and equal ids repeated are caught.
@Suite struct IdentifierInterningTests {
    /// Ids of every length around the hash's 8-byte words, shared prefixes and suffixes, and non-ASCII text.
    private static let ids: [String] = {
        var ids: [String] = [""]
        for length in 1...40 { ids.append(String(repeating: "x", count: length)) }
        for index in 0..<20_000 { ids.append("item-\(index)") }
        for index in 0..<2_000 { ids.append("\(index)-suffix-shared-by-every-long-identifier") }
        ids += ["é", "字", "🎉", "a\u{0}b", "a\u{0}c", "Item-1", "item-1 "]
        return ids
    }()

    @Test func everyIdIsFoundWhereItWasPut() throws {
        let snapshot = try Snapshot(sections: [("all", 0, Self.ids.map { ($0, 0) })])
        #expect(snapshot.numberOfItems == Self.ids.count)
        #expect(snapshot.itemIdentifiers == Self.ids)
        for (index, id) in Self.ids.enumerated() {
            #expect(snapshot.indexOfItem(id) == index, "\(id.debugDescription)")
        }
        #expect(snapshot.indexOfItem("item-20000") == nil)
        #expect(snapshot.indexOfItem("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") == nil)
    }

    @Test func aTableGrownOneIdAtATimeFindsThemAll() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["s"])
        for id in Self.ids.reversed() { try snapshot.appendItems([id]) }
        for (index, id) in Self.ids.reversed().enumerated() { #expect(snapshot.indexOfItem(id) == index) }
    }

    /// A composed and a decomposed accent are one id, as `String` (and so UIKit's diffable data source) sees them:
    /// a snapshot holding both is refused, and either spelling finds the one item.
    @Test func composedAndDecomposedAccentsAreOneId() throws {
        #expect(throws: SnapshotError.self) { try Snapshot(sections: [("s", 0, [("é", 1), ("e\u{301}", 2)])]) }
        let snapshot = try Snapshot(sections: [("s", 0, [("é", 1), ("x", 2)])])
        #expect(snapshot.hash(ofItem: "e\u{301}") == 1)
        #expect(snapshot.indexOfItem("e\u{301}") == 0)
    }

    /// The Kelvin sign is K to `String` (and so to an app's diffable data source), the Greek question mark `;`:
    /// an ASCII id and its non-ASCII spelling are one id, in one section or two, in a fresh table or one that
    /// grows, in either order. The ASCII side is hashed by bytes, so the two used to pass as different ids.
    @Test func anASCIIIdAndItsNonASCIISpellingAreOneId() throws {
        for (first, second) in [("K", "\u{212A}"), ("\u{212A}", "K"), ("a;b", "a\u{037E}b"), ("a\u{037E}b", "a;b")] {
            #expect(throws: SnapshotError.self) {
                try Snapshot(sections: [("s", 0, [(first, 1)]), ("t", 0, [(second, 2)])])
            }
            #expect(throws: SnapshotError.self) { try Snapshot(sections: [("s", 0, [(first, 1), (second, 2)])]) }
            let base = try Snapshot(sections: [("s", 0, [("x", 0)])])
            #expect(throws: SnapshotError.self) {
                try Snapshot(
                    sections: [("s", 0, [("x", 0), (first, 1)]), ("t", 0, [(second, 2)])], sharingIdentifiersWith: base)
            }
            var grown = Snapshot()
            try grown.appendSections(["s"])
            try grown.appendItems([first])
            #expect(throws: SnapshotError.self) { try grown.appendItems([second]) }
            let one = try Snapshot(sections: [("s", 0, [(first, 7), ("y", 8)])])
            #expect(one.hash(ofItem: second) == 7)
        }
    }

    @Test func aRebuildInAnotherOrderSharesEveryKey() throws {
        let old = try Snapshot(sections: [("all", 0, Self.ids.map { ($0, 0) })])
        // Reversed, then every third id dropped and new ones interleaved: the in-order guess misses everywhere.
        var ids = Array(Self.ids.reversed().enumerated().filter { $0.offset % 3 != 0 }.map(\.element))
        for index in stride(from: 0, to: ids.count, by: 7) { ids.insert("new-\(index)", at: index) }
        let new = try Snapshot(sections: [("all", 0, ids.map { ($0, 0) })], sharingIdentifiersWith: old)
        #expect(new.sharesIdentifiers(with: old))
        #expect(new.itemIdentifiers == ids)
        let changes = Changeset(from: old, to: new)
        #expect(Set(changes.items.inserted) == Set(ids.filter { $0.hasPrefix("new-") }))
        #expect(changes.items.deleted.count == Self.ids.count - (ids.count - changes.items.inserted.count))
    }

    /// A snapshot started with an empty section and filled from an outline keeps its large base's keys (the
    /// diff compares integers), while a table that piled up names of long-gone items starts over.
    @Test func tablesAreKeptForEditingAndDroppedWhenStale() throws {
        let old = try Snapshot(sections: [("all", 0, Self.ids.map { ($0, 0) })])
        var filled = try Snapshot(sections: [("all", 0, [])], sharingIdentifiersWith: old)
        try filled.replaceItems(
            ofSection: "all", with: try OutlineSnapshot(Self.ids.reversed().map { OutlineItem(id: $0) }))
        #expect(filled.sharesIdentifiers(with: old))
        #expect(Changeset(from: old, to: filled).items.moved.count == Self.ids.count - 1)
        // Generations of 2,000 ids each, none kept: the third rebuild's table holds 6,000 names, over
        // 2 × 2,000 + 1,024, and starts over.
        var previous = try Snapshot(sections: [("all", 0, (0..<2_000).map { ("g0-\($0)", 0) })])
        var shared: [Bool] = []
        for generation in 1...3 {
            let next = try Snapshot(
                sections: [("all", 0, (0..<2_000).map { ("g\(generation)-\($0)", 0) })],
                sharingIdentifiersWith: previous)
            shared.append(next.sharesIdentifiers(with: previous))
            #expect(Changeset(from: previous, to: next).items.deleted.count == 2_000)
            previous = next
        }
        #expect(shared == [true, true, false])
    }

    @Test func repeatsInALongSectionAreCaught() {
        var ids = Self.ids
        ids.append("item-19999")
        ids.append("e\u{301}")
        let error = #expect(throws: SnapshotError.self) { try Snapshot(sections: [("s", 0, ids.map { ($0, 0) })]) }
        #expect(
            error
                == .duplicateIdentifiers(
                    sections: [],
                    items: [
                        .init(id: "item-19999", sections: ["s", "s"]), .init(id: "e\u{301}", sections: ["s", "s"]),
                    ]
                ))
    }
}
