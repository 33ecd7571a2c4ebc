import Testing

@testable import FeedDiff

/// Identifier tables keep only a few bits of every hash here, so hundreds of ids share each hash, slot and
/// fingerprint: every lookup must tell them apart by their bytes. Both ways of building a snapshot are covered (a
/// fresh table, and one shared with the old snapshot: ids found by order, by probe, and new ones), the one-by-one
/// path a repeated id falls back to, and random diffs checked by the oracle.
@Suite struct IdentifierCollisionTests {
    /// Three bits: eight hashes in all, each with a zero fingerprint.
    private static let keptBits: UInt64 = 0b111

    private static let ids: [String] = (0..<1_000).map { "item-\($0)" } + ["é", "e\u{301}x", "", "item-1 "]

    @Test func idsSharingAHashAreFoundApart() throws {
        try IdentifierHash.$keptBits.withValue(Self.keptBits) {
            let snapshot = try Snapshot(sections: [
                ("a", 0, Self.ids.prefix(600).map { ($0, 0) }), ("b", 0, Self.ids.dropFirst(600).map { ($0, 1) }),
            ])
            #expect(snapshot.itemIdentifiers == Self.ids)
            for (index, id) in Self.ids.enumerated() { #expect(snapshot.indexOfItem(id) == index, "\(id)") }
            #expect(snapshot.indexOfItem("item-1000") == nil)
            #expect(snapshot.indexOfItem("item-") == nil)
        }
    }

    @Test func aSharedRebuildFindsOldIdsAndAddsNewOnes() throws {
        try IdentifierHash.$keptBits.withValue(Self.keptBits) {
            let old = try Snapshot(sections: [("s", 0, Self.ids.map { ($0, 0) })])
            // DifferenceKit's shape: a range deleted, new ids inserted, the head shuffled.
            var ids = Self.ids
            ids.removeSubrange(200..<300)
            ids.insert(contentsOf: (1_000..<1_100).map { "item-\($0)" }, at: 300)
            ids[0..<50].reverse()
            let new = try Snapshot(sections: [("s", 0, ids.map { ($0, 1) })], sharingIdentifiersWith: old)
            #expect(new.sharesIdentifiers(with: old))
            #expect(new.itemIdentifiers == ids)
            for (index, id) in ids.enumerated() { #expect(new.indexOfItem(id) == index, "\(id)") }
            let changes = Changeset(from: old, to: new)
            #expect(changes.items.inserted.count == 100)
            #expect(changes.items.deleted.count == 100)
            Oracle.check(changes, from: old, to: new, "collisions")
        }
    }

    @Test func repeatsAreNamedWhateverTheirHash() throws {
        try IdentifierHash.$keptBits.withValue(Self.keptBits) {
            let fresh = #expect(throws: SnapshotError.self) {
                try Snapshot(sections: [("s", 0, (Self.ids + ["item-7"]).map { ($0, 0) })])
            }
            #expect(fresh == .duplicateIdentifiers(sections: [], items: [.init(id: "item-7", sections: ["s", "s"])]))
            let old = try Snapshot(sections: [("s", 0, Self.ids.map { ($0, 0) })])
            // A new id twice and an old one twice, in a table shared with `old`.
            let shared = #expect(throws: SnapshotError.self) {
                try Snapshot(
                    sections: [("s", 0, (Self.ids + ["new", "item-3", "new"]).map { ($0, 0) })],
                    sharingIdentifiersWith: old)
            }
            #expect(
                shared
                    == .duplicateIdentifiers(
                        sections: [],
                        items: [.init(id: "item-3", sections: ["s", "s"]), .init(id: "new", sections: ["s", "s"])]))
        }
    }

    @Test func randomDiffsStayExact() throws {
        try IdentifierHash.$keptBits.withValue(Self.keptBits) {
            for seed in UInt64(0)..<200 {
                var random = RandomEdits(seed: seed)
                let old = try random.snapshot(maxSections: 8, maxItems: 120)
                let new = try random.edit(old, maxEdits: 12)
                let rebuilt = try Snapshot(
                    sections: new.sectionIdentifiers.map { section in
                        (
                            section, new.hash(ofSection: section)!,
                            try new.itemIdentifiers(inSection: section).map { ($0, new.hash(ofItem: $0)!) }
                        )
                    }, sharingIdentifiersWith: old)
                #expect(rebuilt == new, "seed \(seed)")
                Oracle.check(Changeset(from: old, to: rebuilt), from: old, to: rebuilt, "seed \(seed)")
            }
        }
    }
}
