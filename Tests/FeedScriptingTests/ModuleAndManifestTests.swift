import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Tables built in lib modules and feed.lua errors")
struct ModuleAndManifestTests {
    /// A constructor called from `lib/cards.lua` records no line of its own (its lines count in another file), so a
    /// problem in it points at the nearest table built in the script itself.
    @Test func tablesFromModulesFallBackToTheScriptsTable() throws {
        let module = "return { row = function() return layout.item { widht = fractionalWidth(1) } end }"
        let state = try LuaState(name: "banners.lua", moduleSource: { $0 == "cards" ? module : nil })
        let script = try SectionScript(
            name: "banners.lua",
            source: """
                local cards = require("cards")
                return {
                  id = "rows",
                  layout = function(env)
                    return layout.section { group = layout.group.vertical { height = absolute(44),
                                                                           subitems = { cards.row() } } }
                  end,
                }
                """,
            state: state)
        #expect(
            ScriptFixtures.problems { _ = try script.recipe(environment: ScriptFixtures.environment) } == [
                "banners.lua:5: layout.group.subitems[1].widht: unknown key \"widht\"; did you mean \"width\"?"
            ])
    }

    @Test func configurationErrorsNameFeedLuaFields() throws {
        let manifest = try ManifestScript.load(
            source: """
                return { interSectionSpacing = 8,
                         footer = layout.boundary { height = absolute(30), contentInsets = { top = -3 } } }
                """,
            state: LuaState(name: "feed.lua"))
        let solver = LayoutSolver(environment: ScriptFixtures.environment.layout, configuration: manifest.configuration)
        #expect(
            solver.validate([]).map { manifest.diagnostic(for: $0).description } == [
                "feed.lua: footer.contentInsets.top: expected an inset of 0 or more such as 16, got -3"
            ])
    }
}
