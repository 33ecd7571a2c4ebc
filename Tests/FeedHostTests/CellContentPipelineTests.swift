import CellLayout
import FeedLayout
import FeedScripting
import FeedTestSupport
import Testing
import TextShaping

@testable import FeedHost

/// Cell templates through the whole pipeline: content frames in the feed's coordinates, self-sizing from the
/// template, and a conflicting template reported with its script line (docs/spec/layout.md §14).
@Suite struct CellContentPipelineTests {
    static let featuredCell = """
        cell(function(c)
            local icon = c:image { name = "icon" }
            local text = c:vstack { name = "text", spacing = 4, alignment = "leading" }
            text:label { name = "name", text = field "name", font = systemFont(18, "semibold") }
            text:label { name = "category", text = field "category", font = systemFont(14) }
            local get = c:button { name = "get", title = "GET", font = systemFont(15, "bold") }
            icon:makeConstraints(function(make)
              make.leading:equalToSuperview()
              make.centerY:equalToSuperview()
              make.size:equalTo(64)
            end)
            get:makeConstraints(function(make)
              make.trailing:equalToSuperview()
              make.centerY:equalToSuperview()
              make.width:equalTo(72)
              make.height:equalTo(30)
            end)
            text:makeConstraints(function(make)
              make.leading:equalTo(icon.snp.trailing):offset(12)
              make.trailing:equalTo(get.snp.leading):offset(-12)
              make.centerY:equalToSuperview()
            end)
          end)
        """

    func run(
        _ script: String, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight
    ) throws -> FeedDocument {
        let folder = TemporaryDirectory(prefix: "cells")
        folder.write("s.lua", script)
        var configuration = PipelineConfiguration()
        configuration.environment.traits.preferredContentSizeCategory = category
        configuration.environment.traits.layoutDirection = direction
        return FeedPipeline(folder: try FeedFolder.discover(at: folder.path), configuration: configuration).run()
    }

    /// The one error of a run of `script`.
    func onlyError(_ script: String) throws -> Diagnostic {
        let document = try run(script)
        #expect(document.errors.count == 1, "\(document.errors)")
        return try #require(document.errors.first)
    }

    func frame(_ content: [ContentFrame], _ name: String) -> [Double] {
        let view = content.first { $0.name == name }!
        return [view.x, view.y, view.width, view.height]
    }

    @Test func theFeaturedCellIsLaidOutInTheFeedsCoordinates() throws {
        let document = try run(
            """
            return {
              id = "featured",
              items = { { id = "1", name = "SnapKit Pro", category = "Developer Tools" } },
              layout = layout.section {
                group = layout.group.horizontal { width = absolute(351), height = absolute(80),
                  subitems = { layout.item {} } },
                contentInsets = { top = 10, leading = 16 },
              },
              cell = \(Self.featuredCell),
            }
            """)
        #expect(document.errors.isEmpty, "\(document.errors)")
        let item = try #require(document.sections.first?.items.first)
        #expect(item.frame == Rect(x: 16, y: 10, width: 351, height: 80))
        #expect(frame(item.content, "icon") == [16, 18, 64, 64])
        #expect(frame(item.content, "get") == [295, 35, 72, 30])
        let text = frame(item.content, "text")
        #expect(text[0] == 92 && text[0] + text[2] == 283)
        #expect(item.content.first { $0.name == "name" }?.lines == ["SnapKit Pro"])
        let json = String(decoding: document.jsonBytes(), as: UTF8.self)
        #expect(json.contains(#""content":[{"name":"icon","kind":"image","frame":[16,18,64,64]}"#))
    }

    /// A two-column grid of notes whose height is estimated: each row is as tall as its taller note's wrapped
    /// text plus 16 points above and below, at two Dynamic Type sizes.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityMedium])
    func estimatedCellsFitTheirTemplate(category: ContentSizeCategory) throws {
        let long = "A wrapping label grows the cell as the text needs, line by line, at every text size"
        let document = try run(
            """
            return {
              id = "notes",
              items = { { id = "1", text = "\(long)" }, { id = "2", text = "Short" } },
              layout = layout.section {
                group = layout.group.horizontal { height = estimated(44),
                  subitems = { layout.item { width = fractionalWidth(0.5), height = estimated(44) } } },
              },
              cell = cell(function(c)
                local note = c:label { name = "note", text = field "text", font = "body", numberOfLines = 0 }
                note:makeConstraints(function(make) make.edges:equalToSuperview():inset(16) end)
              end),
            }
            """, category: category)
        #expect(document.errors.isEmpty, "\(document.errors)")
        let items = try #require(document.sections.first?.items)
        let lines = TextMeasurer().layout(
            long, font: TextStyle.body.font(at: category), width: 195 - 32, numberOfLines: 0, scale: 3)
        #expect(items[0].frame.width == 195)
        #expect(items[0].frame.height == lines.height + 32)
        #expect(items[0].content[0].lines == lines.lines)
        #expect(items[1].content[0].lines == ["Short"])
    }

    /// Multipliers are each at most 1,000, but they compound along a chain of views: a template whose views each
    /// stand 1,000 times taller than the one before fitted its cell to 1e9 points (3 views) or to infinity (60),
    /// heights a `measure` may not give. The first laid the section out 1e9 points high, the second failed as
    /// `layout.measure` of a script that has no `measure`. Both are now the template's error at its line.
    @Test(arguments: [3, 60])
    func aFittedHeightIsHeldToTheGeometryLimit(views: Int) throws {
        let document = try run(
            """
            return {
              id = "tall",
              items = { { id = "1" }, { id = "2" } },
              layout = layout.list { rowHeight = estimated(44) },
              cell = cell(function(c)
                local previous
                for i = 1, \(views) do
                  local v = c:view { name = "v" .. i }
                  v:makeConstraints(function(make)
                    make.leading.top:equalToSuperview()
                    if previous then make.width:equalTo(previous.snp.height):multipliedBy(1000) else make.width:equalTo(1) end
                    make.height:equalTo(v.snp.width):multipliedBy(1000)
                    if i == \(views) then make.bottom:equalToSuperview() end
                  end)
                  previous = v
                end
              end),
            }
            """)
        #expect(document.errors.count == 1, "\(document.errors)")
        let error = try #require(document.errors.first)
        #expect(error.description.hasPrefix("s.lua:5: cell: "), "\(error)")
        #expect(error.message.contains("cell template 'cell' fits items[1] to a height of"), "\(error)")
        #expect(error.message.contains("over the limit of 1000000 points"), "\(error)")
    }

    /// A view 5 high whose bottom is 10 below the cell's (SnapKit's `offset(10)` where `offset(-10)` was meant)
    /// fits the cell to -5 points. It failed as "layout.measure: expected a non-negative measured size for item
    /// 0" in a script with no `measure`; it is the template's error now, at its line, naming the item.
    @Test func aNegativeFittedHeightIsTheTemplatesError() throws {
        let document = try run(
            """
            return {
              id = "s",
              items = { { id = "a" }, { id = "b" } },
              layout = layout.list { rowHeight = estimated(44) },
              cell = cell(function(c)
                local v = c:view { name = "v" }
                v:makeConstraints(function(make)
                  make.leading.trailing.top:equalToSuperview()
                  make.height:equalTo(5)
                  make.bottom:equalToSuperview():offset(10)
                end)
              end),
            }
            """)
        #expect(document.errors.count == 1, "\(document.errors)")
        let error = try #require(document.errors.first)
        #expect(error.description.hasPrefix("s.lua:5: cell: "), "\(error)")
        #expect(error.message.contains("cell template 'cell' fits items[1] to a height of -5 points"), "\(error)")
    }

    /// A fit to minus infinity, to no number at all or to a height past what 3 decimals hold is named as it is:
    /// all three were shown as "infinity" (the first as "infinity points, less than nothing", the second "over
    /// the limit"), and 1e307 as "inf".
    @Test func anOversizedFitShowsTheHeightItGot() {
        var (cells, _) = SectionCells.compile(CellSet(), items: [], script: "s.lua", text: TextEnvironment())
        func message(_ height: Double) -> String {
            cells.oversizedFit(height, of: SectionItem(id: "a"), index: 0, script: "s.lua").message
        }
        #expect(message(-.infinity).contains("a height of -infinity points, less than nothing"))
        #expect(message(.nan).contains("a height of NaN points, which is no number"))
        #expect(message(.infinity).contains("a height of infinity points, over the limit"))
        #expect(message(1e307).contains("a height of 1e+307 points, over the limit"))
        #expect(message(-5).contains("a height of -5 points, less than nothing"))
        #expect(message(2_000_000.5).contains("a height of 2000000.5 points, over the limit"))
    }

    /// The same chain in a cell of fixed size: its views were placed at infinite frames, written as `null` in
    /// the JSON, with no word. It is the template's error now, naming the item and the view.
    @Test func contentPlacedAtNoFiniteFrameIsAnError() throws {
        let error = try onlyError(Self.unplacedSection(item: "a"))
        #expect(error.description.hasPrefix("s.lua:5: cell: cell template 'cell': "), "\(error)")
        #expect(error.message.contains("item 'a'") && error.message.contains("view 'v52'"), "\(error)")
    }

    /// The same chain in a boundary item's template is that template's error, at its line: it was reported at
    /// the line of the section's item template, which is not the one to change.
    @Test func unplacedSupplementaryContentIsItsTemplatesError() throws {
        let error = try onlyError(
            """
            return {
              id = "wide",
              items = { { id = "a" } },
              layout = layout.section {
                group = layout.group.vertical { height = absolute(44), subitems = { layout.item {} } },
                boundarySupplementaries = { layout.boundary { kind = "note", alignment = "bottom", height = absolute(80) } },
              },
              cell = \(Self.plainCell),
              supplementaryCells = { note = \(Self.unplacedChainCell) },
            }
            """)
        #expect(error.description.hasPrefix("s.lua:9: cell: cell template 'note': "), "\(error)")
        #expect(error.message.contains("the note") && error.message.contains("view 'v52'"), "\(error)")
    }

    /// An item that names its template (`cells`) is that template's error, at its line and by its name: it was
    /// reported at the line of the section's default template (`cell`), which places nothing out of reach.
    @Test func unplacedContentOfANamedTemplateIsThatTemplatesError() throws {
        let error = try onlyError(
            """
            return {
              id = "wide",
              items = { { id = "a" }, { id = "b", cell = "chain" } },
              layout = layout.list { rowHeight = absolute(80) },
              cell = \(Self.plainCell),
              cells = { chain = \(Self.unplacedChainCell) },
            }
            """)
        #expect(error.description.hasPrefix("s.lua:6: cell: cell template 'chain': "), "\(error)")
        #expect(error.message.contains("item 'b'") && error.message.contains("view 'v52'"), "\(error)")
    }

    /// In a right-to-left layout Auto Layout puts leading on the right and a horizontal stack view arranges its
    /// views from the right. Items, headers and badges were mirrored, but their content was placed left to right:
    /// a view 10 points from the leading edge sat 10 points from the left of a right-to-left cell.
    @Test func contentIsMirroredInARightToLeftLayout() throws {
        let script = """
            return {
              id = "s",
              items = { { id = "a" } },
              layout = layout.list { rowHeight = absolute(44) },
              cell = cell(function(c)
                local v = c:view { name = "v" }
                v:makeConstraints(function(make)
                  make.leading:equalToSuperview():offset(10)
                  make.width:equalTo(50)
                  make.top.bottom:equalToSuperview()
                end)
                local stack = c:hstack { name = "stack", spacing = 5 }
                stack:label { name = "first", text = "A" }
                stack:label { name = "second", text = "B" }
                stack:makeConstraints(function(make)
                  make.leading:equalTo(v.snp.trailing)
                  make.centerY:equalToSuperview()
                end)
              end),
            }
            """
        let leftToRight = try #require(try run(script).sections.first?.items.first)
        let rightToLeft = try #require(try run(script, direction: .rightToLeft).sections.first?.items.first)
        #expect(leftToRight.frame == rightToLeft.frame)
        #expect(frame(rightToLeft.content, "v") == [330, 0, 50, 44])
        for name in ["v", "stack", "first", "second"] {
            let mine = frame(leftToRight.content, name)
            let mirrored = frame(rightToLeft.content, name)
            #expect(mirrored == [390 - mine[0] - mine[2], mine[1], mine[2], mine[3]], "\(name)")
        }
        #expect(frame(rightToLeft.content, "first")[0] > frame(rightToLeft.content, "second")[0])
    }

    @Test func anExplicitMeasureWinsOverTheTemplate() throws {
        let document = try run(
            """
            return {
              id = "notes",
              items = { { id = "1", text = "Hello" } },
              layout = layout.list { rowHeight = estimated(44) },
              measure = function(item, env) return { height = 99 } end,
              cell = cell(function(c)
                local note = c:label { name = "note", text = field "text" }
                note:makeConstraints(function(make) make.edges:equalToSuperview():inset(16) end)
              end),
            }
            """)
        #expect(document.sections.first?.items.first?.frame.height == 99)
    }

    @Test func conflictingRequiredConstraintsAreAnErrorAtTheirLine() throws {
        let document = try run(
            """
            return {
              id = "bad",
              items = { { id = "1" } },
              layout = layout.list {},
              cell = cell(function(c)
                local icon = c:image { name = "icon" }
                icon:makeConstraints(function(make)
                  make.leading.top:equalToSuperview()
                  make.width:equalTo(64)
                  make.width:equalTo(80)
                  make.height:equalTo(64)
                end)
              end),
            }
            """)
        let error = try #require(document.errors.first)
        #expect(error.description.hasPrefix("s.lua:10:"))
        #expect(error.message.contains("cell template 'cell'"))
        #expect(error.message.contains("icon.width == 64 (s.lua:9); icon.width == 80 (s.lua:10)"))
    }

    @Test func aViewWithNoPositionIsAWarning() throws {
        let document = try run(
            """
            return {
              id = "warn", items = { { id = "1" } }, layout = layout.list {},
              cell = cell(function(c)
                local icon = c:image { name = "icon", width = 20, height = 20 }
                icon:makeConstraints(function(make) make.leading:equalToSuperview() end)
              end),
            }
            """)
        #expect(document.errors.isEmpty)
        #expect(document.warnings.contains { $0.message.contains("view 'icon' has no vertical position") })
    }
}

extension CellContentPipelineTests {
    /// An item's `cell` that names no template is a warning naming the first such item, with a did-you-mean and
    /// what the items show instead; a typo used to fall back to the default template without a word.
    @Test func anItemNamingNoTemplateIsAWarning() throws {
        let document = try run(
            """
            local app = \(Self.featuredCell)
            return {
              id = "apps",
              items = {
                { id = "1", name = "A", cell = "app" }, { id = "2", name = "B", cell = "ap" },
                { id = "3", name = "C", cell = { "app" } },
              },
              layout = layout.list {},
              cells = { app = app, banner = app },
              cell = "app",
            }
            """)
        #expect(document.errors.isEmpty, "\(document.errors)")
        let warnings = document.warnings.filter { $0.field == "items[2].cell" }
        #expect(warnings.count == 1, "\(document.warnings)")
        #expect(
            warnings.first?.message
                == "no cell template \"ap\" (did you mean \"app\"?); templates: app, banner; 2 items name no "
                + "template; they use \"app\"")
        let named = try run(
            """
            return {
              id = "apps", items = { { id = "1", name = "A", cell = "banner" } }, layout = layout.list {},
              cells = { app = \(Self.featuredCell), banner = \(Self.featuredCell) },
            }
            """)
        #expect(!named.warnings.contains { $0.field.hasSuffix(".cell") }, "\(named.warnings)")
    }
}

extension CellContentPipelineTests {
    /// A text over the label limit is one error an item and field, however many labels show it, and a section
    /// keeps the first 1,000 with a count of the rest: 60 labels of one 5,000-byte title over 20,000 items gave
    /// 1,200,000 errors.
    @Test func oversizedTextsAreOneErrorAnItemAndCapped() throws {
        let document = try run(
            """
            local big = string.rep("t", 5000)
            return {
              id = "s",
              items = function() local t = {} for i = 1, 3000 do t[i] = { id = "i" .. i, title = big } end return t end,
              cell = cell(function(c)
                local s = c:vstack { name = "s" }
                for k = 1, 8 do s:label { name = "l" .. k, text = field "title" } end
                s:makeConstraints(function(make) make.edges:equalToSuperview() end)
              end),
              layout = layout.list {},
            }
            """)
        #expect(document.errors.count == 1_001)
        #expect(
            document.errors.first?.description
                == "s.lua:7: items[1].title: text of 5000 bytes is over the limit of 4096 for a label of cell "
                + "template 'cell'")
        #expect(document.errors.filter { $0.field == "items[1].title" }.count == 1)
        #expect(
            document.errors.last?.description
                == "s.lua: items: 2,000 more problems in items' cell texts, like those above")
    }

    /// An item's title of 1,500 truncated UTF-8 sequences is 3,000 bytes in Lua but 4,500 as the host holds it
    /// (each became U+FFFD): over the limit, and the message says why its count is not the script's `#`.
    @Test func anOversizedTextOfBadBytesSaysHowItWasCounted() throws {
        let document = try run(
            """
            return {
              id = "s",
              items = { { id = "a", title = string.rep("\\xe2\\x80", 1500) }, { id = "b", title = "fine" } },
              cell = cell(function(c)
                local title = c:label { name = "title", text = field "title" }
                title:makeConstraints(function(make) make.edges:equalToSuperview() end)
              end),
              layout = layout.list {},
            }
            """)
        #expect(
            document.errors.map(\.description)
                == [
                    "s.lua:5: items[1].title: text of 4500 bytes is over the limit of 4096 for a label of cell "
                        + "template 'cell' (counted as UTF-8, each U+FFFD 3 bytes: bytes that are not UTF-8 became "
                        + "U+FFFD)"
                ])
    }
}

extension CellContentPipelineTests {
    /// A section of one item, `item`, whose template's views compound multipliers along a chain of 60: its
    /// content is placed at no finite frame (the template is on line 5).
    /// A template of 60 views, each 1,000 times the one before it: its content has no finite frame. Written out
    /// on the line it is interpolated at, so that line is the template's.
    static let unplacedChainCell = """
        cell(function(c)
          local previous
          for i = 1, 60 do
            local v = c:view { name = "v" .. i }
            v:makeConstraints(function(make)
              make.leading.top:equalToSuperview()
              if previous then make.width:equalTo(previous.snp.height):multipliedBy(1000) else make.width:equalTo(1) end
              make.height:equalTo(v.snp.width):multipliedBy(1000)
            end)
            previous = v
          end
        end)
        """

    /// A template of one view that fills the cell, on one line.
    static let plainCell = """
        cell(function(c) c:view { name = "plain" }:makeConstraints(function(make) make.edges:equalToSuperview() end) end)
        """

    static func unplacedSection(item: String = "w") -> String {
        """
        return {
          id = "wide",
          items = { { id = "\(item)" } },
          layout = layout.list { rowHeight = absolute(80) },
          cell = \(unplacedChainCell),
        }
        """
    }

    /// With `--keep-going` (and in `feed watch`) a section whose content is not finite is left out as a section
    /// whose script or layout failed is, and the others laid out without it; it was printed with `null` frames
    /// beside its error.
    @Test func keepingGoingLeavesOutASectionWhoseContentIsNotFinite() throws {
        let folder = TemporaryDirectory(prefix: "cells")
        folder.write("a.lua", Self.unplacedSection())
        folder.write(
            "b.lua",
            "return { id = \"rows\", items = { { id = \"r\" } }, layout = layout.list { rowHeight = absolute(50) } }")
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        pipeline.keepsLastGoodSections = true
        let document = pipeline.run()
        #expect(document.errors.map(\.script) == ["a.lua"], "\(document.errors)")
        #expect(document.sections.map(\.id) == ["rows"])
        #expect(document.sections.first?.items.first?.frame.y == 0)
        #expect(document.contentSize.height == 50)
    }

    /// In `feed watch` the section's last good run stands in, as for a failed script.
    @Test func watchingShowsTheLastGoodRunOfASectionWhoseContentIsNotFinite() throws {
        let folder = TemporaryDirectory(prefix: "cells")
        folder.write(
            "a.lua",
            "return { id = \"wide\", items = { { id = \"w\" } }, layout = layout.list { rowHeight = absolute(80) } }")
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        pipeline.keepsLastGoodSections = true
        #expect(pipeline.run().errors.isEmpty)
        folder.write("a.lua", Self.unplacedSection())
        let document = pipeline.run(rerunning: ["a.lua"])
        #expect(document.errors.map(\.script) == ["a.lua"], "\(document.errors)")
        #expect(document.sections.map(\.id) == ["wide"])
        #expect(document.sections.first?.items.first?.content.isEmpty == true)
        #expect(document.contentSize.height == 80)
    }
}

extension CellContentPipelineTests {
    /// UIKit's natural alignment is the leading edge, the right one in a right-to-left layout; the SVG drew such
    /// labels from the left edge of their frame (`text-anchor="start"`), `left` labels stay at the left.
    @Test func aNaturallyAlignedLabelIsDrawnFromTheRightInARightToLeftLayout() throws {
        let script = """
            return {
              id = "s",
              items = { { id = "a" } },
              layout = layout.list { rowHeight = absolute(44) },
              cell = cell(function(c)
                local natural = c:label { name = "natural", text = "Natural" }
                local left = c:label { name = "left", text = "Left", textAlignment = "left" }
                natural:makeConstraints(function(make) make.leading.trailing.top:equalToSuperview() end)
                left:makeConstraints(function(make)
                  make.leading.trailing.bottom:equalToSuperview()
                end)
              end),
            }
            """
        let rightToLeft = try run(script, direction: .rightToLeft)
        let svg = String(decoding: SVGRenderer().render(rightToLeft), as: UTF8.self)
        #expect(svg.contains("text-anchor=\"end\" fill=\"#000000\">Natural<"), "\(svg)")
        #expect(svg.contains("text-anchor=\"start\" fill=\"#000000\">Left<"))
        let leftToRight = String(decoding: SVGRenderer().render(try run(script)), as: UTF8.self)
        #expect(leftToRight.contains("text-anchor=\"start\" fill=\"#000000\">Natural<"))
    }
}

extension CellContentPipelineTests {
    /// A label bound to a number field shows it as the output prints the field: `-0.0` prints 0 and `4.0` prints
    /// 4 among the item's fields, but the labels showed "-0.0" and "4.0".
    @Test func aLabelShowsANumberFieldAsTheOutputPrintsIt() throws {
        let document = try run(
            """
            return {
              id = "s",
              items = { { id = "a", score = -0.0, rating = 4.0, share = 0.125 } },
              layout = layout.list { rowHeight = absolute(44) },
              cell = cell(function(c)
                local stack = c:hstack { name = "stack", spacing = 4 }
                stack:label { name = "score", text = field "score" }
                stack:label { name = "rating", text = field "rating" }
                stack:label { name = "share", text = field "share" }
                stack:makeConstraints(function(make) make.leading.top:equalToSuperview() end)
              end),
            }
            """)
        let item = try #require(document.sections.first?.items.first)
        let fields = String(decoding: item.fields.bytes, as: UTF8.self)
        #expect(fields.contains("\"score\":0") && fields.contains("\"rating\":4,"), "\(fields)")
        let texts = ["score", "rating", "share"].map { name in item.content.first { $0.name == name }?.text }
        #expect(texts == ["0", "4", "0.125"])
    }
}
