internal import CLua

extension LuaState {
    /// Runs one of the host's own Lua chunks (a DSL prelude every script's state runs), dropping its results.
    ///
    /// The first state to run a chunk compiles its text; later states load the bytecode ``CompiledChunks`` kept,
    /// which costs a fraction of parsing the text again (the cell DSL: 12 KB of Lua per script).
    ///
    /// The chunk gets one argument, `where`: a function returning the chunk name and line of the innermost Lua
    /// code calling into the chunk from outside it (`banners.lua`, 12), or nil, nil when there is none within ten
    /// frames. The cell DSL marks every view and constraint with it; working it out in Lua from `error`'s position
    /// prefix cost 2.2 M instructions of a 74 M cold build of the bundled feed.
    ///
    /// - Throws: `LuaError` as `run(_:chunkName:)` does.
    package func runHostChunk(_ source: String, chunkName: String) throws(LuaError) {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try compile(source, chunkName: chunkName)
        fe_push_caller_outside(thread, chunkName)
        try protectedCall(argumentCount: 1, resultCount: 0, chunkName: chunkName)
    }
}
