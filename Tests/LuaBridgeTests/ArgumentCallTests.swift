import LuaBridge
import Testing

/// `LuaState.call(_:arguments:reading:)`: arguments pushed in place, the result read on the stack, errors named.
@Suite struct ArgumentCallTests {
    static func function(_ state: LuaState, _ source: String) throws -> LuaFunctionReference {
        guard case .function(let function) = try state.run(source, chunkName: "f.lua") else {
            throw LuaError(kind: .conversion, chunkName: "f.lua", line: nil, message: "no function")
        }
        return function
    }

    @Test func manyArgumentsArriveInOrderCallAfterCall() throws {
        let state = try LuaState(name: "f.lua")
        let join = try Self.function(
            state,
            "return function(...) local t = { ... }; return #t .. ':' .. table.concat(t, ',', 1, 21) .. ':' .. type(t[22]) end"
        )
        let held = try state.hold(.array([.string("a"), .string("b")]))
        for _ in 0..<3 {
            let joined = try state.call(
                join,
                arguments: { list throws(LuaError) in
                    for index in 1...20 { try list.append(.integer(Int64(index))) }
                    try list.append(element: 2, of: held)
                    try list.appendProposal(width: 1, height: 2, estimatedWidth: false, estimatedHeight: true)
                },
                reading: { cursor throws(LuaError) in try cursor.value() })
            #expect(joined == .string("22:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,b:table"))
        }
    }

    @Test func resultsAndArgumentsRoundTrip() throws {
        let state = try LuaState(name: "f.lua")
        let pick = try Self.function(
            state, "return function(a, b, p) return a .. b .. p.width .. tostring(p.estimatedHeight) end")
        let held = try state.hold(.array([.string("x"), .string("y")]))
        let value = try state.call(
            pick,
            arguments: { list throws(LuaError) in
                try list.append(.string("q"))
                try list.append(element: 2, of: held)
                try list.appendProposal(width: 358, height: 44, estimatedWidth: false, estimatedHeight: true)
            },
            reading: { cursor throws(LuaError) in try cursor.value() })
        #expect(value == .string("qy358.0true"))
    }

    @Test func anErrorWithoutAPositionIsNamedAfterTheFunctionsChunk() throws {
        let state = try LuaState(name: "f.lua")
        let fail = try Self.function(state, "return function() error({}) end")
        let error = #expect(throws: LuaError.self) {
            try state.call(
                fail, arguments: { _ throws(LuaError) in }, reading: { cursor throws(LuaError) in try cursor.value() })
        }
        #expect(error?.chunkName == "f.lua")
        #expect(error?.message == "(error object is a table value)")
        // The state still works, with its stack where it was.
        let again = try Self.function(state, "return function() return 7 end")
        #expect(
            try state.call(
                again, arguments: { _ throws(LuaError) in }, reading: { cursor throws(LuaError) in try cursor.value() })
                == .integer(7))
    }
}
