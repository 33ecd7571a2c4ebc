import LuaBridge
import Testing

/// `json.encode` refuses text over `maximumJSONBytes` before it converts the value: the size is bounded on the
/// Lua value itself, so a long string held many times is refused as text too long, at the script's line, rather
/// than filling the feed's memory limit while it is converted.
@Suite struct JSONEncodeSizeTests {
    static let tooLong = "json.encode: the text would exceed the limit of 16777216 bytes"

    /// An 8 MB string held 200 times converted to 1.6 GB: the feed's 256 MiB limit ended the script with a
    /// message about memory, not about the JSON text.
    @Test func aStringHeldManyTimesIsRefusedAsTooLongAtItsLine() throws {
        let state = try LuaState(name: "big.lua", account: MemoryAccount(limit: 256 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run(
                """
                local s = string.rep('x', 8 << 20)
                local t = {}
                for i = 1, 200 do t[i] = s end
                return json.encode(t)
                """, chunkName: "big.lua")
        }
        #expect(error?.kind == .runtime, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.chunkName == "big.lua")
        #expect(error?.line == 4)
        #expect(error?.message == Self.tooLong, "\(error?.message ?? "")")
    }

    /// The bound never refuses text that fits: a value whose text is exactly the limit encodes, one byte less
    /// is refused with the same message, whichever check finds it.
    @Test(arguments: [
        #"{ name = "héllo \"q\"", list = { 1, 2.5, true, { deep = { "x", "y" } } }, [7] = "seven" }"#,
        #"{ "a", "b", "c", { "", "" } }"#,
        #"string.rep("z", 300)"#,
    ])
    func textOfExactlyTheLimitEncodes(value: String) throws {
        let measure = try LuaState(name: "m.lua")
        let length = try measure.run("return #json.encode(\(value))", chunkName: "m.lua")
        guard case .integer(let bytes) = length else {
            Issue.record("no length: \(length)")
            return
        }
        let fits = try LuaState(name: "m.lua", limits: LuaLimits(maximumJSONBytes: Int(bytes)))
        #expect(try fits.run("return #json.encode(\(value))", chunkName: "m.lua") == .integer(bytes))
        let over = try LuaState(name: "m.lua", limits: LuaLimits(maximumJSONBytes: Int(bytes) - 1))
        let error = #expect(throws: LuaError.self) {
            try over.run("return json.encode(\(value))", chunkName: "m.lua")
        }
        #expect(error?.message == "json.encode: the text would exceed the limit of \(bytes - 1) bytes")
    }

    /// The walk that bounds the text is charged to the budget like conversion: 40 levels of a table holding the
    /// level below twice is a tree of 2^40 values to the walk, which stops past the limit's bytes, not the
    /// tree's end.
    @Test func aSharedTreeIsRefusedAfterAboutTheLimitsStepsCharged() throws {
        let state = try LuaState(
            name: "tree.lua", limits: LuaLimits(instructionBudget: 200_000, maximumJSONBytes: 100_000))
        let value = try state.run(
            """
            local t = 'x'
            for i = 1, 40 do t = { t, t } end
            local ok, message = pcall(json.encode, t)
            return message
            """, chunkName: "tree.lua")
        #expect(value == .string("json.encode: the text would exceed the limit of 100000 bytes"))
        let starved = try LuaState(
            name: "tree.lua", limits: LuaLimits(instructionBudget: 20_000, maximumJSONBytes: 100_000))
        let error = #expect(throws: LuaError.self) {
            try starved.run(
                "local t = 'x'\nfor i = 1, 40 do t = { t, t } end\nreturn json.encode(t)", chunkName: "tree.lua")
        }
        #expect(error?.kind == .budgetExceeded, "\(error.map(String.init(describing:)) ?? "")")
    }
}
