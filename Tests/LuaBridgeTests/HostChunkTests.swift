import Testing

@testable import LuaBridge

/// `runHostChunk`: the first state compiles a host chunk, later ones load its kept bytecode, and both behave as
/// the text does — the same functions, the same chunk name and lines in errors, a changed text compiled anew.
@Suite struct HostChunkTests {
    private static let prelude = """
        local count = 0
        function bump() count = count + 1 return count end
        function boom()
          error("boom")
        end
        """

    @Test func keptBytecodeRunsAsTheText() throws {
        // Three states: the first (or an earlier test's) compiles, the others load the bytecode.
        for _ in 0..<3 {
            let state = try LuaState(name: "feed.lua")
            try state.runHostChunk(Self.prelude, chunkName: "test.prelude")
            #expect(try state.run("bump() return bump()", chunkName: "feed.lua") == .integer(2))
            let error = #expect(throws: LuaError.self) { try state.run("boom()", chunkName: "feed.lua") }
            #expect(error?.description.hasPrefix("test.prelude:4: boom") == true, "\(String(describing: error))")
        }
    }

    @Test func aChangedTextIsCompiledAgain() throws {
        for value in [1, 2, 2, 3] {
            let state = try LuaState(name: "feed.lua")
            try state.runHostChunk("answer = \(value)", chunkName: "test.changing")
            #expect(try state.run("return answer", chunkName: "feed.lua") == .integer(Int64(value)))
        }
    }

    @Test func aHostChunkErrorNamesItsLine() throws {
        for _ in 0..<2 {
            let state = try LuaState(name: "feed.lua")
            let error = #expect(throws: LuaError.self) {
                try state.runHostChunk("local a = 1\nerror('bad prelude')", chunkName: "test.failing")
            }
            #expect(error?.line == 2)
            #expect(error?.message.contains("bad prelude") == true)
        }
    }
}
