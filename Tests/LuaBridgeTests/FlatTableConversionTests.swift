import Testing

@testable import LuaBridge

/// Tables of string keys and scalar values are read in one C pass, and tables built alike share the dictionary
/// of the first (`ValueReader+FlatTables.swift`): every table still comes back with its own values, counted and
/// charged as the general reading counts and charges them.
@Suite struct FlatTableConversionTests {
    @Test func tablesBuiltAlikeKeepTheirOwnValues() throws {
        let state = try LuaState(name: "alike.lua")
        // A flat shape between tables that are not flat (they hold a table), whose own flat tables lie one level
        // deeper.
        let value = try state.run(
            """
            local t = {}
            for i = 1, 60 do
              if i % 3 == 0 then
                t[i] = { id = "x" .. i, extra = i % 2 == 0 }
              else
                t[i] = { id = "x" .. i, rank = i, price = i * 0.25, on = i % 2 == 0, note = { n = i } }
              end
            end
            return t
            """, chunkName: "alike.lua")
        let expected = LuaValue.array(
            (1...60).map { i in
                if i % 3 == 0 { return .table(["id": .string("x\(i)"), "extra": .boolean(i % 2 == 0)]) }
                return .table([
                    "id": .string("x\(i)"), "rank": .integer(Int64(i)), "price": .number(Double(i) * 0.25),
                    "on": .boolean(i % 2 == 0), "note": .table(["n": .integer(Int64(i))]),
                ])
            })
        #expect(value == expected)
    }

    @Test func sameKeysInAnotherOrderAreReadByKey() throws {
        let state = try LuaState(name: "order.lua")
        // Removing and adding keys changes the traversal order of later tables with the same keys.
        let value = try state.run(
            """
            local a = { x = 1, y = 2, z = 3 }
            local b = { z = 30, q = 0 } b.q = nil b.y = 20 b.x = 10
            return { a, b, { x = 100, y = 200, z = 300 } }
            """, chunkName: "order.lua")
        #expect(
            value
                == .array([
                    .table(["x": .integer(1), "y": .integer(2), "z": .integer(3)]),
                    .table(["x": .integer(10), "y": .integer(20), "z": .integer(30)]),
                    .table(["x": .integer(100), "y": .integer(200), "z": .integer(300)]),
                ]))
    }

    @Test func everyEntryCountsAgainstTheValueLimit() throws {
        // A table and its three entries: four values.
        let source = "return { a = 1, b = 'two', c = true }"
        let fits = try LuaState(name: "l.lua", limits: LuaLimits(maximumConvertedValues: 4))
        #expect(
            try fits.run(source, chunkName: "l.lua")
                == .table(["a": .integer(1), "b": .string("two"), "c": .boolean(true)]))
        let over = try LuaState(name: "l.lua", limits: LuaLimits(maximumConvertedValues: 3))
        let error = #expect(throws: LuaError.self) { try over.run(source, chunkName: "l.lua") }
        #expect(error?.kind == .conversion)
        #expect(error?.message == "more than 3 values to convert")
        #expect(error?.path.isEmpty == false)
    }

    @Test func keysAndTextAreChargedToTheFeed() throws {
        let state = try LuaState(name: "c.lua", account: MemoryAccount(limit: 0))
        _ = try state.run("return { ab = 'xyz', c = 1 }", chunkName: "c.lua")
        // Three values (the table and two entries), six bytes of text (`ab`, `xyz`, `c`) and the table's
        // dictionary.
        #expect(
            state.heldConversionBytes == 3 * MemoryAccount.bytesPerValue + 6 + MemoryAccount.bytesPerConvertedTable)
    }

    @Test func whatTheCPassDeclinesIsReadTheGeneralWay() throws {
        let state = try LuaState(name: "d.lua")
        // Forty entries (more than the C pass takes) and a function value are declined; text that is not UTF-8
        // and long text are taken, and come back as the general way gives them.
        let wide = try state.run("local t = {} for i = 1, 40 do t['k' .. i] = i end return t", chunkName: "d.lua")
        #expect(
            wide == .table(Dictionary(uniqueKeysWithValues: (1...40).map { ("k\($0)", LuaValue.integer(Int64($0))) })))
        let mixed = try state.run("return { name = 'a\\255b', run = function() end }", chunkName: "d.lua")
        #expect(mixed["name"] == .string("a\u{FFFD}b"))
        #expect(mixed["run"].functionValue != nil)
        #expect(
            try state.run("return { name = 'a\\255b' }", chunkName: "d.lua") == .table(["name": .string("a\u{FFFD}b")]))
        let long = try state.run(
            "local s = ('x'):rep(5000) local t = {} for i = 1, 3 do t[i] = { text = s, n = i } end return t",
            chunkName: "d.lua")
        let text = String(repeating: "x", count: 5000)
        #expect(long == .array((1...3).map { .table(["text": .string(text), "n": .integer(Int64($0))]) }))
    }
}
