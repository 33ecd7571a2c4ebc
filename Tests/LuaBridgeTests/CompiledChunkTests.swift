import Testing

@testable import LuaBridge

/// ``CompiledChunks``: the first state compiles a text (a host chunk, a module, a script), later ones load its kept
/// bytecode, and both behave as the text does — the same functions, the same chunk name and lines in errors, a
/// changed text compiled anew; texts too large to keep are not kept.
@Suite struct CompiledChunkTests {
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

    /// Swift's `==` on strings is canonical equivalence, so a text that differed from the kept one only in how an
    /// accent is spelled (`é` as one code point or as `e` and U+0301) was taken for it, and the kept bytecode ran:
    /// a script saved in the other normalization went on returning the old bytes in `feed watch`.
    @Test func aTextDifferingOnlyInNormalizationIsCompiledAgain() throws {
        for spelling in ["\u{E9}", "e\u{301}"] {
            let state = try LuaState(name: "feed.lua")
            let value = try state.run("return \"\(spelling)\"", chunkName: "test.normalization")
            guard case .string(let text) = value else {
                Issue.record("expected a string, got \(value)")
                continue
            }
            #expect(Array(text.utf8) == Array(spelling.utf8))
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

    @Test func aModuleEveryStateRequiresBehavesAsItsText() throws {
        let module =
            "local M = {}\nfunction M.twice(s) return s .. s end\nfunction M.fail()\n  error('module boom')\nend\nreturn M"
        for _ in 0..<3 {
            let state = try LuaState(name: "s.lua", moduleSource: { $0 == "kept.util" ? module : nil })
            #expect(try state.run("return require('kept.util').twice('ab')", chunkName: "s.lua") == .string("abab"))
            let error = #expect(throws: LuaError.self) {
                try state.run("require('kept.util').fail()", chunkName: "s.lua")
            }
            #expect(
                error?.description.hasPrefix("lib/kept/util.lua:4: module boom") == true, "\(String(describing: error))"
            )
        }
        #expect(
            try Self.isKept(module, as: "@lib/kept/util.lua") {
                let state = try LuaState(name: "s.lua", moduleSource: { _ in module })
                _ = try state.run("return require 'kept.util'", chunkName: "s.lua")
            })
    }

    @Test func aChangedModuleIsCompiledAgain() throws {
        for value in [1, 2, 2, 3] {
            let state = try LuaState(name: "s.lua", moduleSource: { _ in "return \(value)" })
            #expect(try state.run("return require 'changing'", chunkName: "s.lua") == .integer(Int64(value)))
        }
    }

    @Test func aScriptRunAgainGivesTheSameLines() throws {
        let script = "local a = 1\nlocal b = nil\nreturn a + b"
        for _ in 0..<2 {
            let state = try LuaState(name: "again.lua")
            let error = #expect(throws: LuaError.self) { try state.run(script, chunkName: "again.lua") }
            #expect(error?.line == 3)
            #expect(error?.chunkName == "again.lua")
        }
    }

    @Test func aTextTooLargeToKeepIsNotKept() throws {
        let large = "return " + String(repeating: " ", count: CompiledChunks.largestSource) + "1"
        let state = try LuaState(name: "large.lua")
        #expect(try state.run(large, chunkName: "large.lua") == .integer(1))
        #expect(CompiledChunks.bytecode(for: large, chunkName: "@large.lua") == nil)
        let small = "return 2"
        #expect(try Self.isKept(small, as: "@small.lua") { _ = try state.run(small, chunkName: "small.lua") })
    }

    /// Whether `source` is kept after `compiling` runs; tried three times, as the suites running beside this one
    /// may fill the cache and start it over between a compile and the look.
    private static func isKept(_ source: String, as chunkName: String, compiling: () throws -> Void) rethrows -> Bool {
        for _ in 0..<3 {
            try compiling()
            if CompiledChunks.bytecode(for: source, chunkName: chunkName) != nil { return true }
        }
        return false
    }
}
