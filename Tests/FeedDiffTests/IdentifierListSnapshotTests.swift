import FeedDiff
import Testing

/// A snapshot built from one section's plain id array, `Snapshot(section:items:itemHashes:)`, is the snapshot the
/// tuple form builds from the same ids, diffs like it, and refuses the same bad input with the same errors.
@Suite struct IdentifierListSnapshotTests {
    /// Ids of every length around the hash's 8-byte words, long ones (stored out of line), and non-ASCII text.
    private static let ids: [String] = {
        var ids: [String] = ["", "é", "字", "🎉", "a\u{0}b", "Item-1", "item-1 ", "naïve-ü-ß-€"]
        for length in 1...40 { ids.append(String(repeating: "x", count: length)) }
        for index in 0..<5_000 { ids.append("item-\(index)") }
        for index in 0..<500 { ids.append("\(index)-a long identifier that no small string holds, ünïcödé") }
        return ids
    }()

    /// The tuple form of the same section.
    private static func spelledOut(_ section: String, _ ids: [String], _ hashes: [UInt64]? = nil) -> [(
        id: String, hash: UInt64, items: [(id: String, hash: UInt64)]
    )] {
        [(section, 0, ids.enumerated().map { ($1, hashes?[$0] ?? 0) })]
    }

    @Test func equalsTheTupleForm() throws {
        let snapshot = try Snapshot(section: "feed", items: Self.ids)
        #expect(snapshot == (try Snapshot(sections: Self.spelledOut("feed", Self.ids))))
        #expect(snapshot.sectionIdentifiers == ["feed"])
        #expect(snapshot.itemIdentifiers == Self.ids)
        #expect(snapshot.hash(ofSection: "feed") == 0)
        for (index, id) in Self.ids.enumerated() {
            #expect(snapshot.indexOfItem(id) == index, "\(id.debugDescription)")
            #expect(snapshot.hash(ofItem: id) == 0)
        }
        #expect(snapshot.indexOfItem("item-5000") == nil)
    }

    @Test func keepsTheHashesGiven() throws {
        let hashes = Self.ids.indices.map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let snapshot = try Snapshot(section: "feed", items: Self.ids, itemHashes: hashes)
        #expect(snapshot == (try Snapshot(sections: Self.spelledOut("feed", Self.ids, hashes))))
        #expect(Self.ids.map { snapshot.hash(ofItem: $0) } == hashes)
    }

    /// A rebuild sharing the old snapshot's keys: reversed, every third id dropped, new ones (some non-ASCII)
    /// interleaved, one item's hash changed. The same snapshot and change set as the tuple form, and the change
    /// set applied to the old snapshot gives the new one.
    @Test func aSharedRebuildDiffsLikeTheTupleForm() throws {
        var ids = Array(Self.ids.reversed().enumerated().filter { $0.offset % 3 != 0 }.map(\.element))
        for index in stride(from: 0, to: ids.count, by: 7) { ids.insert("new-\(index)-ñ\(index % 2)", at: index) }
        var hashes = [UInt64](repeating: 0, count: ids.count)
        hashes[ids.firstIndex(of: "item-4999")!] = 1
        let old = try Snapshot(section: "feed", items: Self.ids)
        let new = try Snapshot(section: "feed", items: ids, itemHashes: hashes, sharingIdentifiersWith: old)
        let tupleOld = try Snapshot(sections: Self.spelledOut("feed", Self.ids))
        let tupleNew = try Snapshot(
            sections: Self.spelledOut("feed", ids, hashes), sharingIdentifiersWith: tupleOld)
        #expect(new.sharesIdentifiers(with: old))
        #expect(new == tupleNew)
        let changes = Changeset(from: old, to: new)
        #expect(changes == Changeset(from: tupleOld, to: tupleNew))
        #expect(changes.items.updated == ["item-4999"])
        #expect(try old.applying(changes, reading: new) == new)
    }

    @Test func anEmptyArrayIsAnEmptySection() throws {
        let empty = try Snapshot(section: "feed", items: [])
        #expect(empty.numberOfSections == 1)
        #expect(empty.numberOfItems == 0)
        #expect(empty == (try Snapshot(sections: [("feed", 0, [])])))
        let filled = try Snapshot(section: "feed", items: ["a", "b"], sharingIdentifiersWith: empty)
        #expect(Changeset(from: empty, to: filled).items.inserted == ["a", "b"])
        let emptied = try Snapshot(section: "feed", items: [], sharingIdentifiersWith: filled)
        #expect(Changeset(from: filled, to: emptied).items.deleted == ["a", "b"])
    }

    /// Repeats are named as the tuple form names them, whether new to the table or already in the base, and
    /// whether their bytes repeat or only their `String` equality does (a composed and a decomposed accent).
    @Test(arguments: [false, true])
    func repeatsAreNamedAsTheTupleFormNamesThem(sharing: Bool) throws {
        let base = sharing ? try Snapshot(section: "feed", items: Self.ids) : nil
        let ids = Self.ids + ["item-4999", "e\u{301}", "new", "new"]
        let plain = #expect(throws: SnapshotError.self) {
            try Snapshot(section: "feed", items: ids, sharingIdentifiersWith: base)
        }
        let tuples = #expect(throws: SnapshotError.self) {
            try Snapshot(sections: Self.spelledOut("feed", ids), sharingIdentifiersWith: base)
        }
        #expect(plain == tuples)
        #expect(
            plain
                == .duplicateIdentifiers(
                    sections: [],
                    items: [
                        .init(id: "item-4999", sections: ["feed", "feed"]),
                        .init(id: "e\u{301}", sections: ["feed", "feed"]),
                        .init(id: "new", sections: ["feed", "feed"]),
                    ]))
    }

    @Test func hashesMustBeOnePerItem() {
        let error = #expect(throws: SnapshotError.self) {
            try Snapshot(section: "feed", items: ["a", "b", "c"], itemHashes: [1, 2])
        }
        #expect(error == .mismatchedItemHashes(section: "feed", items: 3, hashes: 2))
        #expect(error?.description == "Section 'feed' has 3 items but 2 item hashes; give one hash per item.")
    }
}
