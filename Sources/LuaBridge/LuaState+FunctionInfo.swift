internal import CLua

extension LuaState {
    /// The line where a Lua function's definition starts in its chunk, for diagnostics about what the function
    /// returned (the call itself succeeded, so no error carries a position); nil for host functions.
    package func definitionLine(of function: LuaFunctionReference) -> Int? {
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        do {
            try pushFunction(function)
        } catch {
            return nil
        }
        var debug = lua_Debug()
        guard lua_getinfo(thread, ">S", &debug) != 0, debug.linedefined > 0 else { return nil }
        return Int(debug.linedefined)
    }
}
