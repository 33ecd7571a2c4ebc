import FeedTestSupport
import LuaBridge
import Testing

/// A callback's arguments are converted in one call: each table is scanned whole to find its entries, so 5,000
/// references to a table emptied after it grew to 2^21 slots kept a DSL constructor busy for 22 s under a 1 s
/// limit, and a shared tree of 10^7 values was read to the end past the limit. The conversion now charges and
/// reads the clock as it goes.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct ConversionPacingTests {
    static let emptied = """
        local e = {}
        for i = 1, 1 << 21 do e[i] = true end
        for i = 1, 1 << 21 do e[i] = nil end
        local many = {}
        for i = 1, 5000 do many[i] = e end
        take(many)
        """
    static let sharedTree = """
        local g = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }
        for _ = 1, 7 do local n = {} for j = 1, 10 do n[j] = g end g = n end



        take(g)
        """

    /// Each script with its time limit and a bound on its run: unpaced, the emptied table's ran 12 s, the tree's 4 s.
    @Test(arguments: [(emptied, 1000, 6), (sharedTree, 300, 2)])
    func aCallbacksArgumentStopsAtTheTimeLimit(_ source: String, limit: Int, bound: Int) throws {
        let state = try LuaState(name: "take.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: limit))
        state.register("take") { _, _ in .success(.nil) }
        let start = ContinuousClock.now
        let error = #expect(throws: LuaError.self) { try state.run(source, chunkName: "take.lua") }
        let took = ContinuousClock.now - start
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 6)
        #expect(took < .seconds(bound), "took \(took)")
    }

    /// What an entry returned is read after it ended, when no clock of the script runs: a provider whose `header`
    /// held 20,000 references to an emptied table of 2^21 slots kept `feed check` reading for 39–66 s under a
    /// 1 s limit. The read now stops after a time limit of its own (8,000 references: ~10 s unpaced).
    @Test func readingAReturnedValueStopsAfterATimeLimitOfItsOwn() throws {
        let state = try LuaState(name: "r.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 1000))
        let source = """
            local e = {}
            for i = 1, 1 << 21 do e[i] = true end
            for i = 1, 1 << 21 do e[i] = nil end
            local many = {}
            for i = 1, 8000 do many[i] = e end
            return { header = many }
            """
        let start = ContinuousClock.now
        let error = #expect(throws: LuaError.self) {
            try state.run(source, chunkName: "r.lua") { cursor throws(LuaError) in _ = try cursor.value() }
        }
        let took = ContinuousClock.now - start
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(took < .seconds(5), "took \(took)")
    }

    @Test func aConvertedValueIsChargedAsBefore() throws {
        let state = try LuaState(name: "t.lua", limits: LuaLimits(instructionBudget: 25_000))
        state.register("take") { _, _ in .success(.nil) }
        try state.setGlobal("t", .array((1...10_000).map { .integer(Int64($0)) }))
        // 10,001 values a call, charged once each as they are read: the third call spends the budget.
        let error = #expect(throws: LuaError.self) {
            try state.run("take(t)\ntake(t)\ntake(t)", chunkName: "t.lua")
        }
        #expect(error?.kind == .budgetExceeded)
        #expect(error?.line == 3)
    }
}
