import CellLayout
import FeedScripting
import FeedTestSupport
import LuaBridge
import Testing

@testable import FeedHost

/// The text a section's cells, and the feed's, may lay out, and the solver steps they may take, are counted before
/// any is laid out, and a script over a limit is an error naming it (`SectionBudget`). The limits are lowered here so
/// the tests lay out little.
@Suite struct SectionBudgetTests {
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
        try run(
            scripts, section: SectionDemand(textBytes: section, solverSteps: 1 << 40, views: 1 << 40),
            feed: SectionDemand(textBytes: feed, solverSteps: 1 << 40, views: 1 << 40))
    }

    func run(_ scripts: [String: String], section: SectionDemand, feed: SectionDemand) throws -> FeedDocument {
        let folder = TemporaryDirectory(prefix: "celltext")
        for (name, text) in scripts { folder.write(name, text) }
        var configuration = PipelineConfiguration()
        configuration.limits.sectionBudget = section
        configuration.limits.feedBudget = feed
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

    /// The steps of the one-label template of `script`, placed and fitted: what each item of it counts.
    private func stepsPerItem(fitting fits: Bool = true) throws -> Int {
        let loaded = try SectionScript(
            name: "s.lua", source: Self.script(id: "s", count: 1, titleBytes: 1), state: LuaState(name: "s.lua"))
        let template = try #require(loaded.definition.cells.templates.values.first)
        let placing = try CellTemplateSolver(template: template, sizing: .fixedSize)
        let fitting = try CellTemplateSolver(template: template, sizing: .fittingHeight)
        return placing.stepsPerLayout + (fits ? fitting.stepsPerLayout : 0)
    }

    /// A section whose rows have a fixed height never fits a cell, so only the placing counts: the list of
    /// `script` with `rowHeight = absolute(44)` takes the placing solver's steps alone for each of its 40 items.
    @Test func aFixedHeightSectionCountsThePlacingOnly() throws {
        let placing = try stepsPerItem(fitting: false)
        #expect(placing < (try stepsPerItem()))
        let fixed = Self.script(id: "s", count: 40, titleBytes: 0)
            .replacingOccurrences(of: "layout.list {}", with: "layout.list { rowHeight = absolute(44) }")
        let roomy = SectionDemand(textBytes: 1 << 20, solverSteps: 1 << 40, views: 1 << 40, badges: 1 << 40)
        var limit = roomy
        limit.solverSteps = 40 * placing - 1
        let over = try run(["s.lua": fixed], section: limit, feed: roomy)
        #expect(
            over.errors.first?.message.hasPrefix(
                "the section's cells would take \(LuaLimits.grouped(40 * placing)) constraint-solver steps") == true,
            "\(over.errors)")
    }

    /// Each item's cell is solved again whatever its text, so a template's solver steps count once per item even
    /// with every text empty: 40 items of empty titles pass a limit of 40 items' steps and fail one step below.
    @Test func solverStepsCountForEveryItemAndTheSectionOverTheLimitIsAnError() throws {
        let steps = try stepsPerItem()
        #expect(steps > 0)
        let scripts = ["s.lua": Self.script(id: "s", count: 40, titleBytes: 0)]
        let text = SectionDemand(textBytes: 1 << 20, solverSteps: 1 << 40, views: 1 << 40)
        let within = try run(
            scripts, section: SectionDemand(textBytes: 1 << 20, solverSteps: 40 * steps, views: 1 << 40), feed: text)
        #expect(within.errors.isEmpty, "\(within.errors)")
        #expect(within.sections.first?.items.count == 40)
        let over = try run(
            scripts, section: SectionDemand(textBytes: 1 << 20, solverSteps: 40 * steps - 1, views: 1 << 40), feed: text
        )
        #expect(
            over.errors.map(\.description) == [
                "s.lua:9: cell: the section's cells would take \(LuaLimits.grouped(40 * steps)) constraint-solver steps, "
                    + "over the limit of \(LuaLimits.grouped(40 * steps - 1)) a section; each item's cell is solved again, at a cost that grows with its "
                    + "template's views and constraints: use a smaller template or fewer items"
            ])
        #expect(over.sections.isEmpty)
    }

    /// The feed's step limit counts in feed order like its text limit, and a section after the one it names that
    /// fits is still laid out.
    @Test func theFeedsStepLimitNamesTheSectionThatPassesIt() throws {
        let steps = try stepsPerItem()
        let scripts = [
            "feed.lua": #"return { sections = { "a", "b", "c" } }"#,
            "a.lua": Self.script(id: "a", count: 10, titleBytes: 1),
            "b.lua": Self.script(id: "b", count: 10, titleBytes: 1),
            "c.lua": Self.script(id: "c", count: 5, titleBytes: 1),
        ]
        let document = try run(
            scripts, section: SectionDemand(textBytes: 1 << 20, solverSteps: 1 << 40, views: 1 << 40),
            feed: SectionDemand(textBytes: 1 << 20, solverSteps: 16 * steps, views: 1 << 40))
        #expect(document.errors.map(\.script) == ["b.lua"])
        #expect(
            document.errors.first?.message.hasPrefix(
                "the feed's cells would take \(LuaLimits.grouped(20 * steps)) constraint-solver steps up to this "
                    + "section, over the limit of \(LuaLimits.grouped(16 * steps)) a feed") == true,
            "\(document.errors)")
    }

    /// Every view is a frame the output holds, whether or not it shows text: one label an item, 40 items, pass a
    /// limit of 40 views and fail one of 39.
    @Test func viewsCountForEveryItem() throws {
        let scripts = ["s.lua": Self.script(id: "s", count: 40, titleBytes: 0)]
        let roomy = SectionDemand(textBytes: 1 << 20, solverSteps: 1 << 40, views: 1 << 20)
        var limit = roomy
        limit.views = 40
        #expect(try run(scripts, section: limit, feed: roomy).errors.isEmpty)
        limit.views = 39
        let over = try run(scripts, section: limit, feed: roomy)
        #expect(
            over.errors.map(\.description) == [
                "s.lua:9: cell: the section's cells would lay out 40 views, over the limit of 39 a section; each is a "
                    + "frame the output holds and writes: use fewer views or fewer items"
            ])
    }

    /// Badges are counted for the feed too, as items × the badges a section declares, in feed order: a section the
    /// engine lays out alone (its own limit is `LayoutLimits`') but which takes the feed past its limit is named.
    @Test func theFeedsBadgeLimitNamesTheSectionThatPassesIt() throws {
        func script(_ id: String, items: Int) -> String {
            """
            local badge = function(k) return layout.supplementary { kind = k, width = absolute(8), height = absolute(8),
              anchor = { edges = { "top" } } } end
            return { id = "\(id)", items = function() local t = {} for i = 1, \(items) do t[i] = { id = "\(id)" .. i } end return t end,
              layout = layout.section { group = layout.group.vertical { height = absolute(44), subitems = {
                layout.item { supplementaries = { badge("a"), badge("b") } } } } } }
            """
        }
        let scripts = [
            "feed.lua": #"return { sections = { "a", "b", "c" } }"#,
            "a.lua": script("a", items: 10), "b.lua": script("b", items: 10), "c.lua": script("c", items: 5),
        ]
        let roomy = SectionDemand(textBytes: 1 << 20, solverSteps: 1 << 40, views: 1 << 40, badges: 1 << 40)
        var feed = roomy
        feed.badges = 50
        #expect(try run(scripts, section: roomy, feed: feed).errors.isEmpty)
        feed.badges = 39
        let document = try run(scripts, section: roomy, feed: feed)
        #expect(document.errors.map(\.script) == ["b.lua"])
        #expect(document.errors.first?.field == "layout.group.supplementaries")
        #expect(
            document.errors.first?.message
                == "the feed's items would get up to 40 anchored supplementaries up to this section, over the limit "
                + "of 39 a feed; each is a frame the layout holds and writes: declare fewer, or show fewer items")
        // A failed build lays nothing out; the limit's line is the recipe's.
        #expect(document.sections.isEmpty)
        #expect(document.errors.first?.line == 4)
    }
}
