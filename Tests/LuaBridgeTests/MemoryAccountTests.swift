import LuaBridge
import Testing

/// States of one feed share a `MemoryAccount`: their allocations and the values converted out of them are charged
/// to it, refused past its limit with the feed-wide error, and given back when the states are released.
@Suite struct MemoryAccountTests {
    @Test func statesChargeTheAccountAndGiveItBackWhenReleased() throws {
        let account = MemoryAccount(limit: 0)
        var states: [LuaState] = []
        for index in 1...3 {
            let state = try LuaState(name: "s\(index).lua", account: account)
            _ = try state.run("held = {} for i = 1, 200000 do held[i] = i end", chunkName: "s\(index).lua")
            states.append(state)
        }
        // Each state holds a 256k-slot array (4 MiB) and reserves at most a few chunks beyond what it uses.
        let held = states.reduce(0) { $0 + $1.memoryInUse }
        #expect(account.used >= held)
        #expect(account.used <= held + 3 * (1 << 20))
        states.removeAll()
        #expect(account.used == 0)
    }

    /// A small state reserves a quarter of its use beyond it, at least 16 KiB: a fixed 256 KiB chunk charged a
    /// fresh state (16 KiB) 17 times its size, so a feed of trivial scripts filled 256 MiB at 1,016 of them.
    @Test func aSmallStateReservesLittleBeyondItsUse() throws {
        let account = MemoryAccount(limit: 0)
        let states = try (1...20).map { try LuaState(name: "s\($0).lua", account: account) }
        let held = states.reduce(0) { $0 + $1.memoryInUse }
        #expect(account.used >= held)
        #expect(account.used <= held + states.count * (16 << 10), "held \(held), charged \(account.used)")
    }

    @Test func anAllocationPastTheLimitIsTheFeedsError() throws {
        // The first state holds 2 MiB (a 128k-slot array); the second cannot grow a 512k-slot one (8 MiB).
        let account = MemoryAccount(limit: 6 << 20)
        let first = try LuaState(name: "a.lua", account: account)
        _ = try first.run("held = {} for i = 1, 100000 do held[i] = i end", chunkName: "a.lua")
        let second = try LuaState(name: "b.lua", account: account)
        let error = #expect(throws: LuaError.self) {
            try second.run("local t = {}\nfor i = 1, 300000 do t[i] = i end", chunkName: "b.lua")
        }
        #expect(error?.kind == .feedMemoryLimit)
        #expect(error?.limit == 6 << 20)
        #expect(error?.line == 2)
        #expect(
            error?.message
                == "out of memory: the feed reached its memory limit of 6 MiB (the Lua memory of every script and "
                + "the values they returned, together)")
    }

    /// A refused conversion names where it stopped, as a cycle does: the static items of a provider past the
    /// feed's limit read `s.lua: out of memory: …` with no field at all, where `items(ctx)` named `items`.
    @Test func aRefusedConversionNamesWhereItStopped() throws {
        let state = try LuaState(name: "shared.lua", account: MemoryAccount(limit: 4 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run(
                "local t = {} for i = 1, 1000 do t[i] = i end\nlocal all = {} for i = 1, 100 do all[i] = { v = t } end\n"
                    + "return { items = all }", chunkName: "shared.lua")
        }
        #expect(error?.kind == .feedMemoryLimit)
        #expect(error?.path.hasPrefix("items[") == true, "\(error?.path ?? "")")
        #expect(error?.path.contains("].v[") == true, "\(error?.path ?? "")")
    }

    @Test func convertedValuesAreChargedEveryTimeTheyAppear() throws {
        // One 1,000-number table returned 100 times: 100,000 values of 48 bytes, 4.6 MiB, past a 4 MiB limit
        // although Lua holds it once.
        let account = MemoryAccount(limit: 4 << 20)
        let state = try LuaState(name: "shared.lua", account: account)
        let error = #expect(throws: LuaError.self) {
            try state.run(
                "local t = {} for i = 1, 1000 do t[i] = i end\nlocal all = {} for i = 1, 100 do all[i] = t end\n"
                    + "return all", chunkName: "shared.lua")
        }
        #expect(error?.kind == .feedMemoryLimit)
        // A refused conversion keeps nothing: only the state's own memory stays charged.
        #expect(account.used <= state.memoryInUse + (1 << 20))
        // Half as many fit, and stay charged while the state lives.
        let value = try state.run(
            "local t = {} for i = 1, 1000 do t[i] = i end\nlocal all = {} for i = 1, 50 do all[i] = t end\n"
                + "return all", chunkName: "shared.lua")
        if case .array(let rows) = value { #expect(rows.count == 50) } else { Issue.record("not an array") }
        #expect(account.used >= state.memoryInUse + 50 * 1001 * MemoryAccount.bytesPerValue)
    }
}
