import LuaBridge
import Testing

/// Function references: one per function, made from Swift, released.
@Suite struct LuaFunctionReferenceTests {
    @Test func oneFunctionHasOneReference() throws {
        let state = try LuaState(name: "r.lua")
        let value = try state.run(
            "local f = function() end return { a = f, b = f, c = function() end }", chunkName: "r.lua")
        #expect(value["a"] == value["b"])
        #expect(value["a"] != value["c"])
    }

    @Test func swiftMadeFunctionsTravelIntoLua() throws {
        let state = try LuaState(name: "m.lua")
        let twice = state.makeFunction(named: "twice") { _, arguments in
            .success(.integer((arguments.first?.integerValue ?? 0) * 2))
        }
        try state.setGlobal("ctx", .table(["twice": .function(twice)]))
        #expect(try state.run("return ctx.twice(21)", chunkName: "m.lua") == .integer(42))
        #expect(try state.call(twice, [.integer(5)]) == .integer(10))
        let error = #expect(throws: LuaError.self) {
            try state.run("local t = {} t[1] = t return ctx.twice(t)", chunkName: "m.lua")
        }
        #expect(error?.message.hasPrefix("bad argument #1 to 'twice'") == true)
        state.release(twice)
        #expect(throws: LuaError.self) { try state.call(twice, []) }
    }
}
