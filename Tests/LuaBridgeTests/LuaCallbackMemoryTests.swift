import LuaBridge
import Testing

/// Results of host functions count against the memory cap as a whole.
@Suite struct LuaCallbackMemoryTests {
    @Test func aDecodedResultOverTheCapIsRefused() throws {
        let state = try LuaState(name: "big.lua", limits: LuaLimits(memoryLimit: 4 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run(
                "local text = '[' .. string.rep('[],', 200000) .. '[]]'\nreturn #json.decode(text)",
                chunkName: "big.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("json.decode: the result does not fit the memory limit") == true)
        #expect(try state.run("return #json.decode('[1, 2]')", chunkName: "big.lua") == .integer(2))
    }
}
