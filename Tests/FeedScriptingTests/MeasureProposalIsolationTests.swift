import FeedLayout
import FeedScripting
import LuaBridge
import Testing

/// Every `measure` call gets a proposal table of its own: a script that keeps one and changes it later cannot
/// reach the proposal of any other call.
@Suite("Measure proposals are new tables")
struct MeasureProposalIsolationTests {
    @Test func aKeptProposalIsNeverTheNextOneAndChangingItChangesNothing() throws {
        let script = try ScriptFixtures.load(
            """
            local kept
            return {
              id = "rows", items = { { id = "a" }, { id = "b" }, { id = "c" } },
              measure = function(item, proposal, env)
                assert(proposal ~= kept, "a proposal table was handed out twice")
                if kept then kept.width, kept.height, kept.estimatedHeight = -1, -1, false end
                kept = proposal
                return { height = proposal.width + proposal.height + (proposal.estimatedHeight and 1 or 0) }
              end,
              layout = layout.list {},
            }
            """, name: "rows.lua")
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: ScriptFixtures.environment)
        let heights = items.indices.map { index in
            measurer.measure(
                MeasureRequest(
                    section: 0, element: .item(index), proposedSize: Size(width: 358, height: 44),
                    isWidthEstimated: false, isHeightEstimated: true))?.height
        }
        #expect(measurer.diagnostics.isEmpty, "\(measurer.diagnostics)")
        #expect(heights == [403, 403, 403])
    }
}
