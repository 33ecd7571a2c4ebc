internal import CLua

extension LuaState {
    /// Runs one of the host's own Lua chunks (a DSL prelude every script's state runs), dropping its results.
    ///
    /// The first state to run a chunk compiles its text; later states load the bytecode ``CompiledChunks`` kept,
    /// which costs a fraction of parsing the text again (the cell DSL: 12 KB of Lua per script).
    ///
    /// - Throws: `LuaError` as `run(_:chunkName:)` does.
    package func runHostChunk(_ source: String, chunkName: String) throws(LuaError) {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try compile(source, chunkName: chunkName)
        try protectedCall(argumentCount: 0, resultCount: 0, chunkName: chunkName)
    }
}
