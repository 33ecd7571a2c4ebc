internal import CLua

/// Registry table mapping each referenced function to its slot, so one function always gets one reference.
private let slotsKey = "feedengine.slots"

extension LuaState {
    /// Creates a Lua function that runs `body`, without storing it in any global.
    ///
    /// - Parameters:
    ///   - name: the name used in argument errors (`bad argument #1 to 'name'`).
    ///   - body: as for `register`.
    /// - Returns: a reference to pass into Lua values (`.function(reference)`) or to `call`.
    package func makeFunction(
        named name: String, _ body: @escaping (LuaCallContext, [LuaValue]) -> Result<LuaValue, LuaHostError>
    ) -> LuaFunctionReference {
        pushCallback(.values(name: name, body: body))
        return makeReference(at: -1, pop: true)
    }

    /// Drops the state's hold on a function reference; calling it afterwards is a conversion error.
    ///
    /// Every conversion of the same function yields the same reference, so releasing one releases them all.
    package func release(_ function: LuaFunctionReference) {
        guard function.stateIdentifier == identifier, function.slot > 0 else { return }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        guard lua_rawgeti(thread, fe_registryindex(), lua_Integer(function.slot)) == LUA_TFUNCTION else { return }
        pushSlots()
        lua_pushvalue(thread, -2)
        lua_pushnil(thread)
        lua_rawset(thread, -3)
        luaL_unref(thread, fe_registryindex(), function.slot)
    }

    /// The reference of the function at `index`: its existing slot, or a new one.
    func makeReference(at index: Int32, pop: Bool) -> LuaFunctionReference {
        let function = lua_absindex(thread, index)
        pushSlots()
        lua_pushvalue(thread, function)
        var slot: Int32
        if lua_rawget(thread, -2) == LUA_TNUMBER {
            slot = Int32(truncatingIfNeeded: lua_tointegerx(thread, -1, nil))
            lua_settop(thread, -3)
        } else {
            lua_settop(thread, -2)
            lua_pushvalue(thread, function)
            slot = luaL_ref(thread, fe_registryindex())
            lua_pushvalue(thread, function)
            lua_pushinteger(thread, lua_Integer(slot))
            lua_rawset(thread, -3)
            lua_settop(thread, -2)
        }
        if pop { fe_remove(thread, function) }
        return LuaFunctionReference(stateIdentifier: identifier, slot: slot)
    }

    /// Pushes the function a reference names, checking it belongs here and is still alive.
    func pushFunction(_ function: LuaFunctionReference) throws(LuaError) {
        guard function.stateIdentifier == identifier else {
            throw LuaError(
                kind: .conversion, chunkName: name, line: nil,
                message: "a function reference of another Lua state cannot be used here")
        }
        if lua_rawgeti(thread, fe_registryindex(), lua_Integer(function.slot)) != LUA_TFUNCTION {
            lua_settop(thread, -2)
            throw LuaError(
                kind: .conversion, chunkName: name, line: nil, message: "the function reference was released")
        }
    }

    private func pushSlots() {
        if lua_getfield(thread, fe_registryindex(), slotsKey) != LUA_TTABLE {
            lua_settop(thread, -2)
            fe_newtable(thread)
            lua_pushvalue(thread, -1)
            lua_setfield(thread, fe_registryindex(), slotsKey)
        }
    }
}
