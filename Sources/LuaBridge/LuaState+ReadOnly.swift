internal import CLua
import FeedJSON

extension LuaState {
    /// Converts `value` once and holds it read-only for later calls (`CLua/readonly.h`): every table, nested
    /// ones too, reaches scripts as an empty proxy that reads through to it, iterates it with `pairs`, measures
    /// it with `#`, and refuses `t.x = …` and `rawset` with `NAME is read-only: cannot set 'x'` at the script's
    /// line. So a value shared by many calls cannot carry anything from one call to the next.
    ///
    /// - Parameter name: what errors call the value, e.g. `env`; nested tables are `env.container`.
    /// - Throws: `LuaError` of kind `conversion`, as `hold(_:)` does.
    package func holdReadOnly(_ value: LuaValue, name: String) throws(LuaError) -> LuaTableReference {
        let top = lua_gettop(thread)
        do {
            try pushReadOnly(value, name: name, depth: 0)
        } catch {
            lua_settop(thread, top)
            throw error
        }
        return LuaTableReference(stateIdentifier: identifier, slot: luaL_ref(thread, fe_registryindex()))
    }

    private func pushReadOnly(_ value: LuaValue, name: String, depth: Int) throws(LuaError) {
        guard lua_checkstack(thread, 4) != 0, depth <= limits.maximumDepth else {
            throw LuaError(
                kind: .conversion, chunkName: self.name, line: nil,
                message: "a value nested deeper than \(limits.maximumDepth) levels cannot enter Lua")
        }
        switch value {
        case .array(let elements):
            lua_createtable(thread, Int32(clamping: elements.count), 0)
            for (offset, element) in elements.enumerated() {
                try pushReadOnly(element, name: "\(name)[\(offset + 1)]", depth: depth + 1)
                lua_rawseti(thread, -2, lua_Integer(offset + 1))
            }
            pushProxy(name: name)
        case .table(let fields):
            lua_createtable(thread, 0, Int32(clamping: fields.count))
            for key in fields.keys.sorted(by: UTF8Order.precedes) {
                pushString(key)
                try pushReadOnly(fields[key]!, name: name + "." + key, depth: depth + 1)
                lua_rawset(thread, -3)
            }
            pushProxy(name: name)
        default:
            try push(value)
        }
    }

    /// Replaces the table on top of the stack by its read-only proxy.
    private func pushProxy(name: String) {
        let real = lua_gettop(thread)
        fe_newtable(thread)
        lua_createtable(thread, 0, 6)
        lua_pushvalue(thread, real)
        lua_setfield(thread, -2, "__index")
        fe_pushcfunction(thread, fe_readonly_newindex)
        lua_setfield(thread, -2, "__newindex")
        lua_pushvalue(thread, real)
        lua_pushcclosure(thread, fe_readonly_next, 1)
        lua_pushcclosure(thread, fe_readonly_pairs, 1)
        lua_setfield(thread, -2, "__pairs")
        lua_pushvalue(thread, real)
        lua_pushcclosure(thread, fe_readonly_len, 1)
        lua_setfield(thread, -2, "__len")
        pushString("read-only" as StaticString)
        lua_setfield(thread, -2, "__metatable")
        pushString(name)
        lua_setfield(thread, -2, "__readonly")
        lua_setmetatable(thread, -2)
        fe_replace(thread, real)
    }
}
