import LuaBridge
import Testing

/// The limits' messages are true, in whole numbers and human units, and carry the limit for the host's hint.
@Suite struct LuaLimitMessageTests {
    @Test(arguments: [
        (0, "0 bytes"), (1, "1 byte"), (100, "100 bytes"), (1023, "1023 bytes"), (1024, "1 KiB"), (1536, "1.5 KiB"),
        // 8 MiB - 1 byte is 7.999999 MiB: rounded down, so it never reads as the cap itself.
        ((8 << 20) - 1, "7.99 MiB"), (8 << 20, "8 MiB"),
        // 1,234,567 / 1,048,576 = 1.1773…
        (1_234_567, "1.17 MiB"), (1 << 30, "1 GiB"), (3 << 39, "1.5 TiB"),
    ])
    func sizesReadInHumanUnits(bytes: Int, text: String) {
        #expect(LuaLimits.size(bytes) == text)
    }

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (100_000, "100,000"), (50_000_000, "50,000,000"), (-1234, "-1,234"),
        (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func countsAreGroupedByThousands(count: Int, text: String) {
        #expect(LuaLimits.grouped(count) == text)
    }

    @Test func theBudgetMessageNamesTheBudget() throws {
        let state = try LuaState(name: "loop.lua", limits: LuaLimits(instructionBudget: 100_000))
        let error = #expect(throws: LuaError.self) { try state.run("\nwhile true do end", chunkName: "loop.lua") }
        #expect(error?.kind == .budgetExceeded)
        #expect(error?.limit == 100_000)
        #expect(error?.line == 2)
        #expect(error?.message == "instruction budget exceeded: the script ran 100,000 instructions without finishing")
    }

    /// The pattern matcher stops a backtracking match with the same words as the count hook.
    @Test func thePatternBudgetMessageIsTheSame() throws {
        let state = try LuaState(name: "slow.lua", limits: LuaLimits(instructionBudget: 200_000))
        let error = #expect(throws: LuaError.self) {
            try state.run("return ('a'):rep(30000):find('.-.-.-b')", chunkName: "slow.lua")
        }
        #expect(error?.kind == .budgetExceeded)
        #expect(error?.message == "instruction budget exceeded: the script ran 200,000 instructions without finishing")
    }

    @Test func theMemoryMessageNamesTheCap() throws {
        let state = try LuaState(name: "grow.lua", limits: LuaLimits(memoryLimit: 8 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run("local t = {} for i = 1, 1e8 do t[i] = i end", chunkName: "grow.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.limit == 8 << 20)
        #expect(error?.message == "out of memory: the script reached its memory cap of 8 MiB")
    }

    /// The tester's case: a 100-byte `string.rep` refused because the table beside it has filled the cap. The
    /// message must blame the full state, not the small result, and print no floats.
    @Test func aSmallRepNearTheCapSaysHowMuchIsInUse() throws {
        let state = try LuaState(name: "rep.lua", limits: LuaLimits(memoryLimit: 8 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run(
                "local t = {} for i = 1, 1e8 do t[i] = string.rep('x', 100) .. i end", chunkName: "rep.lua")
        }
        #expect(error?.kind == .memoryLimit)
        let message = try #require(error?.message)
        let prefix = "string.rep: a result of 100 bytes does not fit: "
        let middle = " of the 8 MiB memory cap is in use, "
        #expect(message.hasPrefix(prefix), "\(message)")
        #expect(message.contains(middle), "\(message)")
        #expect(!message.contains(".0 "), "\(message)")
        // What is left is less than the 100 bytes asked for, in whole bytes.
        let left = message.split(separator: ",").last.map { $0.split(separator: " ") }
        #expect(left?.count == 3 && left?[1] == "bytes" && left?[2] == "left", "\(message)")
        #expect((left.flatMap { Int($0[0]) } ?? 100) < 100, "\(message)")
    }

    /// 1e9 bytes = 953.674… MiB, more than the whole 8 MiB cap.
    @Test func aRepLargerThanTheCapSaysSo() throws {
        let state = try LuaState(name: "rep.lua", limits: LuaLimits(memoryLimit: 8 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run("return string.rep('x', 1e9)", chunkName: "rep.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.message == "string.rep: a result of 953.67 MiB is larger than the whole memory cap of 8 MiB")
    }
}
