import LuaBridge
import Testing

/// json.decode / json.encode, from Swift and from Lua.
@Suite struct LuaJSONTests {
    private let limits = LuaLimits()

    @Test func decodesEveryKind() throws {
        let value = try LuaJSON.decode(
            #"{"a": [1, -2.5, 1e2, true, false, null], "s": "x\"\u00e9\ud83c\udf0d\n", "o": {}}"#,
            maximumBytes: 1000, maximumDepth: 10)
        #expect(
            value
                == .table([
                    "a": .array([.integer(1), .number(-2.5), .number(100), .boolean(true), .boolean(false), .nil]),
                    "s": .string("x\"é🌍\n"), "o": .table([:]),
                ]))
    }

    @Test func encodesWithSortedKeysAndShortestNumbers() throws {
        let text = try LuaJSON.encode(
            .table([
                "b": .array([.integer(1), .number(0.1), .number(2), .string("q\"\u{1}")]), "a": .nil,
                "é": .boolean(true), "Z": .table([:]),
            ]), maximumBytes: 1000, maximumDepth: 10)
        #expect(text == #"{"Z":{},"a":null,"b":[1,0.1,2.0,"q\"\u0001"],"é":true}"#)
    }

    @Test(arguments: ["", "[1,", "{\"a\" 1}", "[01]", "tru", "\"\u{1}\"", "[1] x", "{1: 2}", "[1.]", "\"\\x\""])
    func rejectsMalformedText(_ text: String) {
        let error = #expect(throws: LuaError.self) { try LuaJSON.decode(text, maximumBytes: 100, maximumDepth: 10) }
        #expect(error?.kind == .conversion)
        #expect(error?.message.hasPrefix("json.decode: ") == true)
    }

    @Test func limitsDepthAndSize() {
        let deep = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        #expect(throws: LuaError.self) { try LuaJSON.decode(deep, maximumBytes: 1000, maximumDepth: 20) }
        #expect(throws: Never.self) { try LuaJSON.decode(deep, maximumBytes: 1000, maximumDepth: 60) }
        #expect(throws: LuaError.self) { try LuaJSON.decode("[1,2,3]", maximumBytes: 5, maximumDepth: 10) }
        let long = LuaValue.array(Array(repeating: .string("abcdefgh"), count: 100))
        #expect(throws: LuaError.self) { try LuaJSON.encode(long, maximumBytes: 500, maximumDepth: 10) }
        #expect(throws: LuaError.self) { try LuaJSON.encode(.number(.nan), maximumBytes: 500, maximumDepth: 10) }
        #expect(throws: LuaError.self) { try LuaJSON.encode(.number(.infinity), maximumBytes: 500, maximumDepth: 10) }
    }

    /// Unlike the host's state files, Lua's `json.decode` counts only containers: a scalar inside three
    /// arrays fits a limit of 3, a fourth array does not.
    @Test func onlyContainersCountTowardsTheDepthLimit() throws {
        let value = try LuaJSON.decode("[[[1]]]", maximumBytes: 100, maximumDepth: 3)
        #expect(value == .array([.array([.array([.integer(1)])])]))
        #expect(throws: LuaError.self) { try LuaJSON.decode("[[[[]]]]", maximumBytes: 100, maximumDepth: 3) }
    }

    /// `maximumCost` counts each value once and each array or object `JSONReader.containerCost` times: `[1,2,3]`
    /// costs 7, `{"a":[]}` 8 (keys are not values).
    @Test func valuesPastTheCostAreRefusedAsMemory() throws {
        #expect(
            try LuaJSON.decode("[1,2,3]", maximumBytes: 100, maximumDepth: 10, maximumCost: 7)
                == .array(
                    [.integer(1), .integer(2), .integer(3)]))
        let error = #expect(throws: LuaError.self) {
            try LuaJSON.decode("[1,2,3]", maximumBytes: 100, maximumDepth: 10, maximumCost: 6)
        }
        #expect(error?.kind == .memoryLimit)
        #expect(throws: Never.self) {
            try LuaJSON.decode(#"{"a":[]}"#, maximumBytes: 100, maximumDepth: 10, maximumCost: 8)
        }
        #expect(throws: LuaError.self) {
            try LuaJSON.decode(#"{"a":[]}"#, maximumBytes: 100, maximumDepth: 10, maximumCost: 7)
        }
    }

    /// A state decodes no more values than its memory cap has room for, 16 bytes a value at least, and says so
    /// as the cap: 300,000 empty objects cannot fit in 8 MiB (Lua takes 56 bytes for each besides its slot).
    @Test func aStateRefusesTextItsCapHasNoRoomFor() throws {
        let state = try LuaState(name: "j.lua", limits: LuaLimits(memoryLimit: 8 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run(
                #"local s = "[" .. string.rep("{},", 300000) .. "{}]" return #json.decode(s)"#, chunkName: "j.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(
            error?.message.hasPrefix("json.decode: the result does not fit in the memory cap of 8 MiB (") == true,
            "\(error?.message ?? "")")
        // What fits still decodes.
        #expect(
            try state.run(#"return #json.decode("[" .. string.rep("{},", 30000) .. "{}]")"#, chunkName: "j.lua")
                == .integer(30001))
    }

    @Test func roundTripsThroughLua() throws {
        let state = try LuaState(name: "j.lua")
        let value = try state.run(
            #"""
            local t = json.decode('{"b":[1,2,{"c":"d"}],"a":1.5,"n":-7}')
            return json.encode(t), t.b[3].c, math.type(t.n)
            """#, chunkName: "j.lua")
        #expect(value == .string(#"{"a":1.5,"b":[1,2,{"c":"d"}],"n":-7}"#))
    }

    @Test func luaSeesLimitsAsErrorsWithLines() throws {
        let state = try LuaState(name: "j.lua", limits: LuaLimits(maximumDepth: 10, maximumJSONBytes: 64))
        let deep = #expect(throws: LuaError.self) {
            try state.run("\nreturn json.decode(string.rep('[', 20) .. string.rep(']', 20))", chunkName: "j.lua")
        }
        #expect(deep?.line == 2)
        #expect(deep?.message.contains("nesting deeper than 10 levels") == true)
        let big = #expect(throws: LuaError.self) {
            try state.run("return json.encode({ string.rep('x', 100) })", chunkName: "j.lua")
        }
        #expect(big?.message.contains("limit of 64 bytes") == true)
        let cycle = #expect(throws: LuaError.self) {
            try state.run("local t = {} t[1] = t return json.encode(t)", chunkName: "j.lua")
        }
        #expect(cycle?.message.contains("cycle") == true)
        let function = #expect(throws: LuaError.self) {
            try state.run("return json.encode({ f = print })", chunkName: "j.lua")
        }
        #expect(function?.message.contains("function") == true)
    }
}
