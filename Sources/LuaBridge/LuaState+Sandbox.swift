internal import CLua
import StableHashing

/// The base functions the feed contract keeps (docs/spec/contract.md §2); every other base global is removed.
private let keptBaseFunctions: Set<String> = [
    "pairs", "ipairs", "select", "type", "tostring", "tonumber", "error", "assert", "pcall", "xpcall", "next",
    "rawget", "rawset", "rawequal", "rawlen", "setmetatable", "getmetatable", "_G", "_VERSION",
]

/// How many wrapped originals each library files in the registry (`prepareOriginalNames`): worked out once, in a
/// fixed order, rather than in a dictionary at every state's creation.
private let originalCounts: [(String, Int32)] = {
    // `setmetatable`, `rawset`, `next` and `pairs` among the base functions, `rep` in string, besides the charged
    // ones.
    var counts: [(String, Int32)] = [("_G", 4), ("string", 1)]
    for (library, names, _) in chargedLibraryFunctions {
        let name = library.map { "\($0)" } ?? "_G"
        if let index = counts.firstIndex(where: { $0.0 == name }) {
            counts[index].1 += Int32(names.count)
        } else {
            counts.append((name, Int32(names.count)))
        }
    }
    return counts
}()

/// The library functions whose work grows with their arguments, by library (nil: base functions), with the C
/// wrapper that charges that work (`CLua/charged.h`).
private let chargedLibraryFunctions: [(StaticString?, [StaticString], lua_CFunction)] = [
    ("string", ["upper", "lower", "reverse"], fe_string_scan),
    ("string", ["sub"], fe_string_sub),
    ("string", ["byte"], fe_string_range_values),
    ("string", ["format", "pack"], fe_string_building),
    ("string", ["unpack", "packsize"], fe_string_parse),
    ("string", ["char"], fe_values_charged),
    ("table", ["concat"], fe_table_concat),
    ("table", ["insert"], fe_table_insert),
    ("table", ["remove"], fe_table_remove),
    ("table", ["move"], fe_table_move),
    ("table", ["sort"], fe_table_sort),
    ("table", ["unpack", "pack"], fe_values_charged),
    ("utf8", ["len"], fe_utf8_len),
    ("utf8", ["codepoint"], fe_string_range_values),
    ("utf8", ["offset"], fe_utf8_offset),
    ("utf8", ["codes"], fe_utf8_codes),
    ("utf8", ["char"], fe_values_charged),
    ("os", ["date"], fe_string_parse),
    (nil, ["tonumber"], fe_string_parse),
    (nil, ["select"], fe_values_charged),
    (nil, ["rawequal"], fe_rawequal),
    (nil, ["load"], fe_load_charged),
    (nil, ["xpcall"], fe_xpcall),
]

extension LuaState {
    /// Opens exactly the libraries of docs/spec/contract.md §2 and replaces the functions that need a host's hand.
    ///
    /// - `string`, `table`, `math`, `utf8`; `os` reduced to `time`, `clock`, `date`; no `io`, `debug`, `package`.
    /// - Base functions: only `keptBaseFunctions`, plus `load` (text only; chunks see these globals or the env
    ///   they are given), `print` (to the log), `require` (modules through `moduleSource`).
    /// - `string.dump` is gone; `string.rep` refuses results over the memory cap before allocating; the string
    ///   metatable's `__index` is that same reduced `string` table, so `("").dump` is nil as well.
    /// - `string.find`, `match`, `gmatch`, `gsub` are budgeted re-implementations (`LuaState+Patterns.swift`):
    ///   Lua's own matcher can backtrack for hours inside one C call the count hook never interrupts.
    /// - `setmetatable` refuses metatables with `__gc`: Lua runs finalizers with hooks off, so one could loop
    ///   past the instruction budget. `collectgarbage` is removed (the contract does not list it).
    /// - `rawset` refuses the host's read-only tables (`holdReadOnly(_:name:)`), as assignment does.
    /// - `math.random` is seeded from the script name (FNV-1a), so runs are reproducible; `math.randomseed()`
    ///   without arguments restores that seed.
    /// - `json.decode` / `json.encode` with the size and depth limits of `limits`.
    /// - Library functions that loop in C (`table.move`, `table.sort`, `utf8.len`…) charge their work to the
    ///   budget, and `xpcall`'s message handler stops with the script (`chargeLibraryWork`).
    func installSandbox(allowsCoroutines: Bool) throws(LuaError) {
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        prepareOriginalNames()
        try open(luaopen_base, as: nil)
        fe_pushglobaltable(thread)
        var names: [String] = []
        lua_pushnil(thread)
        while lua_next(thread, -2) != 0 {
            lua_settop(thread, -2)
            if lua_type(thread, -1) == LUA_TSTRING { names.append(ValueReader.string(thread, at: -1)) }
        }
        for name in names where !keptBaseFunctions.contains(name) { setField(name, in: -1) { lua_pushnil($0) } }
        lua_settop(thread, top)

        try open(luaopen_string, as: "string")
        try open(luaopen_table, as: "table")
        try open(luaopen_math, as: "math")
        try open(luaopen_utf8, as: "utf8")
        if allowsCoroutines { try open(luaopen_coroutine, as: "coroutine") }
        try installOS()
        replaceStringFunctions()
        installPatternFunctions()
        pushLibrary(nil)
        wrapFields(["setmetatable"], of: nil, with: fe_setmetatable)
        wrapFields(["rawset"], of: nil, with: fe_rawset)
        pushString("load" as StaticString)
        fe_pushcfunction(thread, fe_load)
        lua_rawset(thread, -3)
        lua_settop(thread, -2)
        chargeLibraryWork()
        installPacedNext()
        try seedRandom()
        installPrint()
        installRequire()
        installJSON()
    }

    /// Runs a library's `luaopen_` function under protection and stores its table as a global.
    private func open(_ opener: lua_CFunction, as global: String?) throws(LuaError) {
        fe_pushcfunction(thread, opener)
        try protectedCall(argumentCount: 0, resultCount: 1, chunkName: name)
        if let global {
            fe_pushglobaltable(thread)
            pushString(global)
            lua_pushvalue(thread, -3)
            lua_rawset(thread, -3)
            lua_settop(thread, -2)
        }
        lua_settop(thread, -2)
    }

    private func installOS() throws(LuaError) {
        fe_pushcfunction(thread, luaopen_os)
        try protectedCall(argumentCount: 0, resultCount: 1, chunkName: name)
        fe_newtable(thread)
        for function in ["time", "clock", "date"] {
            pushString(function)
            pushString(function)
            lua_rawget(thread, -4)
            lua_rawset(thread, -3)
        }
        fe_pushglobaltable(thread)
        pushString("os")
        lua_pushvalue(thread, -3)
        lua_rawset(thread, -3)
        lua_settop(thread, -4)
    }

    private func replaceStringFunctions() {
        pushLibrary("string")
        pushString("dump" as StaticString)
        lua_pushnil(thread)
        lua_rawset(thread, -3)
        wrapFields(["rep"], of: "string", with: fe_rep)
        lua_settop(thread, -2)
    }

    /// Wraps the library functions whose work grows with their arguments so it is charged to the budget
    /// (`CLua/charged.h`), and `xpcall` so its message handler cannot outlive a stopped script.
    private func chargeLibraryWork() {
        for (library, names, wrapper) in chargedLibraryFunctions {
            pushLibrary(library)
            wrapFields(names, of: library, with: wrapper)
            lua_settop(thread, -2)
        }
    }

    /// Replaces `next` by one that reads the clock as it goes (`fe_next`), and `pairs` by one that hands out that
    /// `next` instead of Lua's (`fe_pairs`): a call of Lua's `next` on an emptied table scans all its slots, and
    /// made from C (a sort's comparator) no count hook runs between the calls.
    private func installPacedNext() {
        fe_pushglobaltable(thread)
        wrapFields(["next"], of: nil, with: fe_next)
        pushString("pairs" as StaticString)
        lua_pushvalue(thread, -1)
        lua_rawget(thread, -3)
        nameOriginal("pairs", of: nil)
        _ = lua_getfield(thread, -3, "next")
        _ = lua_getupvalue(thread, -1, 1)
        lua_pushcclosure(thread, fe_pairs, 3)
        lua_rawset(thread, -3)
        lua_settop(thread, -2)
    }

    /// Pushes the global table `library` (nil: the globals themselves), which must exist.
    private func pushLibrary(_ library: StaticString?) {
        fe_pushglobaltable(thread)
        guard let library else { return }
        pushString(library)
        lua_rawget(thread, -2)
        fe_remove(thread, -2)
    }

    /// Replaces the fields `names` of the table on top of the stack (the global table `library`, nil: the
    /// globals) by C closures of `replacement`, each holding the field's original value as upvalue 1. Static
    /// names, raw access: this runs for every state created.
    private func wrapFields(_ names: [StaticString], of library: StaticString?, with replacement: lua_CFunction) {
        for name in names {
            pushString(name)
            lua_pushvalue(thread, -1)
            lua_rawget(thread, -3)
            nameOriginal(name, of: library)
            lua_pushcclosure(thread, replacement, 1)
            lua_rawset(thread, -3)
        }
    }

    /// Makes the registry's loaded-modules table for `nameOriginal`, with a table per library sized for the
    /// originals it takes: tables grown one field at a time free their smaller parts, memory the state then holds
    /// reserved without using it (`MemoryAccountTests.aSmallStateReservesLittleBeyondItsUse`).
    private func prepareOriginalNames() {
        lua_createtable(thread, 0, Int32(originalCounts.count))
        for (library, count) in originalCounts {
            pushString(library)
            lua_createtable(thread, 0, count)
            lua_rawset(thread, -3)
        }
        lua_setfield(thread, fe_registryindex(), "_LOADED")
    }

    /// Files the original on top of the stack under `library.name` in the registry's loaded-modules table, where
    /// `luaL_argerror` looks up the name of a function that has none from its call: the original is called by
    /// its wrapper, from C, so its argument errors read `bad argument #2 to '?'` (`string.sub("x", {})`) rather
    /// than naming `string.sub`. Scripts cannot reach the registry.
    private func nameOriginal(_ name: StaticString, of library: StaticString?) {
        let original = lua_gettop(thread)
        luaL_getsubtable(thread, fe_registryindex(), "_LOADED")
        luaL_getsubtable(thread, -1, library.map { "\($0)" } ?? "_G")
        pushString(name)
        lua_pushvalue(thread, original)
        lua_rawset(thread, -3)
        lua_settop(thread, original)
    }

    private func setField(_ name: String, in table: String?, value: (OpaquePointer) -> Void) {
        pushTable(path: table)
        pushString(name)
        value(thread)
        lua_rawset(thread, -3)
        lua_settop(thread, -2)
    }

    private func setField(_ name: String, in index: Int32, value: (OpaquePointer) -> Void) {
        let table = lua_absindex(thread, index)
        pushString(name)
        value(thread)
        lua_rawset(thread, table)
    }

    private func seedRandom() throws(LuaError) {
        let seed = lua_Integer(Int64(bitPattern: FNV1a.of(name.utf8)))
        fe_pushglobaltable(thread)
        _ = lua_getfield(thread, -1, "math")
        _ = lua_getfield(thread, -1, "randomseed")
        lua_pushvalue(thread, -1)
        lua_pushinteger(thread, seed)
        try protectedCall(argumentCount: 1, resultCount: 0, chunkName: name)
        lua_pushinteger(thread, seed)
        lua_pushcclosure(thread, fe_randomseed, 2)
        lua_setfield(thread, -2, "randomseed")
        lua_settop(thread, -3)
    }

    private func installPrint() {
        let prefix = name + ": "
        setField("print", in: nil) { thread in
            pushCallback(.raw { state in state.logPrinted(prefix: prefix) })
            lua_pushcclosure(thread, fe_print, 1)
        }
    }
}

extension LuaState {
    /// Logs the line `print` built (stack slot 1) while the run's log has room; the first line that does not
    /// fit is replaced by one saying that the rest is dropped, and later ones are not even read.
    fileprivate func logPrinted(prefix: String) -> Int32 {
        var length = 0
        _ = lua_tolstring(thread, 1, &length)
        guard !droppingLog else {
            droppedPrint.lines += 1
            droppedPrint.bytes += length + 1
            return 0
        }
        loggedBytes += prefix.utf8.count + length + 1
        guard loggedBytes <= limits.maximumLogBytes else {
            droppingLog = true
            droppedPrint = (1, length + 1)
            log(
                prefix + "print output passed \(LuaLimits.size(limits.maximumLogBytes)) in this run; "
                    + "this line and the later ones are dropped")
            return 0
        }
        log(prefix + ValueReader.string(thread, at: 1))
        return 0
    }

    /// What the log cap dropped in this run, `12 print lines (3 MiB) were dropped`; nil when nothing was.
    package var droppedPrintSummary: String? {
        guard droppedPrint.lines > 0 else { return nil }
        let lines = droppedPrint.lines == 1 ? "1 print line" : "\(LuaLimits.grouped(droppedPrint.lines)) print lines"
        return "\(lines) (\(LuaLimits.size(droppedPrint.bytes))) \(droppedPrint.lines == 1 ? "was" : "were") dropped"
    }
}
