import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Custom frames, measure and layout errors through the solver")
struct LayoutCallbackTests {
    let environment = ScriptFixtures.environment

    /// docs/spec/layout.md E10: group fractionalWidth(1) × absolute(200), section insets 0; the provider sees the group resolved
    /// in the whole 390 × 844 container, 390 × 200, and returns three frames from it; 4 items.
    @Test func customFramesComeFromTheScriptWithTheEngineContainer() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "mosaic",
              items = { { id = 1 }, { id = 2 }, { id = 3 }, { id = 4 } },
              layout = function(env)
                return layout.section {
                  group = layout.group.custom {
                    height = absolute(200),
                    frames = function(env)
                      local half = env.width / 2
                      return {
                        { x = 0, y = 0, width = half, height = env.height },
                        { x = half, y = 0, width = half, height = env.height / 2 },
                        { x = half, y = env.height / 2, width = half, height = env.height / 2 },
                      }
                    end,
                  },
                }
              end,
            }
            """)
        let recipe = try script.recipe(environment: environment)
        guard case .section(let section) = recipe.recipe else {
            Issue.record("expected a section")
            return
        }
        #expect(
            section.group.customFrames == [
                CustomFrame(frame: Rect(x: 0, y: 0, width: 195, height: 200)),
                CustomFrame(frame: Rect(x: 195, y: 0, width: 195, height: 100)),
                CustomFrame(frame: Rect(x: 195, y: 100, width: 195, height: 100)),
            ])
        let result = try LayoutSolver(environment: environment.layout).solve([recipe.sectionInput(itemCount: 4)])
        // E10: the second instance reuses the first frame for its one remaining item.
        #expect(
            result.sections[0].itemFrames == [
                Rect(x: 0, y: 0, width: 195, height: 200), Rect(x: 195, y: 0, width: 195, height: 100),
                Rect(x: 195, y: 100, width: 195, height: 100), Rect(x: 0, y: 200, width: 195, height: 200),
            ])
    }

    /// A nested custom group of fractionalWidth(0.5) × absolute(100) sees 195 × 100 (0.5 · 390 in the whole
    /// container); its frames land on the nested group, not the outer one.
    @Test func nestedCustomGroupGetsItsOwnContainer() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "nested",
              layout = layout.section {
                group = layout.group.horizontal {
                  height = absolute(100),
                  subitems = {
                    layout.item { width = fractionalWidth(0.5) },
                    layout.group.custom {
                      width = fractionalWidth(0.5), height = absolute(100),
                      frames = function(env)
                        return { { x = 0, y = 0, width = env.width, height = env.height, zIndex = env.sectionIndex } }
                      end,
                    },
                  },
                },
              },
            }
            """)
        var sectioned = environment
        sectioned.sectionIndex = 2
        let recipe = try script.recipe(environment: sectioned)
        guard case .section(let section) = recipe.recipe, case .group(let custom) = section.group.subitems[1] else {
            Issue.record("expected a nested custom group")
            return
        }
        #expect(custom.customFrames == [CustomFrame(frame: Rect(x: 0, y: 0, width: 195, height: 100), zIndex: 2)])
        #expect(section.group.customFrames.isEmpty)
    }

    /// On a 1024-wide iPad a half-width custom group sees a 512-wide container, below the 600-point compact
    /// threshold, yet its env keeps the feed's size class: the size class describes the device, not the group.
    @Test func customGroupEnvKeepsTheFeedsSizeClass() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "ipad",
              layout = layout.section {
                group = layout.group.custom {
                  width = fractionalWidth(0.5), height = absolute(10),
                  frames = function(env)
                    return { { x = 0, y = 0, width = env.width, height = env.height,
                               zIndex = env.sizeClass == "regular" and 1 or 0 } }
                  end,
                },
              },
            }
            """)
        let iPad = ScriptEnvironment(
            layout: LayoutEnvironment(width: 1024, height: 768, scale: 2), itemCount: 1, sectionIndex: 0)
        guard case .section(let section) = try script.recipe(environment: iPad).recipe else {
            Issue.record("expected a section")
            return
        }
        #expect(section.group.customFrames == [CustomFrame(frame: Rect(x: 0, y: 0, width: 512, height: 10), zIndex: 1)])
    }

    @Test func badCustomFramesAreDiagnostics() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "bad",
              layout = layout.section {
                group = layout.group.custom {
                  height = absolute(100),
                  frames = function(env) return { { x = 0, y = 0, widht = 10, height = 10 } } end,
                },
              },
            }
            """)
        #expect(
            ScriptFixtures.problems { _ = try script.recipe(environment: environment) } == [
                "banners.lua:4: layout.group.frames[1].widht: unknown key \"widht\"; did you mean \"width\"?",
                "banners.lua:4: layout.group.frames[1].width: missing required key; expected a number such as width = 195",
            ])
    }

    /// docs/spec/layout.md E8: rows fractionalWidth(1) × estimated(44), item insets leading/trailing 16; the second row
    /// measures 80 tall → [16, 0, 358, 44], [16, 44, 358, 80], [16, 124, 358, 44].
    @Test func measureIsWiredIntoTheSolver() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "rows",
              items = { { id = "row-1" }, { id = "row-2", lines = 2 }, { id = "row-3" } },
              measure = function(item, proposal, env)
                assert(env.width == 390 and env.itemCount == 3)
                assert(proposal.width == 358 and proposal.height == 44)
                assert(proposal.estimatedHeight and not proposal.estimatedWidth)
                if item.lines == 2 then return { height = 80 } end
                return nil
              end,
              layout = layout.section {
                group = layout.group.vertical {
                  height = estimated(44),
                  subitems = { layout.item { height = estimated(44),
                                             contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 } } },
                },
              },
            }
            """)
        let items = try script.items(context: ScriptFixtures.context())
        let recipe = try script.recipe(environment: environment)
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let result = try LayoutSolver(environment: environment.layout).solve(
            [recipe.sectionInput(itemCount: items.count)], sizing: measurer.measure)
        #expect(measurer.diagnostics.isEmpty)
        #expect(
            result.sections[0].itemFrames == [
                Rect(x: 16, y: 0, width: 358, height: 44), Rect(x: 16, y: 44, width: 358, height: 80),
                Rect(x: 16, y: 124, width: 358, height: 44),
            ])
    }

    @Test func badMeasureResultsAreDiagnostics() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "rows",
              items = { { id = "a" }, { id = "b" } },
              measure = function(item, proposal, env)
                if item.id == "a" then return { height = "tall" } end
                error("cannot measure " .. item.id)
              end,
              layout = layout.list {},
            }
            """)
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let proposed = Size(width: 390, height: 44)
        for index in 0..<2 {
            let request = MeasureRequest(
                section: 0, element: .item(index), proposedSize: proposed, isWidthEstimated: false,
                isHeightEstimated: true)
            #expect(measurer.measure(request) == nil)
        }
        #expect(
            measurer.diagnostics.map(\.description) == [
                "banners.lua:4: measure(items[1]).height: expected a number such as 16, got string \"tall\"",
                "banners.lua:6: measure(items[2]): cannot measure b",
            ])
    }

    @Test func layoutErrorsPointAtTheScriptTable() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "broken",
              layout = layout.section {
                header = layout.boundary { height = absolute(44), contentInsets = { leading = -2 } },
                group = layout.group.horizontal {
                  height = absolute(50),
                  subitems = {
                    layout.item { contentInsets = { top = -1 } },
                  },
                },
              },
            }
            """)
        let recipe = try script.recipe(environment: environment)
        let errors = LayoutSolver(environment: environment.layout).validate([recipe.sectionInput(itemCount: 1)])
        #expect(
            errors.map { script.diagnostic(for: $0, in: recipe).description } == [
                "banners.lua:4: layout.header.contentInsets.leading: expected an inset of 0 or more such as 16, got -2",
                "banners.lua:8: layout.group.subitems[1].contentInsets.top: expected an inset of 0 or more such as 16, got -1",
            ])
    }

    @Test(arguments: [
        ("group.subitems[0].subitems[2].width", "layout.group.subitems[1].subitems[3].width"),
        ("boundarySupplementaries[1].kind", "layout.boundarySupplementaries[1].kind"),
        ("boundarySupplementaries[0]", "layout.header"),
        ("decorations[0].contentInsets", "layout.decorations[1].contentInsets"),
        ("", "layout"),
    ])
    func layoutPathsBecomeScriptFields(path: String, field: String) {
        let recipe = SectionRecipe(
            recipe: .list(ListConfiguration()),
            boundaryFields: ["layout.header", "layout.boundarySupplementaries[1]"])
        #expect(recipe.scriptField(forLayoutPath: path) == field)
    }
}
