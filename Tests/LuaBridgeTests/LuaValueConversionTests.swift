import LuaBridge
import Testing

/// Values survive Swift → Lua → Swift, and Lua tables come back in the documented shape.
@Suite struct LuaValueConversionTests {
    /// Sends `value` through a Lua identity function.
    private func echo(_ value: LuaValue) throws -> LuaValue {
        let state = try LuaState(name: "echo.lua")
        let identity = try #require(
            try state.run("return function(...) return ... end", chunkName: "echo.lua").functionValue)
        return try state.call(identity, [value])
    }

    @Test(arguments: [
        LuaValue.nil, .boolean(true), .boolean(false), .integer(0), .integer(Int64.max), .integer(Int64.min),
        .number(3.0), .number(-0.5), .number(1e300), .number(.infinity), .number(-.infinity),
        .string(""), .string("héllo wörld 🌍 日本"), .string("a\u{0}b\u{0}"),
        .array([.integer(1), .string("two"), .number(3.5)]),
        .array([.array([.integer(1)]), .array([.array([.boolean(true)])])]),
        .table(["id": .string("x"), "nested": .table(["deep": .array([.integer(1), .integer(2)])])]),
        .table(["1": .string("a"), "x": .integer(2)]),
    ])
    func roundTrips(_ value: LuaValue) throws {
        #expect(try echo(value) == value)
    }

    @Test func integersAndFloatsStayApart() throws {
        let state = try LuaState(name: "n.lua")
        let value = try state.run("return { 3, 3.0, 2^53, 7 // 2, 7 / 2 }", chunkName: "n.lua")
        #expect(value == .array([.integer(3), .number(3), .number(9_007_199_254_740_992), .integer(3), .number(3.5)]))
    }

    @Test func notANumberCrossesAsANumber() throws {
        let nan = try echo(.number(.nan))
        guard case .number(let number) = nan else {
            Issue.record("expected a number, got \(nan)")
            return
        }
        #expect(number.isNaN)
        let state = try LuaState(name: "n.lua")
        let fromLua = try state.run("return 0/0", chunkName: "n.lua")
        #expect(fromLua.numberValue?.isNaN == true)
    }

    @Test func tableShapes() throws {
        let state = try LuaState(name: "t.lua")
        #expect(try state.run("return {}", chunkName: "t.lua") == .array([]))
        #expect(
            try state.run("return { 10, 20, x = 'y' }", chunkName: "t.lua")
                == .table(["1": .integer(10), "2": .integer(20), "x": .string("y")]))
        #expect(
            try state.run("return { [1] = 'a', [3] = 'c' }", chunkName: "t.lua")
                == .table(["1": .string("a"), "3": .string("c")]))
        #expect(try state.run("return { [-1] = true }", chunkName: "t.lua") == .table(["-1": .boolean(true)]))
        // A table shared by two fields is not a cycle.
        let shared = try state.run("local s = { 1 } return { a = s, b = s }", chunkName: "t.lua")
        #expect(shared == .table(["a": .array([.integer(1)]), "b": .array([.integer(1)])]))
    }

    @Test func metamethodsDoNotRunDuringConversion() throws {
        let state = try LuaState(name: "m.lua")
        let value = try state.run(
            """
            local t = setmetatable({ a = 1 }, { __index = function() error("ran") end,
                                                __pairs = function() error("ran") end, __len = function() return 99 end })
            return t
            """, chunkName: "m.lua")
        #expect(value == .table(["a": .integer(1)]))
    }

    @Test func invalidUTF8IsRepaired() throws {
        let state = try LuaState(name: "u.lua")
        #expect(try state.run("return 'a\\255b'", chunkName: "u.lua") == .string("a\u{FFFD}b"))
    }

    @Test(arguments: [
        ("local t = {} t.self = t return t", "self: the table contains itself (a cycle)"),
        ("local t = { { {} } } t[1][1][1] = t return t", "[1][1][1]: the table contains itself (a cycle)"),
        ("return { [1.5] = true }", "a table key must be a string or an integer, not a number"),
        ("return { [true] = 1 }", "a table key must be a string or an integer, not a boolean"),
        ("return { [1] = 'a', ['1'] = 'b' }", "two keys of one table read as \"1\" (an integer and a string)"),
        (
            "return { ['\\u{E9}'] = 1, ['e\\u{301}'] = 2 }",
            "two keys of one table read as \"\u{E9}\" (the same text in two Unicode forms)"
        ),
        ("local t = {} for i = 1, 200 do t = { t } end return t", "tables are nested deeper than 160 levels"),
    ])
    func conversionErrors(source: String, message: String) throws {
        let state = try LuaState(name: "c.lua")
        let error = #expect(throws: LuaError.self) { try state.run(source, chunkName: "c.lua") }
        #expect(error?.kind == .conversion)
        #expect(error?.messageWithPath.hasSuffix(message) == true, "\(error?.messageWithPath ?? "")")
    }

    @Test func exponentialSharingIsStoppedByTheValueLimit() throws {
        let state = try LuaState(name: "x.lua", limits: LuaLimits(maximumConvertedValues: 10_000))
        let error = #expect(throws: LuaError.self) {
            try state.run("local t = {} for i = 1, 40 do t = { t, t } end return t", chunkName: "x.lua")
        }
        #expect(error?.kind == .conversion)
    }

    @Test func functionsComeBackAsCallableReferences() throws {
        let state = try LuaState(name: "f.lua")
        let provider = try state.run(
            "return { id = 'p', items = function(n) return n * 2, 'second' end }", chunkName: "f.lua")
        let items = try #require(provider["items"].functionValue)
        #expect(try state.call(items, [.integer(21)]) == .integer(42))
        #expect(try state.callMultiple(items, [.integer(1)]) == [.integer(2), .string("second")])
        state.release(items)
        #expect(throws: LuaError.self) { try state.call(items, []) }
        let other = try LuaState(name: "g.lua")
        let error = #expect(throws: LuaError.self) { try other.call(items, []) }
        #expect(error?.kind == .conversion)
    }

    @Test func globalsAcceptNestedPaths() throws {
        let state = try LuaState(name: "g.lua")
        try state.setGlobal("ctx.vars", .table(["mode": .string("dark")]))
        try state.setGlobal("answer", .integer(42))
        #expect(try state.run("return ctx.vars.mode .. answer", chunkName: "g.lua") == .string("dark42"))
        #expect(try state.global("ctx.vars.mode") == .string("dark"))
        #expect(try state.global("missing.path") == .nil)
    }
}
