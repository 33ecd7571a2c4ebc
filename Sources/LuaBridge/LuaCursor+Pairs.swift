internal import CLua

extension LuaCursor {
    /// Whether the value is a string equal to `text`, compared where it lies (no Swift `String` is made).
    package func isString(_ text: StaticString) -> Bool {
        let (thread, index) = checkedPosition()
        guard lua_type(thread, index) == LUA_TSTRING else { return false }
        var length = 0
        guard let bytes = lua_tolstring(thread, index, &length), length == text.utf8CodeUnitCount else { return false }
        return memcmp(bytes, text.utf8Start, length) == 0
    }

    /// Visits every key and value of a table, in Lua's (unspecified) traversal order, with the key as a cursor
    /// too: for a reader that knows the names it expects (`isString(_:)`), which then decodes no key.
    ///
    /// - Returns: false when the Lua stack cannot grow for the walk (nothing is visited).
    package func forEachPair<Failure: Error>(_ body: (_ key: LuaCursor, _ value: LuaCursor) throws(Failure) -> Void)
        throws(Failure) -> Bool
    {
        let (thread, index) = checkedPosition()
        guard lua_type(thread, index) == LUA_TTABLE else { return true }
        guard lua_checkstack(thread, 3) != 0 else { return false }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        let key = LuaCursor(state: state, index: top + 1, session: session, depth: depth + 1)
        let value = LuaCursor(state: state, index: top + 2, session: session, depth: depth + 1)
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            try body(key, value)
            lua_settop(thread, top + 1)
        }
        return true
    }

    /// The sides of a table holding nothing but number entries `width` and/or `height` (raw access), each as a
    /// double; nil for anything else (no table, an empty one, another key or value). One C call: `measure`'s
    /// answer is read this way once per measured item.
    package var sizeFields: (width: Double?, height: Double?)? {
        let (thread, index) = checkedPosition()
        var width = 0.0
        var height = 0.0
        let found = fe_size_fields(thread, index, &width, &height)
        guard found != 0 else { return nil }
        return (found & 1 != 0 ? width : nil, found & 2 != 0 ? height : nil)
    }
}
