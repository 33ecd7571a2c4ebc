import LuaBridge
import Testing

/// A script that attacks the host, and how it must end.
struct HostileCase: Sendable, CustomTestStringConvertible {
    let label: String
    let source: String
    let kind: LuaError.Kind?
    let line: Int
    var allowsCoroutines = false

    var testDescription: String { label }
}

/// Every hostile case ends as a `LuaError` naming the chunk and line, the state gives its memory back, and the
/// same state, as well as a new one, runs the next script normally.
@Suite struct HostileScriptTests {
    static let cases: [HostileCase] = [
        HostileCase(
            label: "endless loop", source: "local x = 0\nwhile true do x = x + 1 end", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "endless loop caught by pcall in a loop",
            source: "while true do\n  pcall(function() while true do end end)\nend", kind: .budgetExceeded, line: 2),
        HostileCase(
            label: "error handler that swallows the budget",
            source: "while true do xpcall(function() while true do end end, function() return 0 end) end",
            kind: .budgetExceeded, line: 1),
        HostileCase(
            label: "looping coroutine",
            source:
                "local co = coroutine.create(function() while true do end end)\nwhile true do coroutine.resume(co) end",
            kind: .budgetExceeded, line: 2, allowsCoroutines: true),
        HostileCase(
            label: "coroutine is not in the sandbox",
            source: "local co = coroutine.create(function() while true do end end)", kind: .runtime, line: 1),
        HostileCase(
            label: "unbounded table growth",
            source: "local t = {}\nlocal i = 0\nwhile true do i = i + 1; t[i] = {} end",
            kind: .memoryLimit, line: 3),
        HostileCase(
            label: "doubling string", source: "local s = 'x'\nwhile true do s = s .. s end", kind: .memoryLimit, line: 2
        ),
        HostileCase(label: "string.rep 2^40", source: "return string.rep('x', 2^40)", kind: .memoryLimit, line: 1),
        HostileCase(label: "rep method 1e9", source: "local s = ('x'):rep(1e9)", kind: .memoryLimit, line: 1),
        HostileCase(
            label: "Lua recursion", source: "local function f(n)\n  return 1 + f(n + 1)\nend\nreturn f(1)", kind: nil,
            line: 2),
        HostileCase(
            label: "C stack through gsub", source: "local function f(s)\n  return (s:gsub('.', f))\nend\nreturn f('x')",
            kind: .runtime, line: 2),
        HostileCase(
            label: "C stack through table.sort",
            source: "local function less(a, b)\n  table.sort({ 3, 2, 1 }, less)\n  return a < b\nend\n"
                + "table.sort({ 3, 2, 1 }, less)", kind: .runtime, line: 2),
        HostileCase(
            label: "C stack through __index",
            source: "local t = setmetatable({}, { __index = function(t, k)\n  return t[k]\nend })\nreturn t.x",
            kind: .runtime, line: 2),
        HostileCase(label: "os.execute", source: "os.execute('true')", kind: .runtime, line: 1),
        HostileCase(label: "io.open", source: "local f = io.open('/etc/passwd')", kind: .runtime, line: 1),
        HostileCase(label: "os.getenv", source: "\nreturn os.getenv('HOME')", kind: .runtime, line: 2),
        HostileCase(label: "debug.sethook", source: "debug.sethook()", kind: .runtime, line: 1),
        HostileCase(
            label: "package.loadlib", source: "package.loadlib('libc.so.6', 'system')", kind: .runtime, line: 1),
        HostileCase(label: "dofile", source: "dofile('/etc/passwd')", kind: .runtime, line: 1),
        HostileCase(label: "loadfile", source: "loadfile('/etc/passwd')", kind: .runtime, line: 1),
        HostileCase(label: "collectgarbage", source: "collectgarbage('stop')", kind: .runtime, line: 1),
        HostileCase(
            label: "load of string.dump", source: "local f = function() end\nreturn load(string.dump(f))",
            kind: .runtime, line: 2),
        HostileCase(
            label: "binary chunk", source: "return assert(load('\\27Lua\\84\\0\\25\\147\\13\\10\\26\\10'))",
            kind: .runtime, line: 1),
        HostileCase(label: "require ../x", source: "return require '../x'", kind: .sandbox, line: 1),
        HostileCase(label: "require /etc/passwd", source: "\nreturn require('/etc/passwd')", kind: .sandbox, line: 2),
        HostileCase(label: "error with a table", source: "\nerror({})", kind: .runtime, line: 2),
        HostileCase(
            label: "__gc finalizer", source: "setmetatable({}, { __gc = function() end })", kind: .sandbox, line: 1),
        HostileCase(
            label: "metatable on _G",
            source: "setmetatable(_G, { __index = function(t, k) return rawget(t, k) end })\nreturn io.open('x')",
            kind: .runtime, line: 2),
        HostileCase(
            label: "string metatable", source: "local s = getmetatable('').__index\nreturn s.dump(print)",
            kind: .runtime, line: 2),
    ]

    @Test(arguments: cases)
    func endsAsAnErrorAndTheProcessGoesOn(_ hostile: HostileCase) throws {
        let state = try LuaState(name: "hostile.lua", allowsCoroutines: hostile.allowsCoroutines)
        #expect(try state.run("return 1", chunkName: "warmup.lua") == .integer(1))
        state.collectGarbage()
        let before = state.memoryInUse
        let error = #expect(throws: LuaError.self) { try state.run(hostile.source, chunkName: "hostile.lua") }
        if let kind = hostile.kind { #expect(error?.kind == kind, "\(error.map(String.init(describing:)) ?? "")") }
        #expect(error?.chunkName == "hostile.lua", "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == hostile.line, "\(error.map(String.init(describing:)) ?? "")")
        // Only the interned strings of the failed chunk may remain: well under a kilobyte.
        #expect(state.memoryInUse <= before + 1024, "before \(before), after \(state.memoryInUse)")
        #expect(
            try state.run("local t = {} for i = 1, 1000 do t[i] = i end return #t", chunkName: "next.lua")
                == .integer(1000))
        let fresh = try LuaState(name: "fresh.lua")
        #expect(try fresh.run("return ('ab'):rep(3)", chunkName: "fresh.lua") == .string("ababab"))
    }

    @Test func nonStringErrorObjectReadsAsAMessage() throws {
        let state = try LuaState(name: "e.lua")
        let error = #expect(throws: LuaError.self) { try state.run("error({ code = 42 })", chunkName: "e.lua") }
        #expect(error?.message == "(error object is a table value)")
        #expect(error?.description == "e.lua:1: (error object is a table value)")
        #expect(error?.traceback?.contains("stack traceback") == true)
    }

    @Test func budgetIsFreshForEveryEntry() throws {
        let state = try LuaState(name: "b.lua", limits: LuaLimits(instructionBudget: 200_000))
        let work = try state.run(
            "return function() local x = 0 for i = 1, 20000 do x = x + i end return x end", chunkName: "b.lua")
        guard case .function(let function) = work else {
            Issue.record("expected a function, got \(work)")
            return
        }
        // Each call needs about 80k instructions: five calls in a row would spend one budget four times over.
        for _ in 0..<5 { #expect(try state.call(function) == .integer(200_010_000)) }
    }

    @Test func removedNamesAreUnreachableThroughMetatables() throws {
        let state = try LuaState(name: "probe.lua")
        let found = try state.run(
            """
            setmetatable(_G, { __index = function(t, k) return rawget(t, k) end })
            local found = {}
            for _, name in ipairs({ "io", "debug", "package", "dofile", "loadfile", "collectgarbage", "warn",
                                    "coroutine", "require_" }) do
              if _G[name] ~= nil then found[#found + 1] = name end
            end
            for _, name in ipairs({ "execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale" }) do
              if os[name] ~= nil then found[#found + 1] = "os." .. name end
            end
            if getmetatable("").__index.dump ~= nil then found[#found + 1] = "string.dump" end
            if string.dump ~= nil then found[#found + 1] = "string.dump" end
            local env = load("return io or debug or package", "x", "t", {})
            if env() ~= nil then found[#found + 1] = "env" end
            return found
            """, chunkName: "probe.lua")
        #expect(found == .array([]))
    }

    @Test func loadAcceptsTextAndGivesTheSandboxEnvironment() throws {
        let state = try LuaState(name: "l.lua")
        let value = try state.run(
            "local f = load('return string.upper(...)')\nreturn f('abc'), select('#', load('\\27Lua'))",
            chunkName: "l.lua")
        #expect(value == .string("ABC"))
        let refused = try state.run("local f, message = load('\\27Lua')\nreturn message", chunkName: "l.lua")
        #expect(refused.stringValue?.contains("binary") == true)
    }
}
