import Testing

@testable import LuaBridge

/// The `where` function `LuaState.runHostChunk` passes a host chunk: the chunk name and line of the innermost Lua
/// code outside the chunk that called into it, passing over the chunk's own frames and C functions, within ten
/// frames (the cell DSL marks its views and constraints with it).
@Suite struct HostChunkCallerTests {
    private static let chunk = """
        local where = ...
        local function inner() local chunk, line = where() return chunk, line end
        function mark() local chunk, line = inner() return chunk, line end
        function deep(n)
          if n == 0 then local chunk, line = where() return chunk, line end
          local chunk, line = deep(n - 1)
          return chunk, line
        end
        """

    private func state() throws -> LuaState {
        let state = try LuaState(name: "s.lua")
        try state.runHostChunk(Self.chunk, chunkName: "test.where")
        return state
    }

    @Test func namesTheScriptLineAboveTheChunksOwnFrames() throws {
        let script = "local x = 1\n\nlocal chunk, line = mark()\nreturn chunk .. ':' .. line"
        #expect(try state().run(script, chunkName: "s.lua") == .string("s.lua:3"))
    }

    @Test func passesOverCFunctionsBetween() throws {
        let script = "local ok, chunk, line = pcall(mark)\nreturn chunk .. ':' .. line"
        #expect(try state().run(script, chunkName: "s.lua") == .string("s.lua:1"))
    }

    @Test func namesALoadedChunkAsLuaShortensIt() throws {
        let script = """
            local f = load('local c, l = mark() return c, l', '=inline')
            local chunk, line = f()
            return chunk .. ':' .. line
            """
        #expect(try state().run(script, chunkName: "s.lua") == .string("inline:1"))
    }

    @Test func looksTenFramesUpAtMost() throws {
        // deep(n) puts n + 1 frames of the chunk above `where`'s caller: the script is frame n + 2.
        let near = try state().run("local c, l = deep(8)\nreturn c .. ':' .. l", chunkName: "s.lua")
        #expect(near == .string("s.lua:1"))
        let far = try state().run("local c, l = deep(9)\nreturn tostring(c) .. ':' .. tostring(l)", chunkName: "s.lua")
        #expect(far == .string("nil:nil"))
    }
}
