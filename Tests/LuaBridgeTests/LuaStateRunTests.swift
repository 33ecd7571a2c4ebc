import LuaBridge
import Testing

@Suite struct LuaStateRunTests {
    @Test func runReturnsTheChunkResult() throws {
        let state = try LuaState(name: "banners.lua")
        let value = try state.run("return { id = 'x', n = 3, f = 1.5, list = { 1, 2, 3 } }", chunkName: "banners.lua")
        #expect(
            value
                == .table([
                    "id": .string("x"), "n": .integer(3), "f": .number(1.5),
                    "list": .array([.integer(1), .integer(2), .integer(3)]),
                ]))
    }

    @Test func runtimeErrorCarriesChunkAndLine() throws {
        let state = try LuaState(name: "banners.lua")
        let error = #expect(throws: LuaError.self) {
            try state.run("local a = 1\nlocal b = nil\nreturn b.c", chunkName: "banners.lua")
        }
        #expect(error?.kind == .runtime)
        #expect(error?.chunkName == "banners.lua")
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("banners.lua:3: attempt to index") == true)
    }
}
