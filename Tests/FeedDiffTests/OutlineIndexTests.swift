import FeedDiff
import FeedTestSupport
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

    /// One repeated id anywhere in a large outline (ASCII, or an accent in either spelling) is refused and named,
    /// and outlines without one build, across 120 seeded trees.
    @Test func aSingleRepeatAnywhereIsCaught() throws {
        var generator = SeededGenerator(seed: 29)
        for trial in 0..<120 {
            var ids = (0..<Int.random(in: 1...4_000, using: &generator)).map { "id-\($0)" }
            if trial % 3 == 0 { ids[Int.random(in: 0..<ids.count, using: &generator)] = "r\u{E9}seau" }
            let unique = try OutlineSnapshot(ids.map { OutlineItem(id: $0) })
            #expect(unique.items == ids, "trial \(trial)")
            let repeated = trial % 3 == 0 ? "re\u{301}seau" : ids[Int.random(in: 0..<ids.count, using: &generator)]
            ids.insert(repeated, at: Int.random(in: 0...ids.count, using: &generator))
            let roots = [OutlineItem(id: "root", children: ids.map { OutlineItem(id: $0) })]
            do {
                _ = try OutlineSnapshot(roots)
                Issue.record("trial \(trial): \(repeated) repeated, not refused")
            } catch .duplicateIdentifiers(_, let items) {
                // Either spelling of the accent is the same id to `String`.
                #expect(items.count == 1 && items[0].id == repeated, "trial \(trial)")
            } catch {
                Issue.record("trial \(trial): \(error)")
            }
        }
    }

    /// Copies of an outline answer lookups on their own after the original changes, and lookups from many
    /// tasks at once agree.
    @Test func lookupsFromCopiesAndTasksAgree() async throws {
        var outline = try OutlineSnapshot(wideOutline())
        let copy = outline
        try outline.expand(["1"])
        #expect(outline.visibleItems.count == 1_660 + 330 && copy.visibleItems.count == 1_660)
        let parents = await withTaskGroup(of: Bool.self) { group in
            for top in 0..<10 {
                group.addTask { (0..<30).allSatisfy { copy.parent(of: "\(top).\($0).3") == "\(top).\($0)" } }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(parents && outline.parent(of: "9.29.9") == "9.29")
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
