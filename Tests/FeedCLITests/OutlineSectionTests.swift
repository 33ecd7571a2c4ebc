import Foundation
import Testing

/// Outline sections (issue 13): items with `children` and `expanded` become visible rows with `level` and
/// `parent`; expanding and collapsing diff as inserts and deletes, a move between parents as a move; bad
/// outlines are errors naming the script and the item's path, and nothing is saved.
@Suite struct OutlineSectionTests {
    /// faq: general ▸ (g1, g2), billing ▸ (b1) — rows 44 tall.
    private func writeOutline(_ fixture: FeedFixture, items: String) {
        fixture.write(
            "faq.lua",
            """
            return {
              id = "faq",
              items = \(items),
              layout = layout.list { appearance = "plain" },
            }
            """)
    }

    private let twoGroups = """
        {
          { id = "general", title = "General", expanded = true, children = {
              { id = "g1", title = "What is it?" }, { id = "g2", title = "Who made it?" } } },
          { id = "billing", title = "Billing", children = { { id = "b1", title = "Refunds" } } },
        }
        """

    private func rows(_ result: FeedBinary.Result) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(result.errors)")
        let sections = try parseJSON(result.outputBytes)["sections"] as? [[String: Any]]
        return sections?.first?["items"] as? [[String: Any]] ?? []
    }

    @Test func visibleRowsCarryLevelAndParent() throws {
        let fixture = FeedFixture()
        writeOutline(fixture, items: twoGroups)
        let rows = try rows(try fixture.feed("build", "--format", "json"))
        #expect(rows.map { $0["id"] as? String } == ["general", "g1", "g2", "billing"])
        #expect(rows.map { $0["level"] as? Int } == [0, 1, 1, 0])
        #expect(rows.map { $0["parent"] as? String } == [nil, "general", "general", nil])
        // Children are rows, not fields of their parent.
        #expect((rows.first?["fields"] as? [String: Any])?["children"] == nil)
    }

    @Test func expandCollapseAndMoveAcrossParents() throws {
        let fixture = FeedFixture()
        writeOutline(fixture, items: twoGroups)
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        // Collapse general, expand billing, and move g2 under billing.
        writeOutline(
            fixture,
            items: """
                {
                  { id = "general", title = "General", children = { { id = "g1", title = "What is it?" } } },
                  { id = "billing", title = "Billing", expanded = true, children = {
                      { id = "b1", title = "Refunds" }, { id = "g2", title = "Who made it?" } } },
                }
                """)
        let result = try fixture.feed("build", "--format", "json")
        #expect(try rows(result).map { $0["id"] as? String } == ["general", "billing", "b1", "g2"])
        let changes = try #require(try parseJSON(result.outputBytes)["changes"] as? [String: Any])
        let items = try #require(changes["items"] as? [String: Any])
        #expect(items["deleted"] as? [String] == ["g1"])
        #expect(items["inserted"] as? [String] == ["b1"])
        #expect((items["moved"] as? [[String: Any]])?.map { $0["id"] as? String } == ["g2"])
        // general and billing changed their disclosure state: reconfigured in place.
        #expect(Set(items["updated"] as? [String] ?? []) == ["general", "billing"])
        let batch = try #require(changes["batch"] as? [String: Any])
        #expect(batch["deleteItems"] as? [[Int]] == [[0, 1]])
        #expect(batch["insertItems"] as? [[Int]] == [[0, 2]])
        // The batch is minimal in rows: old positions of the kept rows in new order are 0, 3, 2; the engine keeps
        // (0, 2) and moves billing's row 3 → 1. At the id level only g2 moved: billing kept its parent (none)
        // and its order among its siblings.
        #expect(batch["moveItems"] as? [[[Int]]] == [[[0, 3], [0, 1]]])
    }

    @Test(arguments: [
        (
            #"{ { id = "a", children = { { id = "b" }, { id = "a" } } } }"#, "items[1].children[2].id",
            "duplicate item id \"a\""
        ),
        (#"{ { id = "a", expanded = "yes", children = { { id = "b" } } } }"#, "items[1].expanded", "true or false"),
        (#"{ { id = "a", children = "b" } }"#, "items[1].children", "array of child items"),
        (#"{ { id = "a", children = { { title = "no id" } } } }"#, "items[1].children[1].id", "needs an id"),
    ])
    func badOutlinesNameTheItemPath(items: String, field: String, message: String) throws {
        let fixture = FeedFixture()
        writeOutline(fixture, items: items)
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 1)
        let errors = try parseJSON(result.outputBytes)["errors"] as? [[String: Any]]
        #expect(errors?.first?["script"] as? String == "faq.lua")
        #expect(errors?.first?["field"] as? String == field)
        #expect((errors?.first?["message"] as? String)?.contains(message) == true, "\(errors ?? [])")
        #expect(fixture.state == nil)
    }

    /// `expanded` on an item without children is allowed and ignored.
    @Test func expandedWithoutChildrenIsIgnored() throws {
        let fixture = FeedFixture()
        writeOutline(
            fixture, items: #"{ { id = "a", expanded = true, children = { { id = "b", expanded = true } } } }"#)
        #expect(try rows(try fixture.feed("build", "--format", "json")).map { $0["id"] as? String } == ["a", "b"])
    }

    /// 64 levels build (the deepest row at level 63); the 65th is an error whose field is that item's path,
    /// `items[1]` followed by 64 `.children[1]`, and nothing is saved.
    @Test func sixtyFourLevelsAndNoMore() throws {
        func chain(_ children: Int) -> String {
            """
            local root = { id = "n0" }; local node = root
            for i = 1, \(children) do local child = { id = "n" .. i }; node.children = { child }; node.expanded = true; node = child end
            return { id = "faq", items = { root }, layout = layout.list {} }
            """
        }
        let fixture = FeedFixture()
        fixture.write("faq.lua", chain(63))
        let deepest = try rows(try fixture.feed("build", "--format", "json"))
        #expect(deepest.count == 64)
        #expect(deepest.last?["level"] as? Int == 63)

        let deeper = FeedFixture()
        deeper.write("faq.lua", chain(64))
        let result = try deeper.feed("build", "--format", "json")
        #expect(result.status == 1)
        let error = try #require((try parseJSON(result.outputBytes)["errors"] as? [[String: Any]])?.first)
        #expect(error["script"] as? String == "faq.lua")
        #expect(error["field"] as? String == "items[1]" + String(repeating: ".children[1]", count: 64))
        #expect((error["message"] as? String)?.contains("an outline is at most 64 levels deep") == true, "\(error)")
        #expect(deeper.state == nil)
    }

    /// A table that contains itself stops at conversion; an outline of 65 levels (131 tables, within the 160 a
    /// value may nest) reaches the outline's own check. Both are errors of the script naming the item's path,
    /// nothing saved.
    @Test func cyclesAndRunawayDepthAreErrors() throws {
        for (body, message) in [
            (
                #"local a = { id = "a" }; a.children = { a }; return { id = "faq", items = { a }, layout = layout.list {} }"#,
                "items[1].children[1]: the table contains itself (a cycle)"
            ),
            (
                """
                local root = { id = "n0" }; local node = root
                for i = 1, 70 do local child = { id = "n" .. i }; node.children = { child }; node.expanded = true; node = child end
                return { id = "faq", items = function() return { root } end, layout = layout.list {} }
                """, "an outline is at most 64 levels deep"
            ),
        ] {
            let fixture = FeedFixture()
            fixture.write("faq.lua", body)
            let result = try fixture.feed("build", "--format", "json")
            #expect(result.status == 1)
            let errors = try parseJSON(result.outputBytes)["errors"] as? [[String: Any]]
            #expect(errors?.first?["script"] as? String == "faq.lua")
            let problem = errors?.first.map { "\($0["field"] as? String ?? ""): \($0["message"] as? String ?? "")" }
            #expect(problem?.contains(message) == true, "\(errors ?? [])")
            #expect(fixture.state == nil)
        }
    }
}
