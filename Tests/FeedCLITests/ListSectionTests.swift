import Foundation
import Testing

/// List sections (issue 13, docs/spec/layout.md §7): the JSON output gives each list its separators and background;
/// an item's `separator` and the list's settings reach them; bad settings are errors naming the script and the
/// field, and nothing is saved.
@Suite struct ListSectionTests {
    private func section(_ result: FeedBinary.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.errors)")
        let sections = try parseJSON(result.outputBytes)["sections"] as? [[String: Any]]
        return try #require(sections?.first)
    }

    private func frames(_ values: Any?) -> [[Double]] {
        ((values as? [[String: Any]]) ?? []).map { ($0["frame"] as? [Double]) ?? [] }
    }

    private func expectFrames(
        _ actual: [[Double]], _ expected: [[Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
        for (got, want) in zip(actual, expected) {
            #expect(
                zip(got, want).allSatisfy { abs($0 - $1) <= 0.001 } && got.count == want.count, "\(got) vs \(want)",
                sourceLocation: sourceLocation)
        }
    }

    /// An inset-grouped outline at 390 × 844, scale 3: rows at y 18, 62, 106, 150 (x 16, 358 wide). Separators under
    /// rows 0–2: row 0 automatic 16 → x 32, width 342; row 1 (level 1) 16 + 10 → x 42, width 332; row 2 its own
    /// leading 0 → x 16, width 358; y = row bottom − 1/3. Background: the rows' union [16, 18, 358, 176], radius 10.
    @Test func separatorsAndBackgroundInTheOutput() throws {
        let fixture = FeedFixture()
        fixture.write(
            "faq.lua",
            """
            return {
              id = "faq",
              items = {
                { id = "general", expanded = true, children = {
                    { id = "g1" }, { id = "g2", separator = { leading = 0 } } } },
                { id = "billing" },
              },
              layout = layout.list { appearance = "insetGrouped" },
            }
            """)
        let section = try section(
            try fixture.feed("build", "--width", "390", "--height", "844", "--scale", "3", "--format", "json"))
        let t = 1.0 / 3
        expectFrames(frames(section["items"]), [18.0, 62, 106, 150].map { [16, $0, 358, 44] })
        expectFrames(
            frames(section["separators"]), [[32, 62 - t, 342, t], [42, 106 - t, 332, t], [16, 150 - t, 358, t]])
        #expect(((section["separators"] as? [[String: Any]]) ?? []).map { $0["item"] as? Int } == [0, 1, 2])
        let background = try #require(section["listBackground"] as? [String: Any])
        expectFrames([(background["frame"] as? [Double]) ?? []], [[16, 18, 358, 176]])
        #expect(background["cornerRadius"] as? Double == 10)
    }

    /// Outside a list `separator` is data; a plain list has separators but no background.
    @Test func separatorIsDataOutsideLists() throws {
        let fixture = FeedFixture()
        fixture.write(
            "grid.lua",
            """
            return {
              id = "grid", items = { { id = "a", separator = "—" } },
              layout = layout.section { group = layout.group.horizontal {
                height = absolute(50), subitems = { layout.item { width = fractionalWidth(1) } } } },
            }
            """)
        fixture.write(
            "plain.lua", #"return { id = "plain", items = { { id = "p1" }, { id = "p2" } }, layout = layout.list {} }"#)
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 0, "\(result.errors)")
        let sections = try #require(try parseJSON(result.outputBytes)["sections"] as? [[String: Any]])
        let grid = try #require(sections.first { $0["id"] as? String == "grid" })
        #expect(grid["separators"] == nil && grid["listBackground"] == nil)
        let plain = try #require(sections.first { $0["id"] as? String == "plain" })
        #expect(frames(plain["separators"]).count == 1)
        #expect(plain["listBackground"] == nil)
    }

    /// Bad list settings and row separators: errors naming the script and the field; no state written.
    @Test(arguments: [
        (#"layout.list { headerMode = "supplementary", header = false }"#, "{ { id = \"a\" } }", "layout.headerMode"),
        (#"layout.list { headerTopPadding = -2 }"#, "{ { id = \"a\" } }", "layout.headerTopPadding"),
        (#"layout.list { separatorInsets = { top = 3 } }"#, "{ { id = \"a\" } }", "layout.separatorInsets.top"),
        (#"layout.list { headerMode = "first" }"#, "{ { id = \"a\" } }", "layout.headerMode"),
        (
            "layout.list {}", "{ { id = \"a\" }, { id = \"b\", separator = { leading = -1 } } }",
            "items[2].separator.leading"
        ),
        ("layout.list {}", "{ { id = \"a\", separator = \"none\" } }", "items[1].separator"),
        ("layout.list {}", "{ { id = \"a\", separator = { visible = 1 } } }", "items[1].separator.visible"),
        ("layout.list {}", "{ { id = \"a\", separator = { inset = 3 } } }", "items[1].separator.inset"),
    ])
    func badSettingsAreErrors(layout: String, items: String, field: String) throws {
        let fixture = FeedFixture()
        fixture.write("faq.lua", "return { id = \"faq\", items = \(items), layout = \(layout) }")
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 1)
        let errors = try parseJSON(result.outputBytes)["errors"] as? [[String: Any]]
        #expect(errors?.first?["script"] as? String == "faq.lua")
        #expect(errors?.contains { ($0["field"] as? String) == field } == true, "\(errors ?? [])")
        #expect(fixture.state == nil)
    }
}

/// A bad separator on an outline child names the child's place in the tree (`items[2].children[1]`), not its
/// visible row, and the line of its table (where the script spells its id) or of `items(ctx)`.
@Suite struct OutlineSeparatorErrorTests {
    private func errors(_ script: String) throws -> [[String: Any]] {
        let fixture = FeedFixture()
        fixture.write("faq.lua", script)
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 1)
        #expect(fixture.state == nil)
        return try #require(try parseJSON(result.outputBytes)["errors"] as? [[String: Any]])
    }

    /// Rows: general (0), g1 (1), g2 (2), billing (3), b1 (4): b1's bad separator is row 4 but `items[2].children[1]`.
    @Test func staticItemsNameTheTreePathAndTheItemsLine() throws {
        let errors = try errors(
            """
            return {
              id = "faq",
              items = {
                { id = "general", expanded = true, children = { { id = "g1" }, { id = "g2" } } },
                { id = "billing", expanded = true, children = {
                    { id = "b1", separator = { leading = "wide" } },
                    { id = 'b2', separator = { visible = 1 } } } },
              },
              layout = layout.list {},
            }
            """)
        let found = errors.map {
            [$0["script"] as? String, ($0["line"] as? Int).map(String.init), $0["field"] as? String]
        }
        #expect(found.contains(["faq.lua", "6", "items[2].children[1].separator.leading"]), "\(errors)")
        #expect(found.contains(["faq.lua", "7", "items[2].children[2].separator.visible"]), "\(errors)")
        #expect(!found.contains { $0[2]?.hasPrefix("items[5]") == true }, "\(errors)")
    }

    /// Ids built at run time are not in the source: the line is where `items(ctx)` starts.
    @Test func generatedItemsNameTheItemsFunctionsLine() throws {
        let errors = try errors(
            """
            return {
              id = "faq",
              items = function(ctx)
                local rows = {}
                for index = 1, 3 do
                  local children = { { id = "child-" .. index, separator = index == 3 and { top = 1 } or nil } }
                  rows[index] = { id = "row-" .. index, expanded = true, children = children }
                end
                return rows
              end,
              layout = layout.list {},
            }
            """)
        #expect(errors.first?["field"] as? String == "items[3].children[1].separator.top", "\(errors)")
        #expect(errors.first?["line"] as? Int == 3, "\(errors)")
    }
}

/// The previews draw list chrome: the SVG has the inset-grouped background (rx 10) and a hairline per separator; the
/// HTML page carries them in its document and draws them with the page's script.
@Suite struct ListPreviewTests {
    @Test func previewsDrawSeparatorsAndBackground() throws {
        let fixture = FeedFixture()
        fixture.write(
            "settings.lua",
            #"return { id = "settings", items = { { id = "a" }, { id = "b" } }, layout = layout.list { appearance = "insetGrouped" } }"#
        )
        let environment = ["build", fixture.path, "--width", "390", "--height", "844", "--scale", "3"]
        let svg = try FeedBinary.run(environment + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.errors)")
        let text = String(decoding: svg.outputBytes, as: UTF8.self)
        #expect(
            text.contains(
                #"<g class="list-background"><title>list background [16, 18, 358, 88]</title><rect x="16" y="18" width="358" height="88" rx="10"/></g>"#
            ))
        #expect(text.contains(#"<g class="separator"><rect x="32" y="61.667" width="342" height="0.333"/></g>"#))
        let html = try FeedBinary.run(environment + ["--format", "html"])
        let page = String(decoding: html.outputBytes, as: UTF8.self)
        #expect(page.contains("\"separators\":[{\"item\":0,\"frame\":[32,"), "\(page.prefix(300))")
        #expect(page.contains("section.listBackground") && page.contains("\"separator\""))
    }
}
