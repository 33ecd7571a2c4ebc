import LuaBridge
import Testing

/// Collects log lines; used from the test's single thread only.
final class LogBox: @unchecked Sendable {
    var lines: [String] = []
}

/// The sandbox's own services: print, require, math.random, json.
@Suite struct LuaSandboxTests {
    @Test func printGoesToTheLogWithTheScriptName() throws {
        let box = LogBox()
        let state = try LuaState(name: "banners.lua", log: { box.lines.append($0) })
        _ = try state.run("print('hello', 42, nil, true)\nprint()", chunkName: "banners.lua")
        #expect(box.lines == ["banners.lua: hello\t42\tnil\ttrue", "banners.lua: "])
    }

    @Test func requireResolvesDottedNamesOnceAndRecordsThem() throws {
        let box = LogBox()
        let modules = [
            "util.format": "local M = {} function M.twice(s) return s .. s end print('loaded') return M",
            "empty": "local x = 1",
        ]
        let state = try LuaState(
            name: "s.lua", log: { box.lines.append($0) },
            moduleSource: { name in
                box.lines.append("asked " + name)
                return modules[name]
            })
        let value = try state.run(
            "local f = require 'util.format'\nlocal g = require('util.format')\nreturn f == g and f.twice('ab'), require 'empty'",
            chunkName: "s.lua")
        #expect(value == .string("abab"))
        #expect(box.lines == ["asked util.format", "s.lua: loaded", "asked empty"])
        #expect(state.requiredModules == ["util.format", "empty"])
    }

    /// A module looked for and not found is noted too (its file may come later), each name once; names not found
    /// no more than their limit however many a script asks for, the modules found whatever came before.
    @Test func requireNotesMissingModulesUpToTheLimit() throws {
        let state = try LuaState(
            name: "s.lua",
            moduleSource: { name throws(ModuleUnreadable) in
                if name == "unreadable" { throw ModuleUnreadable(reason: "not a regular file") }
                return name.hasPrefix("here") ? "return 1" : nil
            })
        let found = try state.run(
            "local ok = pcall(require, 'later') pcall(require, 'later') pcall(require, 'unreadable') require 'here' return ok",
            chunkName: "s.lua")
        #expect(found == .boolean(false))
        #expect(state.requiredModules == ["later", "unreadable", "here"])
        _ = try state.run(
            "for i = 1, \(LuaState.missingModuleLimit + 1000) do pcall(require, 'm' .. i) end require 'here2'",
            chunkName: "s.lua")
        #expect(state.requiredModules.count == LuaState.missingModuleLimit + 2)
        #expect(state.requiredModules.prefix(4) == ["later", "unreadable", "here", "m1"])
        #expect(state.requiredModules.last == "here2")
    }

    /// A missing module's suggestion lists `lib/`, host work no instruction pays for: a loop of missing
    /// `require`s asked for one each time and ran past the time limit between two hook ticks (4.2 s under a 1 s
    /// limit with 2,000 folders in `lib/`, debug build). A run asks for the first few only.
    @Test func aRunAsksForTheFirstFewModuleSuggestionsOnly() throws {
        final class Calls { var count = 0 }
        let calls = Calls()
        let state = try LuaState(
            name: "s.lua",
            moduleSuggestion: { _ in
                calls.count += 1
                return "near"
            })
        let first = try state.run(
            "local _, e = pcall(require, 'a') for i = 1, 1000 do pcall(require, 'm' .. i) end return e",
            chunkName: "s.lua")
        #expect(calls.count == LuaState.moduleSuggestionLimit)
        #expect(first.stringValue?.contains("did you mean \"near\"?") == true, "\(first)")
        state.startRun()
        _ = try state.run("pcall(require, 'b')", chunkName: "s.lua")
        #expect(calls.count == LuaState.moduleSuggestionLimit + 1)
    }

    /// The library functions the sandbox wraps (to charge their work) call the original from C, so the
    /// original's own argument check could not name itself: `s.lua:2: bad argument #2 to '?' (number expected,
    /// got table)`, for `string.sub`, `table.concat`, `setmetatable`, `os.date` and the others.
    @Test(arguments: [
        ("string.sub('x', {})", "#2 to 'string.sub'"), ("table.concat(1)", "#1 to 'table.concat'"),
        ("setmetatable(1, {})", "#1 to 'setmetatable'"), ("os.date('*t', 0.5)", "#2 to 'os.date'"),
        ("utf8.char('x')", "#1 to 'utf8.char'"),
    ])
    func aWrappedFunctionsArgumentErrorNamesIt(_ call: String, _ named: String) throws {
        let state = try LuaState(name: "s.lua")
        let error = #expect(throws: LuaError.self) { try state.run("local x = 1\n\(call)", chunkName: "s.lua") }
        #expect(error?.message.hasPrefix("bad argument \(named) (") == true, "\(String(describing: error))")
        #expect(error?.line == 2)
    }

    @Test(arguments: ["../x", "/etc/passwd", "a..b", ".a", "a.", "a/b", "a-b", "", "a b", "é"])
    func requireRefusesNamesOutsideLib(_ name: String) throws {
        let state = try LuaState(name: "s.lua", moduleSource: { _ in "return 1" })
        try state.setGlobal("name", .string(name))
        let error = #expect(throws: LuaError.self) { try state.run("return require(name)", chunkName: "s.lua") }
        #expect(error?.kind == .sandbox)
        #expect(error?.line == 1)
    }

    @Test func requireReportsMissingModulesAndModuleErrors() throws {
        let state = try LuaState(
            name: "s.lua",
            moduleSource: { name in
                switch name {
                case "broken": return "local x = 1\nerror('module failed')"
                case "loop": return "return require 'loop'"
                default: return nil
                }
            })
        let missing = #expect(throws: LuaError.self) { try state.run("require 'nope.here'", chunkName: "s.lua") }
        #expect(missing?.description == "s.lua:1: require: module \"nope.here\" not found (no lib/nope/here.lua)")
        let broken = #expect(throws: LuaError.self) { try state.run("require 'broken'", chunkName: "s.lua") }
        #expect(broken?.description == "lib/broken.lua:2: module failed")
        let loop = #expect(throws: LuaError.self) { try state.run("require 'loop'", chunkName: "s.lua") }
        #expect(loop?.message.contains("requires itself") == true)
    }

    @Test func requireSuggestsTheNearModuleTheHostNames() throws {
        let state = try LuaState(
            name: "s.lua", moduleSource: { $0 == "recipes" ? "return {}" : nil },
            moduleSuggestion: { $0 == "recipe" ? "recipes" : nil })
        let missing = #expect(throws: LuaError.self) { try state.run("require 'recipe'", chunkName: "s.lua") }
        #expect(
            missing?.description
                == "s.lua:1: require: module \"recipe\" not found (no lib/recipe.lua); did you mean \"recipes\"?")
        #expect(try state.run("return type(require 'recipes')", chunkName: "s.lua") == .string("table"))
    }

    @Test func randomIsSeededByTheScriptName() throws {
        let source = "local t = {} for i = 1, 5 do t[i] = math.random(1, 1000000) end return t"
        let first = try LuaState(name: "a.lua").run(source, chunkName: "a.lua")
        let again = try LuaState(name: "a.lua").run(source, chunkName: "a.lua")
        let other = try LuaState(name: "b.lua").run(source, chunkName: "b.lua")
        #expect(first == again)
        #expect(first != other)
        let reseeded = try LuaState(name: "a.lua").run(
            "math.random() math.randomseed() " + source, chunkName: "a.lua")
        #expect(reseeded == first)
    }

    @Test func osKeepsOnlyTheClock() throws {
        let state = try LuaState(name: "o.lua")
        let value = try state.run(
            "local names = {} for k in pairs(os) do names[#names + 1] = k end table.sort(names) return names",
            chunkName: "o.lua")
        #expect(value == .array([.string("clock"), .string("date"), .string("time")]))
    }

    @Test func stringRepBelowTheCapStillWorks() throws {
        let state = try LuaState(name: "r.lua")
        #expect(try state.run("return ('ab'):rep(3, '-')", chunkName: "r.lua") == .string("ab-ab-ab"))
        #expect(try state.run("return #string.rep('x', 1000000)", chunkName: "r.lua") == .integer(1_000_000))
    }
}
