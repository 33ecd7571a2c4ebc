internal import CLua

/// A Lua value the host keeps in one state's registry, built once and passed to many calls
/// (`LuaState.call(_:arguments:reading:)`); valid while that state lives, until released.
package struct LuaTableReference: Hashable, Sendable {
    /// Identifies the owning state, so a reference is never used on another state.
    package let stateIdentifier: UInt64
    /// The registry slot (`luaL_ref`).
    let slot: Int32
}

extension LuaState {
    /// Converts `value` once and holds it for later calls.
    ///
    /// - Throws: `LuaError` of kind `conversion`, as `call(_:_:)` does for its arguments.
    package func hold(_ value: LuaValue) throws(LuaError) -> LuaTableReference {
        try push(value)
        return LuaTableReference(stateIdentifier: identifier, slot: luaL_ref(thread, fe_registryindex()))
    }

    /// Lets the garbage collector have a held value; using the reference afterwards is a conversion error.
    package func release(_ table: LuaTableReference) {
        guard table.stateIdentifier == identifier, table.slot > 0 else { return }
        luaL_unref(thread, fe_registryindex(), table.slot)
    }

    /// Calls a Lua function with the arguments `push` adds (held tables, new tables, converted values), and hands
    /// its first result to `read` while it is on the stack (as `call(_:_:reading:)` does).
    ///
    /// - Throws: `LuaError` as `call(_:_:)` does; of kind `conversion` for a released or foreign reference.
    package func call<Result>(
        _ function: LuaFunctionReference, arguments push: (inout LuaArguments) throws(LuaError) -> Void,
        reading read: (LuaCursor) throws(LuaError) -> Result
    ) throws(LuaError) -> Result {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        // The message handler goes first, so nothing is inserted below the function or removed below the result.
        fe_pushcfunction(thread, fe_msgh)
        try pushFunction(function)
        var arguments = LuaArguments(state: self)
        try push(&arguments)
        do {
            try protectedCall(handler: base + 1, argumentCount: arguments.count, resultCount: 1, chunkName: nil)
        } catch {
            var error = error
            // The function's source names errors that carry no position; looked up only for them.
            if error.chunkName == nil, (try? pushFunction(function)) != nil { error.chunkName = functionSource(at: -1) }
            throw error
        }
        return try readResult(at: base + 2, read)
    }

    /// Pushes a held value.
    func pushHeld(_ table: LuaTableReference) throws(LuaError) {
        guard table.stateIdentifier == identifier else {
            throw LuaError(
                kind: .conversion, chunkName: name, line: nil,
                message: "a table reference of another Lua state cannot be used here")
        }
        lua_rawgeti(thread, fe_registryindex(), lua_Integer(table.slot))
    }
}

extension LuaCursor {
    /// A copy of this array's entries `1...count` held in the registry (nil when the value is not a table), so
    /// the host can pass them to later calls without converting them, whatever the script does to the array.
    package func holdElements(count: Int) -> LuaTableReference? {
        let (thread, index) = checkedPosition()
        guard lua_type(thread, index) == LUA_TTABLE, lua_checkstack(thread, 2) != 0 else { return nil }
        lua_createtable(thread, Int32(clamping: count), 0)
        for position in 1...max(count, 1) where count > 0 {
            lua_rawgeti(thread, index, lua_Integer(position))
            lua_rawseti(thread, -2, lua_Integer(position))
        }
        return LuaTableReference(stateIdentifier: state.identifier, slot: luaL_ref(thread, fe_registryindex()))
    }

    /// Reads the field `name` of this table (raw access: no metamethod runs) through a cursor; the cursor is
    /// on nil when this value is no table.
    package func field<Result, Failure: Error>(
        _ name: StaticString, _ read: (LuaCursor) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let (thread, index) = checkedPosition()
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        if lua_type(thread, index) == LUA_TTABLE {
            state.pushString(name)
            lua_rawget(thread, index)
        } else {
            lua_pushnil(thread)
        }
        return try read(LuaCursor(state: state, index: top + 1, session: session, depth: depth + 1))
    }
}
