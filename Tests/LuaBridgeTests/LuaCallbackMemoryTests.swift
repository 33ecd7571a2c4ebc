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
            error?.message.hasPrefix(
                "json.decode: the result does not fit in the memory cap of 4 MiB (it goes at least ")
                == true)
        #expect(error?.message.hasSuffix(" over)") == true)
        #expect(try state.run("return #json.decode('[1, 2]')", chunkName: "big.lua") == .integer(2))
    }

    /// A host function's large result stops entering the state once the state is over its cap, so it goes over
    /// by one value at most (a string, or a table's slots), not by the whole result: 200,000 strings of ~50
    /// bytes (~14 MB in Lua) went ~13.8 MiB over a 4 MiB cap before being refused.
    @Test(arguments: [200_000, 2_000_000])
    func aLargeResultStopsAtTheCap(count: Int) throws {
        let state = try LuaState(name: "big.lua", limits: LuaLimits(memoryLimit: 4 << 20))
        // Two million slots do not fit at all; two hundred thousand do, but their strings do not.
        let result = LuaValue.array((0..<count).map { .string("value-\($0)-" + String(repeating: "x", count: 40)) })
        state.register("big") { _, _ in .success(result) }
        let error = #expect(throws: LuaError.self) { try state.run("return #big()", chunkName: "big.lua") }
        #expect(error?.kind == .memoryLimit)
        let message = error?.message ?? ""
        #expect(message.hasPrefix("big: the result does not fit in the memory cap of 4 MiB (it goes at least "))
        if count == 200_000 {
            // One string and its slot at most.
            #expect(message.hasSuffix(" bytes over)"), "\(message)")
        } else {
            // The table's slots, 2,000,000 × 16 bytes, enter whole, then it stops.
            #expect(message.hasSuffix(" MiB over)"), "\(message)")
        }
        #expect(try state.run("return #json.decode('[1, 2]')", chunkName: "big.lua") == .integer(2))
    }
}
