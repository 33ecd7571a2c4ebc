import Foundation
import LuaBridge
import Testing

/// A cancellation's deadline (`LuaCancellation(feedTimeLimit:)`) bounds every state it is set on together, by
/// wall-clock time from its making: a state's own run restarts (`startRun`) do not move it, and a state set on
/// it after it passed stops at its first tick. Each script's own time limit is off here, so only the deadline
/// can stop these loops.
@Suite struct FeedDeadlineTests {
    private static let unlimited = LuaLimits(instructionBudget: Int.max / 2, timeLimit: 0)

    @Test func aLoopStopsAtTheRunsDeadlineWithItsOwnMessage() throws {
        let cancellation = LuaCancellation(feedTimeLimit: 150)
        let state = try LuaState(name: "a.lua", limits: Self.unlimited)
        state.cancellation = cancellation
        let error = #expect(throws: LuaError.self) { try state.run("\nwhile true do end", chunkName: "a.lua") }
        #expect(error?.kind == .feedTimeLimit)
        #expect(error?.limit == 150)
        #expect(error?.line == 2)
        #expect(
            error?.message
                == "feed time limit exceeded: the feed's scripts ran for 150 ms and this one had not finished")
    }

    @Test func aStateJoiningAfterTheDeadlineStopsAtOnceAndStartRunDoesNotMoveIt() throws {
        let cancellation = LuaCancellation(feedTimeLimit: 1)
        Thread.sleep(forTimeInterval: 0.01)
        let state = try LuaState(name: "b.lua", limits: Self.unlimited)
        state.cancellation = cancellation
        state.startRun()
        let work = "local x = 0 for i = 1, 1000000 do x = x + i end return x"
        let error = #expect(throws: LuaError.self) { try state.run(work, chunkName: "b.lua") }
        #expect(error?.kind == .feedTimeLimit)
        // The same work finishes under a run without a deadline.
        state.cancellation = LuaCancellation()
        state.startRun()
        #expect(try state.run(work, chunkName: "b.lua") == .integer(500_000_500_000))
    }

    @Test func aWholeSecondLimitIsWordedInSeconds() throws {
        let cancellation = LuaCancellation(feedTimeLimit: 1000)
        let state = try LuaState(name: "c.lua", limits: Self.unlimited)
        state.cancellation = cancellation
        let error = #expect(throws: LuaError.self) { try state.run("while true do end", chunkName: "c.lua") }
        #expect(
            error?.message == "feed time limit exceeded: the feed's scripts ran for 1 s and this one had not finished")
    }
}
