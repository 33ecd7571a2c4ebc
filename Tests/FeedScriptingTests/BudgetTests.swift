import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Script callbacks run under the state's limits")
struct BudgetTests {
    /// A runaway `frames(env)` or `measure` ends as a diagnostic of the script, never a hang of the host.
    @Test(arguments: ["frames", "measure"])
    func runawayCallbacksBecomeDiagnostics(callback: String) throws {
        let state = try LuaState(name: "loop.lua", limits: LuaLimits(instructionBudget: 200_000))
        let frames =
            callback == "frames" ? "function(env) while true do end end" : "{ { x = 0, y = 0, width = 1, height = 1 } }"
        let measure = callback == "measure" ? "function(item, proposal, env) while true do end end" : "nil"
        let script = try SectionScript(
            name: "loop.lua",
            source: """
                return {
                  id = "loop", items = { { id = 1 } }, measure = \(measure),
                  layout = layout.section { group = layout.group.custom { height = estimated(10), frames = \(frames) } },
                }
                """,
            state: state)
        let environment = ScriptFixtures.environment
        let problems = ScriptFixtures.problems {
            _ = try script.recipe(environment: environment)
            let proposal = MeasureRequest(
                section: 0, element: .item(0), proposedSize: Size(width: 1, height: 10), isWidthEstimated: false,
                isHeightEstimated: true)
            _ = try script.measure(SectionItem(id: "1"), index: 0, proposal: proposal, environment: environment)
        }
        #expect(problems.count == 1)
        let field = callback == "frames" ? "layout.group.frames" : "measure(items[1])"
        #expect(problems.first?.hasPrefix("loop.lua:") == true)
        #expect(problems.first?.contains(": \(field): ") == true, "\(problems)")
        #expect(problems.first?.contains("budget") == true, "\(problems)")
    }
}
