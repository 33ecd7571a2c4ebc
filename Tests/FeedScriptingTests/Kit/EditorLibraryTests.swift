import FeedScripting
import Foundation
import Testing

/// What the editor offers (Lua Language Server: the `.luarc.json` files and docs/lua/feedengine.lua) against what
/// a running sandbox holds: a library the sandbox keeps whole may stay the editor's own, one it keeps in part is
/// turned off in every `.luarc.json` and declared in the annotations exactly as the sandbox has it, so the editor
/// never completes `dofile`, `os.execute` or `string.dump`, which fail in a script.
@Suite struct EditorLibraryTests {
    /// Lua 5.4's standard libraries as the reference manual (§6) lists them, under the names `runtime.builtin`
    /// gives them ("basic": the base functions; `require` is the package library's, as in the editor's own).
    static let luaLibraries: [String: Set<String>] = [
        "basic": [
            "assert", "collectgarbage", "dofile", "error", "getmetatable", "ipairs", "load", "loadfile", "next",
            "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "select",
            "setmetatable", "tonumber", "tostring", "type", "warn", "xpcall", "_G", "_VERSION",
        ],
        "coroutine": ["close", "create", "isyieldable", "resume", "running", "status", "wrap", "yield"],
        "debug": [
            "debug", "gethook", "getinfo", "getlocal", "getmetatable", "getregistry", "getupvalue", "getuservalue",
            "sethook", "setlocal", "setmetatable", "setupvalue", "setuservalue", "traceback", "upvalueid",
            "upvaluejoin", "setcstacklimit",
        ],
        "io": ["close", "flush", "input", "lines", "open", "output", "popen", "read", "tmpfile", "type", "write"],
        "math": [
            "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge", "log", "max",
            "maxinteger", "min", "mininteger", "modf", "pi", "rad", "random", "randomseed", "sin", "sqrt", "tan",
            "tointeger", "type", "ult",
        ],
        "os": [
            "clock", "date", "difftime", "execute", "exit", "getenv", "remove", "rename", "setlocale", "time",
            "tmpname",
        ],
        "package": ["require", "config", "cpath", "loaded", "loadlib", "path", "preload", "searchers", "searchpath"],
        "string": [
            "byte", "char", "dump", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack", "packsize",
            "rep", "reverse", "sub", "unpack", "upper",
        ],
        "table": ["concat", "insert", "move", "pack", "remove", "sort", "unpack"],
        "utf8": ["char", "charpattern", "codepoint", "codes", "len", "offset"],
    ]

    static let settingsFiles = ["plugins/.luarc.json", "docs/cookbook/.luarc.json", "docs/templates/init/.luarc.json"]

    /// The sandbox's globals and the fields of its global tables (`string.format`), read by a section script
    /// that returns one item per name.
    static func sandboxNames() throws -> Set<String> {
        let script = try ScriptFixtures.load(
            """
            local names = {}
            for name, value in pairs(_G) do
              names[#names + 1] = name
              if type(value) == "table" and name ~= "_G" then
                for field in pairs(value) do names[#names + 1] = name .. "." .. field end
              end
            end
            local list = {}
            for i, name in ipairs(names) do list[i] = { id = name } end
            return { id = "globals", items = function() return list end, layout = layout.list {} }
            """)
        return Set(try script.items(context: ScriptFixtures.context()).map(\.id))
    }

    /// The name a library's member has among the globals: `pairs` for the base library and `require`, else
    /// `os.time`.
    static func global(_ member: String, of library: String) -> String {
        library == "basic" || member == "require" ? member : "\(library).\(member)"
    }

    @Test func editorLibrariesMatchTheSandbox() throws {
        let sandbox = try Self.sandboxNames()
        #expect(sandbox.contains("pairs") && sandbox.contains("string.format") && sandbox.contains("layout"))
        let annotations = LuaAnnotationFile(text: KitDocs.read("docs/lua/feedengine.lua"))
        let declared = Set(annotations.functions.keys).union(annotations.assigned)
        for path in Self.settingsFiles {
            let data = try #require(FileManager.default.contents(atPath: KitDocs.root + "/" + path), "\(path)")
            let settings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let builtin = settings["runtime.builtin"] as? [String: String] ?? [:]
            for (library, members) in Self.luaLibraries.sorted(by: { $0.key < $1.key }) {
                let names = Set(members.map { Self.global($0, of: library) })
                let kept = names.intersection(sandbox)
                if kept == names {
                    #expect(builtin[library] != "disable", "\(path): the sandbox has all of \(library)")
                    continue
                }
                #expect(
                    builtin[library] == "disable",
                    "\(path): \(library) is on, but the sandbox lacks \(names.subtracting(sandbox).sorted())")
                let annotated = names.intersection(declared)
                let extra = annotated.subtracting(kept).sorted()
                let missing = kept.subtracting(annotated).sorted()
                #expect(
                    annotated == kept,
                    "\(library): annotated, not in the sandbox \(extra); in the sandbox, not annotated \(missing)")
                if kept.contains(where: { $0.hasPrefix(library + ".") }) {
                    #expect(declared.contains(library), "\(library) = {} is declared")
                }
            }
        }
    }
}
