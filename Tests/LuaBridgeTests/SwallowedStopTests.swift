import LuaBridge
import Testing

/// A stop (budget, time limit, cancellation) caught by `pcall`, `xpcall` or a coroutine still ends the run with
/// the stop's error, naming the script and a line: the next instruction's (where the stop is raised again), or
/// where it was raised when the script returned straight after (`return pcall(f)` runs no instruction for the
/// count hook to raise at).
@Suite struct SwallowedStopTests {
    /// A script of `lines` stopped by the budget at `line`.
    static func stop(_ label: String, _ lines: [String], at line: Int, coroutines: Bool = false) -> HostileCase {
        HostileCase(
            label: label, source: lines.joined(separator: "\n"), kind: .budgetExceeded, line: line,
            allowsCoroutines: coroutines)
    }

    static let cases = [
        stop(
            "pcall of a loop, returned at once", ["", "return pcall(function()", "  while true do end", "end)"], at: 3),
        stop(
            "xpcall of a loop, returned at once",
            ["return xpcall(function() while true do end end, function(m) return m end)"], at: 1),
        stop(
            "pcall of a charged library call, returned at once",
            ["", "", "return pcall(string.rep, '', math.maxinteger)"], at: 3),
        stop(
            "pcall of a host call, returned at once",
            [
                "local text = '[' .. string.rep('1,', 40000) .. '1]'",
                "return pcall(function() while true do json.decode(text) end end)",
            ], at: 2),
        stop(
            "coroutine.resume that caught the stop",
            [
                "local co = coroutine.create(function()", "  while true do end", "end)",
                "local ok = coroutine.resume(co)", "return { ok = ok }",
            ], at: 5, coroutines: true),
        stop(
            "coroutine.wrap under pcall",
            ["local ok = pcall(coroutine.wrap(function() while true do end end))", "return 1"], at: 2,
            coroutines: true),
    ]

    @Test(arguments: cases)
    func endsWithTheStop(_ hostile: HostileCase) throws {
        let state = try LuaState(
            name: "s.lua", limits: LuaLimits(instructionBudget: 200_000), allowsCoroutines: hostile.allowsCoroutines)
        let error = #expect(throws: LuaError.self) { try state.run(hostile.source, chunkName: "s.lua") }
        #expect(error?.kind == hostile.kind, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.chunkName == "s.lua")
        #expect(error?.line == hostile.line, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.message.hasPrefix("instruction budget exceeded") == true, "\(error?.message ?? "")")
        // The stop belonged to that entry: the next one runs with a fresh budget.
        #expect(try state.run("return 1 + 1", chunkName: "next.lua") == .integer(2))
    }

    @Test func aCancellationCaughtByPcallStillEndsTheRun() throws {
        let state = try LuaState(name: "c.lua")
        let cancellation = LuaCancellation()
        state.cancellation = cancellation
        cancellation.cancel()
        let error = #expect(throws: LuaError.self) {
            try state.run("return pcall(function() while true do end end)", chunkName: "c.lua")
        }
        #expect(error?.kind == .cancelled, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 1)
    }

    @Test func aTimeLimitCaughtByPcallStillEndsTheRun() throws {
        let state = try LuaState(name: "t.lua", limits: LuaLimits(instructionBudget: Int.max / 2, timeLimit: 100))
        let error = #expect(throws: LuaError.self) {
            try state.run("return pcall(function()\n  while true do end\nend)", chunkName: "t.lua")
        }
        #expect(error?.kind == .timeLimit, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 2)
    }

    /// A coroutine made before the stop runs on until its own next hook tick when the stop passes it by; the host
    /// calls it makes then are refused before they do any work (here `print`, which would log).
    @Test func aStoppedScriptsCoroutineCallsNoHost() throws {
        let box = LogBox()
        let state = try LuaState(
            name: "h.lua", limits: LuaLimits(instructionBudget: 200_000), allowsCoroutines: true,
            log: { box.lines.append($0) })
        let source = [
            "local b = coroutine.create(function() while true do end end)",
            "local a = coroutine.create(function()", "  coroutine.resume(b)", "  print('after the stop')", "end)",
            "coroutine.resume(a)", "return 1",
        ]
        let error = #expect(throws: LuaError.self) {
            try state.run(source.joined(separator: "\n"), chunkName: "h.lua")
        }
        #expect(error?.kind == .budgetExceeded, "\(error.map(String.init(describing:)) ?? "")")
        #expect(box.lines.isEmpty, "\(box.lines)")
    }
}
