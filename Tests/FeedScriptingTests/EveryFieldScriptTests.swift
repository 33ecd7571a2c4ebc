import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Every DSL table and field from a real script")
struct EveryFieldScriptTests {
    @Test func everyTableAndFieldDecodesFromLua() throws {
        let script = try ScriptFixtures.load(
            """
            local badge = layout.supplementary {
              kind = "badge", width = absolute(20), height = absolute(20),
              anchor = { edges = { "top", "trailing" }, offset = { x = 0.3, y = -0.3 }, fractional = true },
              itemAnchor = { edges = { "bottom" } }, zIndex = 3,
            }
            local item = layout.item {
              width = fractionalWidth(0.25), height = estimated(44),
              contentInsets = { top = 1, leading = 2, bottom = 3, trailing = 4 },
              edgeSpacing = { leading = fixed(8), top = flexible(0) },
              supplementaries = { badge },
            }
            local custom = layout.group.custom {
              height = fractionalHeight(0.5),
              frames = { { x = 0, y = 0, width = 195, height = 200 },
                         { x = 195, y = 0, width = 195, height = 100, zIndex = 2 } },
            }
            return {
              id = "everything",
              layout = layout.section {
                group = layout.group.vertical {
                  width = absolute(300), height = estimated(100), subitems = { item, custom },
                  interItemSpacing = fixed(5), contentInsets = { top = 5, leading = 5, bottom = 5, trailing = 5 },
                  edgeSpacing = { bottom = fixed(2) },
                },
                contentInsets = { top = 8, leading = 12, bottom = 20, trailing = 12 },
                interGroupSpacing = 14,
                orthogonalScrolling = "continuous",
                header = layout.boundary { height = absolute(44), pinToVisibleBounds = true },
                footer = layout.boundary { height = estimated(30), extendsBoundary = false, zIndex = 2 },
                boundarySupplementaries = {
                  layout.boundary { kind = "side", alignment = "topTrailing", width = absolute(100),
                                    height = absolute(20), offset = { x = -4, y = 2 },
                                    contentInsets = { leading = 1, trailing = 1 } },
                },
                decorations = {
                  layout.background { contentInsets = { top = 5, leading = 5, bottom = 5, trailing = 5 } },
                  layout.background { kind = "card", zIndex = -1 },
                },
                supplementariesFollowContentInsets = false,
              },
            }
            """)
        guard case .fixed(let recipe) = script.definition.layout else {
            Issue.record("expected a static layout")
            return
        }
        #expect(recipe.recipe == .section(ScriptFixtures.everyFieldSection))
        #expect(
            recipe.boundaryFields == ["layout.header", "layout.footer", "layout.boundarySupplementaries[1]"])
        #expect(recipe.sourceLines["layout.group.subitems[1].supplementaries[1]"] == 1)
        #expect(recipe.sourceLines["layout.group.subitems[2]"] == 12)
    }

    @Test func itemsFunctionReturningNothingIsExplained() throws {
        let script = try ScriptFixtures.load(
            "return { id = \"s\", layout = layout.list {}, items = function(ctx) end }")
        #expect(
            ScriptFixtures.problems { _ = try script.items(context: ScriptFixtures.context()) } == [
                "banners.lua: items: expected an array of items such as { { id = \"app-1\", title = \"Maps\" } }, "
                    + "got nil"
            ])
    }
}
