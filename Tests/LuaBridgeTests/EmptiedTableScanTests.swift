import FeedTestSupport
import LuaBridge
import Testing

/// A call of `next` on a table emptied after it grew scans every slot (~1 ms for a million), and Lua's API cannot
/// say how many it scanned. Called from C, as a sort's comparator, no count hook ran between the calls: sorting
/// 3,000 references to such a table ran ~30 s in one C call under a 1.5 s limit. `next`, and the iterator
/// `pairs` hands out, now read the clock as they go.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct EmptiedTableScanTests {
    /// A table of 2^20 hash slots, all emptied, with itself among its former keys (so `next(h, h)` scans from
    /// there), and 3,000 references to it for a sort.
    static let emptied = """
        local h = {}
        for i = 1, (1 << 20) - 1 do h[i + 0.5] = true end
        h[h] = true
        for k in pairs(h) do h[k] = nil end
        local many = {}
        for i = 1, 3000 do many[i] = h end

        """

    @Test(arguments: ["table.sort(many, next)", "table.sort(many, (pairs(h)))"])
    func aSortComparingWithNextEndsAtTheTimeLimit(_ sort: String) throws {
        let state = try LuaState(
            name: "scan.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 1500))
        let start = ContinuousClock.now
        let error = #expect(throws: LuaError.self) { try state.run(Self.emptied + sort, chunkName: "scan.lua") }
        let took = ContinuousClock.now - start
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 7)
        #expect(took < .seconds(6), "took \(took)")
    }

    @Test func nextAndPairsStillWalkATable() throws {
        let state = try LuaState(name: "walk.lua")
        let value = try state.run(
            """
            local t = { a = 1, b = 2, 10, 20 }
            local sum, keys = 0, 0
            for k, v in pairs(t) do sum = sum + v; keys = keys + 1 end
            local k, v = next(t, nil)
            local last = next({})
            local ok, message = pcall(next, t, 'nope')
            local bad = pcall(next, nil)
            return sum .. '|' .. keys .. '|' .. tostring(k ~= nil) .. '|' .. tostring(last) .. '|' .. message
              .. '|' .. tostring(bad) .. '|' .. tostring(next == (pairs(t)))
            """, chunkName: "walk.lua")
        #expect(value == .string("33|4|true|nil|invalid key to 'next'|false|true"))
    }
}
