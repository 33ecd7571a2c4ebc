import FeedDiff
import Testing

/// Finding outline items by identifier in outlines large enough that the index is built range by range, and
/// naming repeated identifiers as interning them one by one in tree order would.
@Suite struct OutlineIndexTests {
    /// 10 top-level items with 30 children each, each child with 10 leaves: 3,310 items, ids "a.b.c".
    func wideOutline() -> [OutlineItem] {
        (0..<10).map { top in
            OutlineItem(
                id: "\(top)", isExpanded: top % 2 == 0,
                children: (0..<30).map { middle in
                    OutlineItem(
                        id: "\(top).\(middle)", hash: UInt64(middle), isExpanded: true,
                        children: (0..<10).map { OutlineItem(id: "\(top).\(middle).\($0)", hash: UInt64($0)) })
                })
        }
    }

    @Test func everyItemIsFoundByItsIdentifier() throws {
        let outline = try OutlineSnapshot(wideOutline())
        #expect(outline.items.count == 3_310)
        for top in 0..<10 {
            #expect(outline.level(of: "\(top)") == 0 && outline.parent(of: "\(top)") == nil)
            for middle in 0..<30 {
                #expect(outline.parent(of: "\(top).\(middle)") == "\(top)")
                #expect(outline.parent(of: "\(top).\(middle).9") == "\(top).\(middle)")
                #expect(outline.hash(of: "\(top).\(middle).7") == 7)
            }
        }
        #expect(!outline.contains("10") && !outline.contains("0.30") && outline.level(of: "0.0.10") == nil)
        // The even top-level items are expanded, with all their children: 5 × (1 + 30 + 300) + 5 rows.
        #expect(outline.visibleItems.count == 1_660)
    }

    @Test func repeatsAreNamedInTreeOrder() {
        var roots = wideOutline()
        roots[9].children[29].children.append(OutlineItem(id: "3.4.5"))
        roots[2].children[0].children[0].children = [OutlineItem(id: "7")]
        roots.append(OutlineItem(id: "caf\u{E9}"))
        roots.append(OutlineItem(id: "cafe\u{301}"))
        let expected = SnapshotError.duplicateIdentifiers(
            sections: [],
            items: ["7", "3.4.5", "cafe\u{301}"].map { SnapshotError.DuplicateItem(id: $0, sections: []) }
        )
        #expect(throws: expected) { try OutlineSnapshot(roots) }
    }

    @Test func nonASCIIIdentifiersAreOneIdPerSpelling() throws {
        let outline = try OutlineSnapshot([
            OutlineItem(id: "r\u{E9}seau", children: [OutlineItem(id: "wi-fi"), OutlineItem(id: "\u{1F4F6}")])
        ])
        #expect(outline.parent(of: "re\u{301}seau") == nil && outline.contains("re\u{301}seau"))
        #expect(outline.parent(of: "\u{1F4F6}") == "r\u{E9}seau")
        #expect(try outline.children(of: "re\u{301}seau") == ["wi-fi", "\u{1F4F6}"])
    }
}
