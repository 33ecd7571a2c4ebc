import CellLayout
import FeedLayout
import FeedScripting
import Testing
import TextShaping

/// The cell DSL: SnapKit-style Lua becomes a `CellTemplate` whose views and constraints carry their script lines.
@Suite struct CellTemplateDecodingTests {
    static let source = """
        return {
          id = "featured",
          layout = layout.list {},
          cell = cell(function(c)
            local icon = c:image { name = "icon", cornerRadius = 16 }
            local text = c:vstack { name = "text", spacing = 4, alignment = "leading" }
            text:label { name = "name", text = field "name", font = systemFont(18, "semibold") }
            text:label { name = "category", text = field "category", font = "subheadline", numberOfLines = 2 }
            local get = c:button { name = "get", title = "GET" }
            icon:makeConstraints(function(make)
              make.leading:equalToSuperview()
              make.centerY:equalToSuperview()
              make.size:equalTo(64)
            end)
            text:makeConstraints(function(make)
              make.leading:equalTo(icon.snp.trailing):offset(12)
              make.trailing:equalTo(get.leading):offset(-12):priority("high")
              make.top.bottom:equalToSuperview():inset(8)
            end)
            get:makeConstraints(function(make) make.trailing.centerY:equalToSuperview() end)
          end),
        }
        """

    @Test func viewsAndConstraintsReadLikeSnapKit() throws {
        let script = try ScriptFixtures.load(Self.source, name: "featured.lua")
        let template = try #require(script.definition.cells.template(for: SectionItem(id: "1")))
        #expect(template.line == 4)
        #expect(template.views.map(\.name) == ["icon", "text", "name", "category", "get"])
        #expect(template.views.map(\.kind) == [.image, .vstack, .label, .label, .button])
        #expect(template.views[2].parent == 1 && template.views[2].isArranged)
        #expect(template.views[2].font == .system(size: 18, weight: .semibold))
        #expect(template.views[3].font == .style(.subheadline) && template.views[3].numberOfLines == 2)
        #expect(template.views[2].text == .field("name") && template.views[4].text == .literal("GET"))
        #expect(template.views[0].appearance == ["cornerRadius": "16"])
        let described = template.constraints.map { "\($0.description(in: template)) @\($0.line ?? 0)" }
        #expect(
            described == [
                "icon.leading == superview.leading @11", "icon.centerY == superview.centerY @12",
                "icon.width == 64 @13", "icon.height == 64 @13",
                "text.leading == icon.trailing + 12 @16", "text.trailing == get.leading - 12 @750 @17",
                "text.top == superview.top + 8 @18", "text.bottom == superview.bottom - 8 @18",
                "get.trailing == superview.trailing @20", "get.centerY == superview.centerY @20",
            ])
    }

    @Test func badPropertiesNameTheViewAndLine() {
        let problems = ScriptFixtures.loadProblems(
            """
            return {
              id = "x", layout = layout.list {},
              cell = cell(function(c)
                c:label { name = "title", txt = "hi" }
                c:label { name = "subtitle", font = "headlin" }
                c:button { name = "go", font = systemFont(15, "heavyish") }
                c:label { name = "huge", font = systemFont(1e9) }
                c:label { name = "none", font = systemFont(0 / 0) }
              end),
            }
            """, name: "x.lua")
        #expect(
            problems.contains { $0.contains("x.lua:4") && $0.contains("cell.title.txt") && $0.contains("\"text\"") })
        #expect(problems.contains { $0.contains("x.lua:5") && $0.contains("did you mean \"headline\"") })
        #expect(problems.contains { $0.contains("x.lua:6") && $0.contains("heavyish") })
        // A size out of range is named as such, not as a table that is not a font.
        for (line, name, size) in [(7, "huge", "1000000000"), (8, "none", "nan")] {
            #expect(
                problems.contains {
                    $0.contains("x.lua:\(line)") && $0.contains("cell.\(name).font")
                        && $0.contains("size is more than 0 and at most 1000 points, got number \(size)")
                }, "\(problems)")
        }
    }

    /// A button's insets and a corner radius are geometry: finite, in range, not negative; a hint's number is
    /// finite. Unchecked, a NaN inset made the button's frame NaN (`null` in the JSON output).
    @Test func insetsRadiiAndHintsAreCheckedNumbers() throws {
        let problems = ScriptFixtures.loadProblems(
            """
            return {
              id = "x", layout = layout.list {},
              cell = cell(function(c)
                c:button { name = "a", title = "GET", contentInsets = { top = 0 / 0, leading = 1 / 0 } }
                c:button { name = "b", title = "GET", contentInsets = { top = -1, left = 2 } }
                c:button { name = "c", title = "GET", contentInsets = 5 }
                c:label { name = "d", cornerRadius = 0 / 0, color = 0 / 0 }
                c:label { name = "e", cornerRadius = -4, backgroundColor = {} }
                c:image { name = "f", cornerRadius = "round" }
              end),
            }
            """, name: "x.lua")
        let expected: [(line: Int, field: String, message: String)] = [
            (4, "cell.a.contentInsets.top", "expected a finite number such as 16, got number nan"),
            (4, "cell.a.contentInsets.leading", "expected a finite number such as 16, got number inf"),
            (5, "cell.b.contentInsets.top", "expected a number of points of at least 0, got number -1"),
            (5, "cell.b.contentInsets.left", "did you mean \"leading\"?"),
            (6, "cell.c.contentInsets", "expected insets such as"),
            (7, "cell.d.cornerRadius", "expected a finite number such as 16, got number nan"),
            (7, "cell.d.color", "expected a string such as \"systemOrange\" or a finite number, got number nan"),
            (8, "cell.e.cornerRadius", "expected a number of points of at least 0, got number -4"),
            (8, "cell.e.backgroundColor", "or a finite number, got an empty table"),
            (9, "cell.f.cornerRadius", "expected a number such as 16, got string \"round\""),
        ]
        for problem in expected {
            #expect(
                problems.contains {
                    $0.contains("x.lua:\(problem.line): \(problem.field): ") && $0.contains(problem.message)
                }, "\(problem) in \(problems)")
        }
        let script = try ScriptFixtures.load(
            """
            return {
              id = "x", layout = layout.list {},
              cell = cell(function(c)
                c:button { name = "get", title = "GET", contentInsets = { top = 2, leading = 8 }, cornerRadius = 6.5,
                  color = 16711680 }
              end),
            }
            """, name: "x.lua")
        let button = try #require(script.definition.cells.template(for: SectionItem(id: "1"))?.views.first)
        #expect(button.contentInsets == EdgeInsets(top: 2, leading: 8, bottom: 0, trailing: 0))
        #expect(button.appearance == ["cornerRadius": "6.5", "color": "16711680"])
    }

    /// An image's `aspectRatio` is a constraint's multiplier (width = height × ratio) and is held to the same
    /// 1/1000…1000. It was read as a point size: 1e-9 became a multiplier the solver rounds to 0 and was reported
    /// as a conflict with the image's width, 1e6 passed, and -1 or 0 failed only as conflicts with sizes ≥ 0.
    @Test func anAspectRatioIsAMultiplierInRange() throws {
        for ratio in ["1e-9", "0", "-1", "1e6", "0 / 0"] {
            let problems = ScriptFixtures.loadProblems(
                """
                return {
                  id = "x", layout = layout.list {},
                  cell = cell(function(c)
                    c:image { name = "photo", aspectRatio = \(ratio) }
                  end),
                }
                """, name: "x.lua")
            #expect(
                problems.contains {
                    $0.contains("x.lua:4: cell.photo.aspectRatio: ") && $0.contains("width ÷ height from 0.001 to 1000")
                }, "\(ratio): \(problems)")
        }
        let script = try ScriptFixtures.load(
            """
            return { id = "x", layout = layout.list {}, cell = cell(function(c) c:image { aspectRatio = 16 / 9 } end) }
            """, name: "x.lua")
        let template = try #require(script.definition.cells.template(for: SectionItem(id: "1")))
        #expect(template.constraints.map(\.multiplier) == [16.0 / 9])
    }

    /// Every number a constraint takes is checked at the call that writes it, at its script line; what several
    /// calls add up to is checked by the host. Unchecked, `offset(1e308)` laid a label out at a NaN frame,
    /// `priority(0 / 0)` passed the range test, and `multipliedBy(1e300)` was solved to a wrong frame.
    @Test func numbersInConstraintsAreCheckedWhereWritten() {
        let calls: [(call: String, message: String)] = [
            ("make.top:equalToSuperview():offset(1e308)", "offset(1e+308) is too large; geometry is at most 1000000"),
            ("make.top:equalToSuperview():offset(0 / 0)", "offset expects a finite number such as offset(12)"),
            ("make.width:equalTo(1 / 0)", "equalTo expects a finite number such as equalTo(12), got inf"),
            ("make.width:lessThanOrEqualTo(-2e6)", "lessThanOrEqualTo(-2000000.0) is too large"),
            ("make.edges:equalToSuperview():inset({ top = 0 / 0 })", "inset expects a finite number"),
            ("make.width:equalToSuperview():multipliedBy(1e300)", "multipliedBy expects a finite number from -1000"),
            ("make.width:equalToSuperview():dividedBy(1e-300)", "dividedBy expects a finite number no nearer 0"),
            ("make.top:equalToSuperview():priority(0 / 0)", "priority expects 1…1000"),
            ("t:setContentHuggingPriority(0 / 0, \"horizontal\")", "hugging priority expects 1…1000"),
            (
                "make.top:equalToSuperview():offset(6e5):offset(6e5)",
                "a constraint of constant 1200000 and multiplier 1"
            ),
            ("make.width:equalToSuperview():multipliedBy(1000):multipliedBy(2)", "and multiplier 2000 is out of range"),
        ]
        for (call, message) in calls {
            let problems = Self.problems(constraining: call)
            #expect(problems.contains { $0.contains("x.lua:6: ") && $0.contains(message) }, "\(call): \(problems)")
        }
    }

    /// The problems of a script whose one cell template has a label `t` and makes `call` (at line 6) in
    /// `t:makeConstraints`.
    static func problems(constraining call: String) -> [String] {
        ScriptFixtures.loadProblems(
            """
            return {
              id = "x", layout = layout.list {},
              cell = cell(function(c)
                local t = c:label { name = "t" }
                t:makeConstraints(function(make)
                  \(call)
                end)
              end),
            }
            """, name: "x.lua")
    }

    /// The table `cell(…)` returns is the script's to change. Numbers the builder wrote into it (a view's parent,
    /// a constraint's views, lines) are read as whole numbers in range: `Int(1e300)` trapped and an index past
    /// the views crashed `feed build`. The view count is held to the builder's 64 again.
    @Test func aChangedTemplateTableIsAnErrorNotACrash() {
        let changes: [(change: String, message: String)] = [
            ("t.views[2].parent = 1e300", "a view table was changed by the script"),
            ("t.views[2].parent = 2", "a view table was changed by the script"),
            ("t.constraints[1].view = 0 / 0", "a constraint table was changed by the script"),
            ("t.constraints[1].target = 1e300", "a constraint table was changed by the script"),
            ("t.constraints[1].target = 99", "a constraint table was changed by the script"),
            // Arranged outside a stack, or a stack's subview not arranged: the export wrote
            // `contentView.addArrangedSubview(…)`, which does not compile.
            ("t.views[2].arranged = true", "a view table was changed by the script"),
            ("t.views[1].kind = 'hstack'; t.views[2].parent = 1", "a view table was changed by the script"),
            ("for i = 3, 1000 do t.views[i] = t.views[1] end", "a cell template has at most 64 views"),
        ]
        for (change, message) in changes {
            let problems = ScriptFixtures.loadProblems(
                """
                local t = cell(function(c)
                  local a = c:label { name = "a" }
                  local b = c:label { name = "b" }
                  b:makeConstraints(function(make) make.leading:equalTo(a.snp.trailing) end)
                end)
                \(change)
                return { id = "x", layout = layout.list {}, cell = t }
                """, name: "x.lua")
            #expect(problems.contains { $0.contains("cell") && $0.contains(message) }, "\(change): \(problems)")
        }
        // A line no script has is not a line; the template still reads.
        let problems = ScriptFixtures.loadProblems(
            """
            local t = cell(function(c) c:label { name = "a" } end)
            t.line = 1e300
            t.views[1].line = 0 / 0
            return { id = "x", layout = layout.list {}, cell = t }
            """, name: "x.lua")
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A view keeps the index it has in its own template, so one of another template named as a target
    /// constrained whichever view had that index here, or failed as "a constraint table was changed" with no line.
    @Test func aViewOfAnotherTemplateIsNoTargetAndTheErrorNamesTheLine() {
        for target in ["other", "other.snp.width", "otherCell"] {
            let problems = ScriptFixtures.loadProblems(
                """
                local other, otherCell
                local a = cell(function(c) otherCell = c; c:label { name = "x" }; other = c:label { name = "y" } end)
                return { id = "x", layout = layout.list {}, cell = cell(function(c)
                  local t = c:label { name = "t" }
                  t:makeConstraints(function(make)
                    make.width:equalTo(\(target))
                  end)
                end) }
                """, name: "x.lua")
            #expect(
                problems.contains { $0.contains("x.lua:6") && $0.contains("belongs to another cell template") },
                "\(target): \(problems)")
        }
    }

    @Test func misuseOfTheBuilderIsALuaErrorAtTheScriptLine() {
        let problems = Self.problems(constraining: "make.leadingg:equalToSuperview()")
        #expect(problems.contains { $0.contains("x.lua:6") && $0.contains("make.leadingg is not an anchor") })
    }

    /// Each template is compiled twice, so their number is limited: 17 are an error naming the count.
    @Test func aSectionHasAtMost16Templates() {
        func problems(_ count: Int) -> [String] {
            ScriptFixtures.loadProblems(
                """
                local tmpl = cell(function(c) c:label { name = "t" } end)
                local cells, badges = {}, {}
                for i = 1, \(count - 1) do cells["c" .. i] = tmpl end
                badges.badge = tmpl
                return { id = "x", layout = layout.list {}, cells = cells, supplementaryCells = badges }
                """, name: "x.lua")
        }
        #expect(
            problems(17) == [
                "x.lua: cells: a section has at most 16 cell templates (cells and supplementaryCells together), got 17"
            ])
        #expect(problems(16).allSatisfy { !$0.contains("at most 16 cell templates") })
    }

    @Test func aTemplateThatLoopsRunsOutOfBudget() {
        let problems = ScriptFixtures.loadProblems(
            """
            return { id = "x", layout = layout.list {}, cell = cell(function(c) while true do c:label {} end end) }
            """, name: "x.lua")
        #expect(problems.contains { $0.contains("x.lua:1") && $0.contains("64 views") })
    }

    /// A literal text over 4,096 bytes is an error naming the view's line. Its size is the host's: bytes that are
    /// not UTF-8 became U+FFFD, three bytes each, so 1,500 truncated sequences (3,000 bytes, `#` in Lua) count
    /// 4,500, and the message says why the count is not the script's.
    @Test func aLiteralTextOverTheLimitIsCountedAsTheHostHoldsIt() {
        func problems(_ text: String) -> [String] {
            ScriptFixtures.loadProblems(
                """
                return {
                  id = "x", layout = layout.list {},
                  cell = cell(function(c)
                    c:label { name = "title", text = \(text) }
                  end),
                }
                """, name: "x.lua")
        }
        #expect(
            problems("string.rep('t', 4097)").contains {
                $0.hasPrefix("x.lua:4: cell.title.text: text of 4097 bytes is over the limit of 4096")
                    && !$0.contains("U+FFFD")
            })
        #expect(problems("string.rep('t', 4096)").isEmpty)
        #expect(
            problems("string.rep('\\xe2\\x80', 1500)").contains {
                $0.contains(
                    "x.lua:4: cell.title.text: text of 4500 bytes is over the limit of 4096 (counted as UTF-8, "
                        + "each U+FFFD 3 bytes: bytes that are not UTF-8 became U+FFFD)")
            })
    }
}
