import LuaBridge
import Testing

/// The sandbox's `load` honours its mode argument as Lua 5.4's does (the results and messages below are what
/// Lua 5.4's own `load` returns for text), and refuses binary chunks under every mode.
@Suite struct LoadModeTests {
    /// (mode as Lua source, what `load` of a text chunk returns: "function", or nil's message).
    static let textCases: [(String, String)] = [
        ("nil", "function"),
        ("'t'", "function"),
        ("'bt'", "function"),
        ("'tb'", "function"),
        ("'b'", "attempt to load a text chunk (mode is 'b')"),
        ("'x'", "attempt to load a text chunk (mode is 'x')"),
        ("''", "attempt to load a text chunk (mode is '')"),
        ("'T'", "attempt to load a text chunk (mode is 'T')"),
        ("5", "attempt to load a text chunk (mode is '5')"),
    ]

    /// With three arguments (no env) the chunk keeps the sandbox's globals: the sandbox's `load` once took the
    /// chunk itself, pushed into the fourth slot, for the env, so `f()` failed indexing its `_ENV`.
    @Test(arguments: textCases)
    func aTextChunkLoadsOnlyUnderAModeWithT(mode: String, expected: String) throws {
        let state = try LuaState(name: "m.lua")
        let value = try state.run(
            """
            ran = false
            local f, message = load('ran = true return 1', 'chunk', \(mode))
            if f then f() return type(f) end
            return tostring(ran) .. ' ' .. message
            """, chunkName: "m.lua")
        #expect(value == .string(expected == "function" ? "function" : "false " + expected))
    }

    @Test(arguments: [
        ("nil", "attempt to load a binary chunk (the sandbox loads text chunks only)"),
        ("'b'", "attempt to load a binary chunk (the sandbox loads text chunks only)"),
        ("'bt'", "attempt to load a binary chunk (the sandbox loads text chunks only)"),
        ("'t'", "attempt to load a binary chunk (mode is 't')"),
        ("'x'", "attempt to load a binary chunk (mode is 'x')"),
    ])
    func aBinaryChunkIsRefusedUnderEveryMode(mode: String, expected: String) throws {
        let state = try LuaState(name: "m.lua")
        let value = try state.run(
            "local f, message = load('\\27Lua\\84\\0\\25\\147\\13\\10\\26\\10', 'chunk', \(mode))\n"
                + "return tostring(f) .. ' ' .. message",
            chunkName: "m.lua")
        #expect(value == .string("nil " + expected))
    }

    /// A mode that is no string is an argument error, as in Lua, naming `load` and the script's line.
    @Test func aTableModeIsAnArgumentError() throws {
        let state = try LuaState(name: "m.lua")
        let error = #expect(throws: LuaError.self) {
            try state.run("local x = 1\nreturn load('return 1', 'chunk', {})", chunkName: "m.lua")
        }
        #expect(error?.line == 2)
        #expect(
            error?.message.contains("bad argument #3 to 'load' (string expected, got table)") == true,
            "\(error?.message ?? "")")
    }
}
