import Foundation
import LuaBridge
import Testing

/// `LuaState.withHeldClock`: a batch of entries timed as one, each entry keeping its own budget and its own stop.
@Suite struct HeldClockTests {
    /// A function running `n` loop iterations (about 4 instructions each).
    static func counter(_ state: LuaState) throws -> LuaFunctionReference {
        let made = try state.run(
            "return function(n)\n  local x = 0\n  while x < n do x = x + 1 end\n  return x\nend", chunkName: "c.lua")
        guard case .function(let function) = made else { throw HeldClockFailure.notAFunction }
        return function
    }

    enum HeldClockFailure: Error { case notAFunction }

    @Test func everyEntryGetsAFreshBudget() throws {
        let state = try LuaState(name: "c.lua", limits: LuaLimits(instructionBudget: 100_000))
        let count = try Self.counter(state)
        // Ten entries of about 60% of the budget each: together six budgets, each alone within one.
        try state.withHeldClock { () throws(LuaError) in
            for _ in 0..<10 { #expect(try state.call(count, [.number(15_000)]) == .integer(15_000)) }
        }
    }

    @Test func aRunawayEntryIsStoppedByItsOwnBudget() throws {
        let state = try LuaState(name: "c.lua", limits: LuaLimits(instructionBudget: 100_000))
        let count = try Self.counter(state)
        var errors: [LuaError] = []
        state.withHeldClock {
            for n: Double in [1_000, 1e9, 1_000] {
                do throws(LuaError) { _ = try state.call(count, [.number(n)]) } catch { errors.append(error) }
            }
        }
        // Only the runaway stops, with the budget's error at its line; the entry after it runs again.
        #expect(errors.map(\.kind) == [.budgetExceeded])
        #expect(errors.first?.line == 3)
    }

    @Test func theTimeLimitStopsAnEntryInsideTheBatch() throws {
        let state = try LuaState(name: "c.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 100))
        let count = try Self.counter(state)
        let start = ContinuousClock.now
        let error = #expect(throws: LuaError.self) {
            try state.withHeldClock { () throws(LuaError) in _ = try state.call(count, [.number(1e15)]) }
        }
        #expect(error?.kind == .timeLimit)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func theBatchIsTimedAsOneAndCountsTowardsTheRun() throws {
        let state = try LuaState(name: "c.lua", limits: LuaLimits(timeLimit: 150))
        let count = try Self.counter(state)
        // Outside a batch the host's time between entries is not the script's.
        _ = try state.call(count, [.number(10)])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(try state.call(count, [.number(10_000)]) == .integer(10_000))
        // Inside one, the batch's whole time is: an entry after 200 ms of it stops at its first tick.
        let error = #expect(throws: LuaError.self) {
            try state.withHeldClock { () throws(LuaError) in
                _ = try state.call(count, [.number(10)])
                Thread.sleep(forTimeInterval: 0.2)
                _ = try state.call(count, [.number(10_000)])
            }
        }
        #expect(error?.kind == .timeLimit)
        // And the batch's time stays spent after it, until the host starts a new run.
        #expect(throws: LuaError.self) { try state.call(count, [.number(10_000)]) }
        state.startRun()
        #expect(try state.call(count, [.number(10_000)]) == .integer(10_000))
    }
}
