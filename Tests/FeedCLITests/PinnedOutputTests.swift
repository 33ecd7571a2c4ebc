import Foundation
import Testing

/// docs/spec/layout.md §4.2 W4 through `feed build`: pinned headers marked in the JSON, their frames at
/// `--scroll-y`, the feed's own header with its payload, and badges hidden by their items.
@Suite struct PinnedOutputTests {
    /// Feed header 30 (payload "Today"), then sections a and b: a pinned 50-pt header over 10 rows of 100, each row
    /// with a 20-pt badge; b's second item hides its badge.
    private func makeFixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.write(
            "feed.lua",
            #"return { sections = { "a", "b" }, header = layout.boundary { height = absolute(30) }, "#
                + #"headerPayload = { title = "Today" } }"#)
        for id in ["a", "b"] {
            fixture.write(
                "\(id).lua",
                """
                local items = {}
                for i = 1, 10 do items[i] = { id = "\(id)" .. i } end
                \(id == "b" ? "items[2].supplementaries = { badge = false }" : "")
                return {
                  id = "\(id)", items = items, header = { title = "\(id.uppercased())" },
                  layout = layout.section {
                    header = layout.boundary { height = absolute(50), pinToVisibleBounds = true },
                    group = layout.group.vertical {
                      height = absolute(100),
                      subitems = { layout.item { supplementaries = { layout.supplementary {
                        kind = "badge", width = absolute(20), height = absolute(20),
                        anchor = { edges = { "top", "trailing" } } } } } },
                    },
                  },
                }
                """)
        }
        return fixture
    }

    private func build(_ fixture: FeedFixture, _ flags: String...) throws -> [String: Any] {
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json"] + flags)
        #expect(result.status == 0, "\(result.errors)")
        return try parseJSON(result.outputBytes)
    }

    private func header(_ document: [String: Any], section: Int) -> [String: Any] {
        let sections = document["sections"] as? [[String: Any]] ?? []
        let supplementaries = sections.indices.contains(section) ? sections[section]["supplementaries"] : nil
        return (supplementaries as? [[String: Any]] ?? []).first { $0["kind"] as? String == "header" } ?? [:]
    }

    /// W4: A's header y = min(max(30, Y), 1030); B's = min(max(1080, Y), 2080) while B is visible; Y clamps to
    /// 0 … 2130 − 844 = 1286.
    @Test(arguments: [
        (0.0, 0.0, 30.0, 1080.0), (500, 500, 500, 1080), (1050, 1050, 1030, 1080), (5000, 1286, 30, 1286),
    ])
    func pinnedHeadersAtAScrollOffset(offset: Double, clamped: Double, a: Double, b: Double) throws {
        let document = try build(makeFixture(), "--scroll-y", "\(offset)")
        #expect(numbers(document["scrollOffset"]) == [0, clamped])
        #expect(numbers(header(document, section: 0)["pinnedFrame"]) == [0, a, 390, 50])
        #expect(numbers(header(document, section: 1)["pinnedFrame"]) == [0, b, 390, 50])
        #expect(numbers(header(document, section: 0)["frame"]) == [0, 30, 390, 50])
    }

    @Test func pinnedHeadersAreMarkedWithTheirRange() throws {
        let document = try build(makeFixture())
        #expect(document["scrollOffset"] == nil)
        let first = header(document, section: 0)
        #expect(first["pinned"] as? Bool == true)
        #expect(first["pinnedFrame"] == nil)
        // From its natural 30 down to A's end 1080 less its 50.
        #expect(numbers(first["pinRange"]) == [30, 1030])
    }

    @Test func theFeedHeaderAppearsWithItsPayload() throws {
        let document = try build(makeFixture())
        let global = try #require(document["supplementaries"] as? [[String: Any]])
        #expect(global.count == 1)
        #expect(global.first?["kind"] as? String == "header")
        #expect(numbers(global.first?["frame"]) == [0, 0, 390, 30])
        #expect((global.first?["fields"] as? [String: Any])?["title"] as? String == "Today")
    }

    @Test func anItemHidesItsBadge() throws {
        let fixture = makeFixture()
        let document = try build(fixture)
        let sections = document["sections"] as? [[String: Any]] ?? []
        let badges = (sections.last?["supplementaries"] as? [[String: Any]] ?? []).filter {
            $0["kind"] as? String == "badge"
        }
        #expect(badges.count == 10)
        // b's second row is at 1080 + 50 + 100; its badge keeps UIKit's geometry and is marked hidden.
        let hidden = badges.filter { $0["hidden"] as? Bool == true }
        #expect(hidden.map { $0["item"] as? Int } == [1])
        #expect(numbers(hidden.first?["frame"]) == [370, 1230, 20, 20])
        let svg = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "svg"])
        #expect(svg.output.components(separatedBy: "<g class=\"badge\">").count - 1 == 19)
        #expect(svg.output.contains("<g class=\"boundary pinned\">"))
    }

    @Test(arguments: ["x", "nan", "inf", ""])
    func aBadOffsetIsAUsageError(value: String) throws {
        let fixture = makeFixture()
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--scroll-y", value])
        #expect(result.status == 2)
        #expect(result.errors.contains("--scroll-y needs a scroll offset in points"), "\(result.errors)")
    }

    /// §4.2 W6: on the 390-pt iPhone (safe area 47 top, 34 bottom) the scroll view's offset runs from −47 (at rest)
    /// to 2130 + 34 − 844 = 1320, and A's header sticks at min(max(30, Y + 47), 1030); with a navigation bar under
    /// the status bar the top inset is 47 + 44 = 91. A bare screen has no inset: −5 clamps to 0.
    @Test(arguments: [
        ("iphone", "", -100.0, -47.0, 30.0, 1080.0), ("iphone", "", 0, 0, 47, 1080),
        ("iphone", "", 500, 500, 547, 1080), ("iphone", "", 1000, 1000, 1030, 1080),
        ("iphone", "", 5000, 1320, 30, 1367),
        ("iphone", "status,nav", 500, 500, 591, 1080), ("iphone", "status,nav,tab", 5000, 1369, 30, 1460),
        ("", "", -5, 0, 30, 1080),
    ])
    func pinnedHeadersBelowTheTopInset(
        device: String, bars: String, offset: Double, clamped: Double, a: Double, b: Double
    ) throws {
        var flags = ["--scroll-y", "\(offset)"]
        if !device.isEmpty { flags += ["--device", device] }
        if !bars.isEmpty { flags += ["--bars", bars] }
        let fixture = makeFixture()
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json"] + flags)
        #expect(result.status == 0, "\(result.errors)")
        let document = try parseJSON(result.outputBytes)
        #expect(numbers(document["scrollOffset"]) == [0, clamped])
        #expect(numbers(header(document, section: 0)["pinnedFrame"]) == [0, a, 390, 50])
        #expect(numbers(header(document, section: 1)["pinnedFrame"]) == [0, b, 390, 50])
    }

    /// A horizontal feed says so at the top of the JSON and of the HTML page's data, which pins along x from it
    /// (scripts/test-browser checks the page's positions); a vertical feed's output is unchanged.
    @Test func aHorizontalFeedNamesItsScrollDirection() throws {
        let fixture = makeFixture()
        #expect(try build(fixture)["scrollDirection"] == nil)
        fixture.write("feed.lua", #"return { scrollDirection = "horizontal", sections = { "a", "b" } }"#)
        let document = try build(fixture)
        #expect(document["scrollDirection"] as? String == "horizontal")
        let page = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "html"])
        #expect(page.status == 0, "\(page.errors)")
        #expect(page.output.contains(#""scrollDirection":"horizontal""#))
    }

    @Test func anUnknownHiddenKindNamesTheItem() throws {
        let fixture = makeFixture()
        fixture.write(
            "b.lua",
            """
            return {
              id = "b", items = { { id = "b1", supplementaries = { bagde = false } } },
              layout = layout.section { group = layout.group.vertical { height = absolute(100), subitems = {
                layout.item { supplementaries = { layout.supplementary {
                  kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "top" } } } } } } } },
            }
            """)
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "text"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "b.lua: items[1].supplementaries.bagde: unknown supplementary kind \"bagde\"; did you mean \"badge\"?"),
            "\(result.errors)")
    }
}
