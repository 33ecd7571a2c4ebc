import FeedDiff
import Testing

/// A snapshot built from new sections and sections of the previous one equals the same snapshot spelled out,
/// and diffs against the previous one like it.
@Suite struct SnapshotReusingTests {
    let previous: Snapshot

    init() throws {
        previous = try Snapshot(sections: [
            ("top", 7, [("a", 1), ("b", 2)]),
            ("middle", 8, [("c", 3)]),
            ("bottom", 9, [("d", 4), ("e", 5)]),
        ])
    }

    /// Each case: the new sections, `nil` items meaning "reuse the previous section at that index".
    static let cases: [[(reuse: Int?, id: String, hash: UInt64, items: [(id: String, hash: UInt64)])]] = [
        // The top and middle sections edited (an item updated, one inserted, one moved between them).
        [
            (nil, "top", 7, [("a", 1)]),
            (nil, "middle", 8, [("c", 30), ("f", 6), ("b", 2)]),
            (2, "", 0, []),
        ],
        // Sections reordered and one dropped, a new one inserted.
        [
            (2, "", 0, []),
            (nil, "new", 1, [("g", 7)]),
            (0, "", 0, []),
        ],
        // Everything reused.
        [(0, "", 0, []), (1, "", 0, []), (2, "", 0, [])],
    ]

    @Test(arguments: cases.indices)
    func equalsTheSpelledOutSnapshotAndItsDiff(_ index: Int) throws {
        let sections = Self.cases[index]
        let sources = sections.map { section -> Snapshot.SectionSource in
            section.reuse.map { .reused($0) } ?? .content(id: section.id, hash: section.hash, items: section.items)
        }
        let reusing = try Snapshot(sections: sources, reusingSectionsOf: previous)
        let spelled = try Snapshot(
            sections: sections.map { section in
                guard let reuse = section.reuse else {
                    return (id: section.id, hash: section.hash, items: section.items)
                }
                let id = try #require(previous.sectionIdentifier(at: reuse))
                let items = try previous.itemIdentifiers(inSection: id).map {
                    (id: $0, hash: previous.hash(ofItem: $0) ?? 0)
                }
                return (id: id, hash: try #require(previous.hash(ofSection: id)), items: items)
            }, sharingIdentifiersWith: previous)
        #expect(reusing == spelled)
        #expect(reusing.sharesIdentifiers(with: previous))
        let changes = Changeset(from: previous, to: reusing)
        #expect(changes == Changeset(from: previous, to: spelled))
        #expect(try previous.applying(changes, reading: reusing) == reusing)
        for id in spelled.itemIdentifiers {
            #expect(reusing.path(ofItem: id) == spelled.path(ofItem: id))
        }
    }

    @Test func repeatedIdentifiersThrowAsTheSpelledOutSnapshotWould() {
        let error = #expect(throws: SnapshotError.self) {
            try Snapshot(
                sections: [.reused(0), .content(id: "top", hash: 0, items: [("a", 1), ("c", 3)])],
                reusingSectionsOf: previous)
        }
        #expect(
            error
                == .duplicateIdentifiers(sections: ["top"], items: [.init(id: "a", sections: ["top", "top"])]))
    }

    @Test func anIndexOutsideThePreviousSnapshotThrows() {
        #expect(throws: SnapshotError.unknownSections(["#3"])) {
            try Snapshot(sections: [.reused(3)], reusingSectionsOf: previous)
        }
    }
}
