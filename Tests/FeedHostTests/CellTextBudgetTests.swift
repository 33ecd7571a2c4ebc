import FeedTestSupport
import Testing

@testable import FeedHost

/// The text a section's cells, and the feed's, may lay out is counted before any is shaped, and a script over
/// the limit is an error naming it (`CellTextBudget`). The limits are lowered here so the tests shape little.
@Suite struct CellTextBudgetTests {
    /// A section script of `count` items whose one label shows the item's `title` of `titleBytes` bytes, and,
    /// when `literal` is given, a second label of that many literal bytes.
    static func script(id: String, count: Int, titleBytes: Int, literal: Int = 0) -> String {
        """
        return {
          id = "\(id)",
          items = function()
            local t = {}
            for i = 1, \(count) do t[i] = { id = "\(id)-" .. i, title = string.rep("a", \(titleBytes)) } end
            return t
          end,
          layout = layout.list {},
          cell = cell(function(c)
            local l = c:label { name = "t", text = field "title" }
            l:makeConstraints(function(make) make.edges:equalToSuperview() end)
            \(literal > 0 ? "c:label { name = \"x\", text = string.rep(\"b\", \(literal)) }" : "")
          end),
        }
        """
    }

    func run(_ scripts: [String: String], section: Int, feed: Int) throws -> FeedDocument {
        let folder = TemporaryDirectory(prefix: "celltext")
        for (name, text) in scripts { folder.write(name, text) }
        var configuration = PipelineConfiguration()
        configuration.limits.cellTextPerSection = section
        configuration.limits.cellTextPerFeed = feed
        return FeedPipeline(folder: try FeedFolder.discover(at: folder.path), configuration: configuration).run()
    }

    @Test func aSectionOverItsLimitIsAnErrorAndOneWithinItIsLaidOut() throws {
        let over = try run(["s.lua": Self.script(id: "s", count: 3, titleBytes: 4_000)], section: 10_000, feed: 1 << 20)
        #expect(
            over.errors.map(\.description) == [
                "s.lua:9: cell: the section's cells would lay out 12000 bytes of text, over the limit of 10000 bytes "
                    + "a section; every text is shaped (about 0.3 s a megabyte): show fewer or shorter texts"
            ])
        #expect(over.sections.isEmpty)
        let within = try run(
            ["s.lua": Self.script(id: "s", count: 2, titleBytes: 4_000)], section: 10_000, feed: 1 << 20)
        #expect(within.errors.isEmpty)
        #expect(within.sections.first?.items.map { $0.content.first?.text?.utf8.count } == [4_000, 4_000])
    }

    /// A template's literal text is laid out again in every cell, so it counts once per item.
    @Test func literalTextCountsForEveryItem() throws {
        let document = try run(
            ["s.lua": Self.script(id: "s", count: 11, titleBytes: 0, literal: 1_000)], section: 10_000, feed: 1 << 20)
        #expect(document.errors.map(\.description).first?.contains("would lay out 11000 bytes of text") == true)
    }

    /// A template of a kind anchored to items (a badge) is laid out for every item; one of a boundary kind once.
    @Test func aBadgeTemplateCountsForEveryItemAndABoundaryOnce() throws {
        func script(badge: Bool) -> String {
            let anchored =
                badge
                ? """
                group = layout.group.vertical { height = absolute(44), subitems = { layout.item {
                  supplementaries = { layout.supplementary { kind = "note", width = absolute(20),
                    height = absolute(16), anchor = { edges = { "top", "trailing" } } } } } } },
                """
                : """
                group = layout.group.vertical { height = absolute(44), subitems = { layout.item {} } },
                boundarySupplementaries = { layout.boundary { kind = "note", alignment = "bottom",
                  height = absolute(20) } },
                """
            return """
                return {
                  id = "s",
                  items = function()
                    local t = {}
                    for i = 1, 100 do t[i] = { id = "s-" .. i } end
                    return t
                  end,
                  layout = layout.section {
                    \(anchored)
                  },
                  supplementaryCells = { note = cell(function(c)
                    local l = c:label { name = "n", text = string.rep("b", 100) }
                    l:makeConstraints(function(make) make.edges:equalToSuperview() end)
                  end) },
                }
                """
        }
        let badges = try run(["s.lua": script(badge: true)], section: 9_000, feed: 1 << 20)
        #expect(badges.errors.map(\.description).first?.contains("would lay out 10000 bytes of text") == true)
        // 100 literal bytes and a label's worth (4,096) for the boundary's fields.
        let boundary = try run(["s.lua": script(badge: false)], section: 9_000, feed: 1 << 20)
        #expect(boundary.errors.isEmpty, "\(boundary.errors)")
        #expect(boundary.sections.first?.supplementaries.first?.content.first?.text?.utf8.count == 100)
    }

    /// Counted in feed order: the section that passes the feed's limit is named, and one after it that fits is not.
    @Test func theFeedsLimitNamesTheSectionThatPassesIt() throws {
        let scripts = [
            "feed.lua": #"return { sections = { "a", "b", "c", "d" } }"#,
            "a.lua": Self.script(id: "a", count: 1, titleBytes: 4_000),
            "b.lua": Self.script(id: "b", count: 1, titleBytes: 4_000),
            "c.lua": Self.script(id: "c", count: 1, titleBytes: 4_000),
            "d.lua": Self.script(id: "d", count: 1, titleBytes: 1_000),
        ]
        let document = try run(scripts, section: 1 << 20, feed: 10_000)
        #expect(
            document.errors.map(\.description) == [
                "c.lua:9: cell: the feed's cells would lay out 12000 bytes of text up to this section, over the "
                    + "limit of 10000 bytes a feed; every text is shaped (about 0.3 s a megabyte): show fewer or "
                    + "shorter texts"
            ])
    }
}
