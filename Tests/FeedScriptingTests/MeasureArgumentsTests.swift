import FeedLayout
import FeedScripting
import LuaBridge
import Testing

/// `measure`'s arguments stay in Lua between calls (`MeasureArguments`): the script's own item tables, one `env`
/// table per environment, one `proposal` table set afresh for every call.
@Suite("Measure arguments kept in Lua")
struct MeasureArgumentsTests {
    let environment = ScriptFixtures.environment

    /// Calls `measure` for every item in order, once, and returns the measured heights.
    func heights(_ source: String) throws -> [Double] {
        let script = try ScriptFixtures.load(source, name: "rows.lua")
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: environment)
        let heights = items.indices.map { index in
            let request = MeasureRequest(
                section: 0, element: .item(index), proposedSize: Size(width: 358, height: 44),
                isWidthEstimated: false, isHeightEstimated: true)
            return measurer.measure(request)?.height ?? -1
        }
        #expect(measurer.diagnostics.isEmpty, "\(measurer.diagnostics)")
        return heights
    }

    /// The item is the very table the script returned (static or from `items(ctx)`), even after the script
    /// empties its own array.
    @Test(arguments: ["rows", "function(ctx) return rows end"])
    func measureReceivesTheScriptsOwnItemTables(items: String) throws {
        let measured = try heights(
            """
            local rows = { { id = "a" }, { id = "b" }, { id = "c" } }
            local mine = {}
            for i, row in ipairs(rows) do mine[row] = i end
            return {
              id = "rows", items = \(items),
              measure = function(item, proposal, env)
                rows[1], rows[2], rows[3] = nil, nil, nil
                return { height = (mine[item] or 0) * 10 }
              end,
              layout = layout.list {},
            }
            """)
        #expect(measured == [10, 20, 30])
    }

    /// Rows of an outline are not the script's top-level tables one to one: they arrive converted, with
    /// their id as a string, as before.
    @Test func outlineRowsArriveConverted() throws {
        let measured = try heights(
            """
            return {
              id = "rows",
              items = { { id = 1, expanded = true, children = { { id = 2, size = 7 } } } },
              measure = function(item, proposal, env)
                assert(type(item.id) == "string")
                return { height = item.size or 5 }
              end,
              layout = layout.list {},
            }
            """)
        #expect(measured == [5, 7])
    }

    /// Whatever a call does to the proposal or env (new keys, a metatable, changed fields), the next call sees
    /// the proposal as the host set it.
    @Test func everyCallStartsWithAFreshProposal() throws {
        let measured = try heights(
            """
            return {
              id = "rows", items = { { id = "a" }, { id = "b" } },
              measure = function(item, proposal, env)
                assert(proposal.extra == nil and getmetatable(proposal) == nil, "proposal kept the last call's changes")
                assert(proposal.width == 358 and proposal.height == 44 and proposal.estimatedHeight == true)
                assert(env.width == 390, "env changed")
                local height = #item.id + proposal.width - 358
                proposal.extra, proposal.width = 1, 0
                setmetatable(proposal, { __index = function() return 99 end })
                return { height = height }
              end,
              layout = layout.list {},
            }
            """)
        #expect(measured == [1, 1])
    }
}
