internal import CLua

/// A read-only view of one Lua value while it is still on the stack, for reading a large result in one pass
/// without building a `LuaValue` tree first (`LuaState.call(_:_:reading:)`).
///
/// A cursor is valid only inside the closure it was handed to; using it afterwards traps. Tables are read with
/// raw access only (no metamethod of the script runs), and nothing a cursor does allocates inside Lua or can
/// raise a Lua error. Limits (depth, value counts, cycles) are the reader's to enforce: `depth` says how far the
/// value is from the result, and `value()` converts with every check `LuaState.call` makes.
package struct LuaCursor {
    let state: LuaState
    let thread: OpaquePointer
    let index: Int32
    let session: Int
    /// Levels of tables between the result and this value (0 for the result itself).
    package let depth: Int

    init(state: LuaState, index: Int32, session: Int, depth: Int) {
        self.state = state
        self.thread = state.thread
        self.index = index
        self.session = session
        self.depth = depth
    }

    private func checkValid() {
        precondition(state.cursorSession == session, "a LuaCursor was used outside the closure it was given to")
    }

    /// The thread and stack slot of the value, after checking the cursor is still valid.
    func checkedPosition() -> (OpaquePointer, Int32) {
        checkValid()
        return (thread, index)
    }

    /// The value's kind.
    package var kind: LuaValueKind {
        checkValid()
        switch lua_type(thread, index) {
        case LUA_TNIL, LUA_TNONE: return .nil
        case LUA_TBOOLEAN: return .boolean
        case LUA_TNUMBER: return lua_isinteger(thread, index) != 0 ? .integer : .number
        case LUA_TSTRING: return .string
        case LUA_TTABLE: return .table
        case LUA_TFUNCTION: return .function
        default: return .other
        }
    }

    /// The boolean, when the value is one.
    package var boolean: Bool? {
        checkValid()
        guard lua_type(thread, index) == LUA_TBOOLEAN else { return nil }
        return lua_toboolean(thread, index) != 0
    }

    /// The integer, when the value is an integer (not a float with an integral value).
    package var integer: Int64? {
        checkValid()
        guard lua_type(thread, index) == LUA_TNUMBER, lua_isinteger(thread, index) != 0 else { return nil }
        return Int64(lua_tointegerx(thread, index, nil))
    }

    /// The float, when the value is a float (not an integer).
    package var number: Double? {
        checkValid()
        guard lua_type(thread, index) == LUA_TNUMBER, lua_isinteger(thread, index) == 0 else { return nil }
        return lua_tonumberx(thread, index, nil)
    }

    /// The string decoded as UTF-8 (invalid bytes become U+FFFD), when the value is a string.
    package var string: String? {
        checkValid()
        guard lua_type(thread, index) == LUA_TSTRING else { return nil }
        return state.decodedStrings.string(thread, at: index)
    }

    /// Whether the value is a string whose bytes are not UTF-8: its `string` then shows U+FFFD for each bad
    /// sequence, which a string that is UTF-8 may hold too.
    package var isTextNotUTF8: Bool {
        checkValid()
        guard lua_type(thread, index) == LUA_TSTRING else { return false }
        var length = 0
        guard let bytes = lua_tolstring(thread, index, &length) else { return false }
        var escapes = 0
        return fe_utf8_valid(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), length, &escapes) == 0
    }

    /// Whether the value is a table whose metatable has an `__index` field: the host reads a table's own fields
    /// only (raw access, as conversion does), so whatever `__index` would supply is not seen.
    package var hasIndexMetamethod: Bool {
        checkValid()
        guard lua_type(thread, index) == LUA_TTABLE, lua_checkstack(thread, 2) != 0,
            lua_getmetatable(thread, index) != 0
        else { return false }
        // A metamethod's name is interned when the state opens: pushing it allocates nothing.
        lua_pushstring(thread, "__index")
        let found = lua_rawget(thread, -2) != LUA_TNIL
        lua_settop(thread, -3)
        return found
    }

    /// The shape of a table, as `LuaValue` conversion sees it; nil when the value is not a table.
    ///
    /// - Complexity: O(1) for tables without a sequence part; O(n) to confirm a sequence of n entries.
    package var tableShape: LuaTableShape? {
        checkValid()
        guard lua_type(thread, index) == LUA_TTABLE else { return nil }
        let length = lua_rawlen(thread, index)
        if length > 0 {
            return ValueReader.isSequence(thread, index, length: length) ? .sequence(Int(length)) : .keyed
        }
        guard lua_checkstack(thread, 2) != 0 else { return .keyed }
        lua_pushnil(thread)
        guard lua_next(thread, index) != 0 else { return .empty }
        lua_settop(thread, -3)
        return .keyed
    }

    /// Visits the entries `1...count` of a table in order, each with its 0-based offset.
    ///
    /// - Returns: false when the Lua stack cannot grow for the walk (nothing is visited).
    package func forEachElement<Failure: Error>(
        count: Int, _ body: (Int, LuaCursor) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        checkValid()
        guard lua_type(thread, index) == LUA_TTABLE, count > 0 else { return true }
        guard lua_checkstack(thread, 2) != 0 else { return false }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        let child = LuaCursor(state: state, index: top + 1, session: session, depth: depth + 1)
        for offset in 0..<count {
            lua_rawgeti(thread, index, lua_Integer(offset + 1))
            try body(offset, child)
            lua_settop(thread, top)
        }
        return true
    }

    /// Visits every key and value of a table, in Lua's (unspecified) traversal order.
    ///
    /// - Returns: false when the Lua stack cannot grow for the walk (nothing is visited).
    package func forEachEntry<Failure: Error>(_ body: (LuaTableKey, LuaCursor) throws(Failure) -> Void) throws(Failure)
        -> Bool
    {
        checkValid()
        guard lua_type(thread, index) == LUA_TTABLE else { return true }
        guard lua_checkstack(thread, 3) != 0 else { return false }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        let child = LuaCursor(state: state, index: top + 2, session: session, depth: depth + 1)
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            let key: LuaTableKey
            switch lua_type(thread, -2) {
            case LUA_TSTRING: key = .string(state.decodedStrings.string(thread, at: -2))
            case LUA_TNUMBER where lua_isinteger(thread, -2) != 0:
                key = .integer(Int64(lua_tointegerx(thread, -2, nil)))
            default: key = .other
            }
            try body(key, child)
            lua_settop(thread, top + 1)
        }
        return true
    }

    /// The whole value converted to Swift, with the conversion checks and messages of `LuaState.call`.
    package func value() throws(LuaError) -> LuaValue {
        checkValid()
        return try state.value(at: index)
    }
}

/// What kind of Lua value a `LuaCursor` is on.
package enum LuaValueKind: Hashable, Sendable {
    case `nil`, boolean, integer, number, string, table, function
    /// Userdata and threads, which cannot leave Lua.
    case other
}

/// How `LuaValue` conversion would read a table.
package enum LuaTableShape: Hashable, Sendable {
    /// No entries: `.array([])`.
    case empty
    /// Keys exactly `1...n`, n ≥ 1: `.array` of n values.
    case sequence(Int)
    /// Any other keys: `.table`.
    case keyed
}

/// A table key as a `LuaCursor` walk sees it.
package enum LuaTableKey: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    /// A float, boolean, table or other key, which conversion to `LuaValue` refuses.
    case other
}
