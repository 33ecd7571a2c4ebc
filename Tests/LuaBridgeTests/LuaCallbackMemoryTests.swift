import LuaBridge
import Testing

/// Results of host functions count against the memory cap as a whole.
@Suite struct LuaCallbackMemoryTests {
    /// 12,000 long strings (each its own Lua string, ~230 bytes) are few values, so the decoding goes ahead
    /// (`LuaState.decodeJSON` refuses only what cannot fit); the pushed result is then over the cap.
    @Test func aDecodedResultOverTheCapIsRefused() throws {
        let state = try LuaState(name: "big.lua", limits: LuaLimits(memoryLimit: 4 << 20))
        // Handed in whole (2.4 MB), so building the text takes no second copy.
        let strings = Array(repeating: "\"" + String(repeating: "x", count: 200) + "\"", count: 12000)
        try state.setGlobal("text", .string("[" + strings.joined(separator: ",") + "]"))
        let error = #expect(throws: LuaError.self) {
            try state.run("local decoded\nreturn #json.decode(text)", chunkName: "big.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.line == 2)
        // Only the overshoot depends on the allocator; the cap is 4 << 20 bytes, printed as 4 MiB.
        #expect(
            error?.message.hasPrefix("json.decode: the result does not fit in the memory cap of 4 MiB (it goes ")
                == true)
        #expect(error?.message.hasSuffix(" over)") == true)
        #expect(try state.run("return #json.decode('[1, 2]')", chunkName: "big.lua") == .integer(2))
    }
}
