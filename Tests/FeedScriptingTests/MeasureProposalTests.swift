import FeedLayout
import FeedScripting
import LuaBridge
import Testing

/// `measure(item, proposal, env)`, `measureSupplementary(kind, payload, proposal, env)` and `repeatingSubitem`
/// through a real script and the solver (docs/spec/layout.md §8.1 W2–W3, §2.2).
@Suite("Measuring from the proposal")
struct MeasureProposalTests {
    let environment = ScriptFixtures.environment

    /// W3 as a script: the text-like measure wraps to `proposal.width` (174 for the columns, 358 for the header).
    static let gridScript = """
        local function lines(text, width) return math.ceil(#text * 7 / width) * 20 end
        return {
          id = "grid",
          header = { title = string.rep("h", 80) },
          items = { { id = "a", text = string.rep("x", 20) }, { id = "b", text = string.rep("x", 60) },
                    { id = "c", text = string.rep("x", 10) }, { id = "d", text = string.rep("x", 30) } },
          measure = function(item, proposal, env)
            assert(proposal.estimatedHeight and not proposal.estimatedWidth)
            return { height = lines(item.text, proposal.width) }
          end,
          measureSupplementary = function(kind, payload, proposal, env)
            assert(kind == "header" and proposal.width == 358 and proposal.height == 44)
            return { height = lines(payload.title, proposal.width) }
          end,
          layout = layout.section {
            contentInsets = { leading = 16, trailing = 16 }, interGroupSpacing = 8,
            header = layout.boundary { height = estimated(44) },
            group = layout.group.horizontal {
              height = estimated(100), interItemSpacing = fixed(10),
              subitems = { layout.item { width = fractionalWidth(0.5), height = estimated(100) } },
            },
          },
        }
        """

    /// Lays `source` out with its own `measure`, expecting no diagnostics.
    func layOut(_ source: String) throws -> LayoutResult {
        let script = try ScriptFixtures.load(source)
        let items = try script.items(context: ScriptFixtures.context())
        let recipe = try script.recipe(environment: environment)
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let result = try LayoutSolver(environment: environment.layout).solve(
            [recipe.sectionInput(itemCount: items.count)], sizing: measurer.measure)
        #expect(measurer.diagnostics.isEmpty, "\(measurer.diagnostics)")
        return result
    }

    @Test func itemsAndTheHeaderMeasureFromTheirProposals() throws {
        let result = try layOut(Self.gridScript)
        #expect(result.sections[0].supplementary(0).frame == Rect(x: 16, y: 0, width: 358, height: 40))
        #expect(
            result.sections[0].itemFrames == [
                Rect(x: 16, y: 40, width: 174, height: 20), Rect(x: 200, y: 40, width: 174, height: 60),
                Rect(x: 16, y: 108, width: 174, height: 20), Rect(x: 200, y: 108, width: 174, height: 40),
            ])
    }

    /// Every bad answer names the script, the line of the function, the element and the field.
    @Test(arguments: [
        ("{ height = 0/0 }", "rows.lua:3: measure(items[1]).height: expected a finite number such as 16, got "),
        ("{ height = math.huge }", "rows.lua:3: measure(items[1]).height: expected a finite number such as 16, got "),
        ("{ width = -1 }", "rows.lua:3: measure(items[1]).width: a measured size cannot be negative, got width = -1"),
        ("80", "rows.lua:3: measure(items[1]): expected a size such as { width = 358, height = 80 }"),
        ("{ height = \"tall\" }", "rows.lua:3: measure(items[1]).height: expected a number such as 16, got string"),
    ])
    func badAnswersNameScriptLineItemAndField(answer: String, message: String) throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "rows", items = { { id = "a" } },
              measure = function(item, proposal, env)
                return \(answer)
              end,
              layout = layout.list {},
            }
            """, name: "rows.lua")
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let request = MeasureRequest(
            section: 0, element: .item(0), proposedSize: Size(width: 390, height: 44), isWidthEstimated: true,
            isHeightEstimated: true)
        #expect(measurer.measure(request) == nil)
        #expect(measurer.diagnostics.count == 1)
        #expect(measurer.diagnostics.first?.description.hasPrefix(message) == true, "\(measurer.diagnostics)")
    }

    @Test func aBadSupplementaryAnswerNamesItsKind() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "rows",
              measureSupplementary = function(kind, payload, proposal, env) return { height = -2 } end,
              layout = layout.list {},
            }
            """, name: "rows.lua")
        let measurer = ScriptMeasurer(script, items: [], environment: environment)
        let request = MeasureRequest(
            section: 0, element: .supplementary(kind: "header"), proposedSize: Size(width: 390, height: 44),
            isWidthEstimated: false, isHeightEstimated: true)
        #expect(measurer.measure(request) == nil)
        #expect(
            measurer.diagnostics.map(\.description) == [
                "rows.lua:3: measureSupplementary(\"header\").height: a measured size cannot be negative, got "
                    + "height = -2; return e.g. { width = 358, height = 80 }"
            ])
    }

    /// W8 as a script: each row's `count` badge is measured by `measureSupplementary` with its item as the payload,
    /// offered 20 × 16, and anchored again at its measured width (8 points a character, 4 each side).
    static let badgeScript = """
        return {
          id = "rows",
          items = { { id = "a", count = "3" }, { id = "b", count = "12" }, { id = "c", count = "128" } },
          measureSupplementary = function(kind, item, proposal, env)
            assert(kind == "count" and proposal.width == 20 and proposal.height == 16)
            assert(proposal.estimatedWidth and not proposal.estimatedHeight)
            return { width = #item.count * 8 + 8 }
          end,
          layout = layout.section {
            group = layout.group.vertical { height = absolute(44), subitems = { layout.item {
              supplementaries = { layout.supplementary {
                kind = "count", width = estimated(20), height = absolute(16),
                anchor = { edges = { "top", "trailing" }, offset = { x = 0.5, y = -0.5 }, fractional = true } } } } } },
          },
        }
        """

    @Test func badgesMeasureWithTheirItem() throws {
        let result = try layOut(Self.badgeScript)
        // x = 390 − w/2, y = row top − 8 (rows of 44).
        #expect(
            result.sections[0].supplementaries.map(\.frame) == [
                Rect(x: 382, y: -8, width: 16, height: 16), Rect(x: 378, y: 36, width: 24, height: 16),
                Rect(x: 374, y: 80, width: 32, height: 16),
            ])
    }

    @Test func aBadBadgeAnswerNamesItsItem() throws {
        let source = Self.badgeScript.replacingOccurrences(
            of: "return { width = #item.count * 8 + 8 }", with: "return { width = item.id == \"b\" and 0/0 or 10 }")
        let script = try ScriptFixtures.load(source, name: "rows.lua")
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let request = MeasureRequest(
            section: 0, element: .badge(kind: "count", item: 1), proposedSize: Size(width: 20, height: 16),
            isWidthEstimated: true, isHeightEstimated: false)
        #expect(measurer.measure(request) == nil)
        let messages = measurer.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("rows.lua:4: measureSupplementary(\"count\", items[2]).width:") == true,
            "\(messages)")
    }

    /// W5 as a script: `uniformAcrossSiblings(100)` heights share each row's tallest measured height.
    @Test func uniformSiblingsShareTheirRowsTallestHeight() throws {
        let fifth = "{ id = \"e\", text = string.rep(\"x\", 80) }"
        let result = try layOut(
            Self.gridScript
                .replacingOccurrences(
                    of: "height = estimated(100) } }", with: "height = uniformAcrossSiblings(100) } }"
                )
                .replacingOccurrences(of: "string.rep(\"x\", 30) } }", with: "string.rep(\"x\", 30) }, \(fifth) }"))
        #expect(
            result.sections[0].itemFrames == [
                Rect(x: 16, y: 40, width: 174, height: 60), Rect(x: 200, y: 40, width: 174, height: 60),
                Rect(x: 16, y: 108, width: 174, height: 40), Rect(x: 200, y: 108, width: 174, height: 40),
                Rect(x: 16, y: 156, width: 174, height: 80),
            ])
    }

    /// Outside items the dimension is an error naming the script, line and field.
    @Test(arguments: [
        (
            "group = layout.group.horizontal { height = uniformAcrossSiblings(50), subitems = { layout.item {} } }",
            "rows.lua:3: layout.group.height: uniformAcrossSiblings sizes items only"
        ),
        (
            "header = layout.boundary { height = uniformAcrossSiblings(44) }, group = layout.group.horizontal { "
                + "height = absolute(50), subitems = { layout.item {} } }",
            "rows.lua:3: layout.header.height: uniformAcrossSiblings sizes items only"
        ),
        (
            "group = layout.group.horizontal { height = absolute(50), subitems = { layout.item { "
                + "height = uniformAcrossSiblings(-1) } } }",
            "rows.lua:3: layout.group.subitems[1].height: uniformAcrossSiblings(-1) is not a size"
        ),
    ])
    func uniformOutsideItemsIsAnError(fields: String, message: String) {
        let problems = ScriptFixtures.loadProblems(
            """
            return {
              id = "rows",
              layout = layout.section { \(fields) },
            }
            """, name: "rows.lua")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(message) == true, "\(problems)")
    }

    /// `repeatingSubitem` keeps the subitem's own width (docs/spec/layout.md §2.2, E1 variant): fw(0.5) of
    /// 366 − 10 → 178.
    @Test func repeatingSubitemKeepsItsOwnSize() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "grid", items = { { id = 1 }, { id = 2 }, { id = 3 } },
              layout = layout.section {
                contentInsets = { leading = 12, trailing = 12 },
                group = layout.group.horizontal {
                  height = absolute(60), interItemSpacing = fixed(10), count = 2,
                  repeatingSubitem = layout.item { width = fractionalWidth(0.5) },
                },
              },
            }
            """)
        let recipe = try script.recipe(environment: environment)
        guard case .section(let section) = recipe.recipe else {
            Issue.record("expected a section")
            return
        }
        #expect(section.group.countKeepsSubitemSize)
        #expect(section.group.count == 2)
        let result = try LayoutSolver(environment: environment.layout).solve([recipe.sectionInput(itemCount: 3)])
        #expect(
            result.sections[0].itemFrames == [
                Rect(x: 12, y: 0, width: 178, height: 60), Rect(x: 200, y: 0, width: 178, height: 60),
                Rect(x: 12, y: 60, width: 178, height: 60),
            ])
    }

    @Test(arguments: [
        (
            "repeatingSubitem = layout.item {}",
            "banners.lua:3: layout.group.count: repeatingSubitem needs a count such as count = 3"
        ),
        (
            "repeatingSubitem = layout.item {}, subitems = { layout.item {} }, count = 2",
            "banners.lua:3: layout.group.repeatingSubitem: a group takes either subitems or repeatingSubitem"
        ),
        ("count = 2", "banners.lua:3: layout.group.subitems: missing required key; expected items or groups"),
    ])
    func repeatingSubitemMistakes(fields: String, message: String) {
        let problems = ScriptFixtures.loadProblems(
            """
            return {
              id = "grid",
              layout = layout.section { group = layout.group.horizontal { height = absolute(60), \(fields) } },
            }
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(message) == true, "\(problems)")
    }
}
