import LuaBridge
import Testing

/// A `require` cycle named only the module's line that closed it, not the script's line that began it; a chain
/// of 200 modules each requiring the next ended in Lua's `C stack overflow`, naming no module. Both now show the
/// chain of requires with their lines, and what to do.
struct RequireMessageTests {
    static func state() throws -> LuaState {
        try LuaState(
            name: "s.lua",
            moduleSource: { name in
                switch name {
                case "a": return "local b = require 'b'\nreturn {}"
                case "b": return "\nlocal a = require 'a'\nreturn {}"
                default:
                    guard name.hasPrefix("m"), let depth = Int(name.dropFirst()) else { return nil }
                    return "local x = require 'm\(depth + 1)'\nreturn {}"
                }
            })
    }

    /// What `require name` on line 2 of `s.lua` fails with.
    static func failure(requiring name: String, in state: LuaState) -> String? {
        let error = #expect(throws: LuaError.self) { try state.run("\nrequire '\(name)'", chunkName: "s.lua") }
        return error?.description
    }

    @Test func aCycleNamesEveryRequireFromTheScriptsLine() throws {
        #expect(
            Self.failure(requiring: "a", in: try Self.state())
                == "lib/b.lua:2: require: module \"a\" requires itself while it loads (s.lua:2 requires \"a\", "
                + "lib/a.lua:1 requires \"b\", lib/b.lua:2 requires \"a\"); move what the modules share into one "
                + "that requires neither")
    }

    @Test func aChainTooDeepNamesItsEndsInsteadOfACStackOverflow() throws {
        let state = try Self.state()
        #expect(
            Self.failure(requiring: "m1", in: state)
                == "lib/m100.lua:1: require: modules require one another more than 100 deep (s.lua:2 requires "
                + "\"m1\", lib/m1.lua:1 requires \"m2\", lib/m2.lua:1 requires \"m3\", …, lib/m98.lua:1 requires "
                + "\"m99\", lib/m99.lua:1 requires \"m100\", lib/m100.lua:1 requires \"m101\"); require the modules "
                + "side by side from fewer of them")
        // The chain was unwound: a later require is not taken for a 101st level.
        let later = try state.run("return select(2, pcall(require, 'b'))", chunkName: "s.lua")
        #expect(
            later.stringValue?.contains("module \"b\" requires itself while it loads (a C function or a tail") == true)
    }
}
