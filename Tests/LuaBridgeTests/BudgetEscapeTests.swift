import FeedTestSupport
import Foundation
import LuaBridge
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// CPU time of the calling thread: what a script run on it cost, whatever else loads the machine.
func threadCPUTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
}

/// Work a script causes outside Lua instructions — in a message handler, in C library loops, in long strings —
/// is charged to the same budget, so each of these scripts ends as that script's error within two seconds at
/// the default limits (issue 18, item 1); what nothing charges ends at the time limit. Durations are the test
/// thread's CPU time, which a loaded machine does not inflate (the suite runs one case at a time).
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct BudgetEscapeTests {
    static let cases: [HostileCase] = [
        HostileCase(
            label: "xpcall handler that loops",
            source: "\nxpcall(error, function() while true do end end)", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "xpcall handler that loops after the budget",
            source: "xpcall(function() while true do end end,\n function() while true do end end)",
            kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "string.rep of the empty string",
            source: "return string.rep('', math.maxinteger)", kind: .budgetExceeded, line: 1),
        HostileCase(
            label: "table.move of the whole integer range",
            source: "table.move({}, 1, math.maxinteger - 1, 2)", kind: .budgetExceeded, line: 1),
        HostileCase(
            label: "table.insert under a huge __len",
            source: "local t = setmetatable({}, { __len = function() return math.maxinteger - 1 end })\n"
                + "table.insert(t, 1, 'x')", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "table.remove under a huge __len",
            source: "local t = setmetatable({}, { __len = function() return math.maxinteger - 1 end })\n"
                + "table.remove(t, 1)", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "table.sort with a C comparator",
            source: "local t = setmetatable({}, { __len = function() return 2^31 - 2 end })\n"
                + "table.sort(t, rawequal)", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "table.concat through a C __index",
            source: "local p = setmetatable({}, { __index = table.concat })\n"
                + "return table.concat(p, '', 1, math.maxinteger)", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "utf8.len of 24 MiB in a loop",
            source: "local s = string.rep('a', 24 << 20)\nwhile true do utf8.len(s) end", kind: .budgetExceeded,
            line: 2),
        HostileCase(
            label: "utf8.codes' iterator over continuation bytes",
            source: "local s = string.rep('\\x80', 24 << 20)\nlocal step = utf8.codes('a')\n"
                + "while true do step(s, 0) end", kind: .budgetExceeded, line: 3),
        HostileCase(
            label: "upper of 24 MiB in a loop",
            source: "local s = string.rep('a', 12 << 20)\nwhile true do s:upper() end", kind: .budgetExceeded, line: 2),
        HostileCase(
            // 6.5 MB built from 4,097 matching steps: uncharged, it looped until the time limit.
            label: "gsub repeating a match in a loop",
            source: "local s, r = string.rep('x', 4096), string.rep('%0', 1600)\nwhile true do s:gsub('.+', r) end",
            kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "concatenating 16 MiB in a loop",
            source: "local s = string.rep('x', 16 << 20)\nwhile true do local t = s .. s end", kind: .budgetExceeded,
            line: 2),
    ]

    @Test(arguments: cases)
    func endsWithinTwoSeconds(_ hostile: HostileCase) throws {
        let state = try LuaState(name: "hostile.lua")
        let start = threadCPUTime()
        let error = #expect(throws: LuaError.self) { try state.run(hostile.source, chunkName: "hostile.lua") }
        let elapsed = threadCPUTime() - start
        #expect(error?.kind == hostile.kind, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == hostile.line, "\(error.map(String.init(describing:)) ?? "")")
        #expect(elapsed < .seconds(2), "took \(elapsed)")
        #expect(try state.run("return #('ab'):rep(3)", chunkName: "next.lua") == .integer(6))
    }

    @Test func handlerLoopEndsEvenWithATinyBudget() throws {
        let state = try LuaState(name: "h.lua", limits: LuaLimits(instructionBudget: 1000))
        let error = #expect(throws: LuaError.self) {
            try state.run("xpcall(error, function() while true do end end)", chunkName: "h.lua")
        }
        #expect(error?.kind == .budgetExceeded)
    }

    @Test func handlerStillRunsForOrdinaryErrors() throws {
        let state = try LuaState(name: "h.lua")
        let value = try state.run(
            "local ok, message = xpcall(error, function(m) return 'handled: ' .. m end, 'boom')\nreturn message",
            chunkName: "h.lua")
        #expect(value == .string("handled: boom"))
    }

    /// Runs `source` under `limits` and returns its error and how long the run took.
    static func stopped(_ source: String, chunk: String, limits: LuaLimits) throws -> (LuaError?, Duration) {
        let state = try LuaState(name: chunk, limits: limits)
        let start = ContinuousClock.now
        let error = #expect(throws: LuaError.self) { try state.run(source, chunkName: chunk) }
        return (error, ContinuousClock.now - start)
    }

    @Test func uncountedWorkEndsAtTheTimeLimit() throws {
        // Comparing two long strings is one instruction that neither the budget nor a charge sees.
        let (error, took) = try Self.stopped(
            "local a, b = ('x'):rep(1 << 20) .. 'a', ('x'):rep(1 << 20) .. 'b'\nwhile true do local e = a == b end",
            chunk: "t.lua", limits: LuaLimits(timeLimit: 300))
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.limit == 300)
        #expect(error?.line == 2)
        #expect(error?.message == "time limit exceeded: the script ran for 300 ms without finishing")
        #expect(took < .seconds(2))
    }

    /// Host work runs few instructions, so few hook ticks: a charge reads the clock itself. Before it did, 40
    /// `json.decode` calls of a 2.6 MB text ran 9 s past a 1 s limit.
    @Test func hostWorkInALoopEndsAtTheTimeLimit() throws {
        let (error, took) = try Self.stopped(
            """
            local parts = {}
            for i = 1, 20000 do parts[i] = '{"a":' .. i .. '}' end
            local text = '[' .. table.concat(parts, ',') .. ']'
            for _ = 1, 400 do json.decode(text) end
            """, chunk: "j.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 300))
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 4)
        #expect(took < .seconds(3))
    }

    /// One pattern call is one instruction: the matcher charged every step to the budget but never looked at the
    /// clock, so with a large budget a backtracking `find` ran long past the time limit (0.72 s at a 0.2 s limit
    /// in a release build, 67 s here before the fix). The budget is now handed out in slices, with the time limit
    /// and a cancellation checked between them.
    @Test func aLongPatternMatchEndsAtTheTimeLimit() throws {
        let (error, took) = try Self.stopped(
            "local s = string.rep('a', 5000) .. 'b'\nstring.find(s, string.rep('a*', 30) .. 'c')", chunk: "p.lua",
            limits: LuaLimits(instructionBudget: 400_000_000, timeLimit: 200))
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 2)
        #expect(took < .seconds(3))
    }

    /// The budget is out of the way: at the default 50,000,000 instructions a fast machine spent it before the
    /// 200 ms had passed (0.198 s, `budgetExceeded`), and the test measured the wrong limit.
    @Test func timeLimitCountsEveryEntryOfARunUntilStartRun() throws {
        let state = try LuaState(name: "t.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 200))
        let made = try state.run(
            "return function(forever)\n  local x = 0\n  repeat x = x + 1 until x == 10000 and not forever\nend",
            chunkName: "t.lua")
        guard case .function(let work) = made else {
            Issue.record("expected a function, got \(made)")
            return
        }
        let spent = #expect(throws: LuaError.self) { try state.call(work, [.boolean(true)]) }
        #expect(spent?.kind == .timeLimit)
        // The run's time is used up: a short entry stops at its first tick, until the host starts a new run.
        let again = #expect(throws: LuaError.self) { try state.call(work, [.boolean(false)]) }
        #expect(again?.kind == .timeLimit)
        state.startRun()
        #expect(try state.call(work, [.boolean(false)]) == .nil)
    }

    @Test func cancellationStopsALoopFromAnotherThread() async throws {
        let state = try LuaState(name: "c.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 0))
        let cancellation = LuaCancellation()
        state.cancellation = cancellation
        let start = ContinuousClock.now
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            cancellation.cancel()
        }
        let error = #expect(throws: LuaError.self) {
            try state.run("while true do pcall(function() while true do end end) end", chunkName: "c.lua")
        }
        #expect(error?.kind == .cancelled)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func ordinaryLibraryCallsStillWork() throws {
        let state = try LuaState(name: "o.lua")
        let value = try state.run(
            """
            local t = {}
            for i = 1, 100 do table.insert(t, i) end
            table.insert(t, 1, 0)
            table.remove(t, 1)
            table.sort(t, function(a, b) return a > b end)
            local moved = table.move(t, 1, 3, 1, {})
            local s = table.concat(moved, ",")
            return s .. "|" .. utf8.len("héllo") .. "|" .. ("abc"):upper() .. "|" .. ("abcdef"):sub(2, 4)
              .. "|" .. select("#", table.unpack(t)) .. "|" .. utf8.offset("héllo", 3) .. "|" .. ("x"):rep(3, "-")
            """, chunkName: "o.lua")
        #expect(value == .string("100,99,98|5|ABC|bcd|100|4|x-x-x"))
    }
}
