internal import CLua

extension LuaState {
    /// Calls a Lua function and hands its first result (nil when it returns nothing) to `read` while the result
    /// is still on the Lua stack, so a large result can be read in one pass without a `LuaValue` tree.
    ///
    /// - Parameter read: reads the result through a cursor valid only during this call; `LuaCursor.value()`
    ///   converts (part of) it as `call(_:_:)` would.
    /// - Throws: `LuaError` as `call(_:_:)` does, and whatever `read` throws.
    package func call<Result>(
        _ function: LuaFunctionReference, _ arguments: [LuaValue] = [],
        reading read: (LuaCursor) throws(LuaError) -> Result
    ) throws(LuaError) -> Result {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try invoke(function, arguments, resultCount: 1, above: base)
        return try readResult(at: base + 1, read)
    }

    /// Hands the value at `index` (a call's result) to `read` through a cursor valid only during `read`.
    func readResult<Result>(at index: Int32, _ read: (LuaCursor) throws(LuaError) -> Result) throws(LuaError)
        -> Result
    {
        cursorSessionsStarted += 1
        decodedStrings.generation &+= 1
        let previous = cursorSession
        cursorSession = cursorSessionsStarted
        // A read outside any entry has a clock of its own (`ValueReader.pace()`); nested reads share the outer's.
        let startsClock = readStart == nil && entryDepth == 0 && !clockHeld
        if startsClock { readStart = fe_now() }
        defer {
            cursorSession = previous
            if startsClock { readStart = nil }
        }
        return try read(LuaCursor(state: self, index: index, session: cursorSession, depth: 0))
    }
}

extension LuaState {
    /// Compiles and runs a text chunk, handing its first result to `read` while it is still on the stack, as
    /// `call(_:_:reading:)` does.
    ///
    /// - Throws: `LuaError` as `run(_:chunkName:)` does, and whatever `read` throws.
    package func run<Result>(
        _ source: String, chunkName: String, reading read: (LuaCursor) throws(LuaError) -> Result
    ) throws(LuaError) -> Result {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try compile(source, chunkName: chunkName)
        try protectedCall(argumentCount: 0, resultCount: 1, chunkName: chunkName)
        return try readResult(at: base + 1, read)
    }
}
