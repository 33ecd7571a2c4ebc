internal import CLua

/// The arguments of one `LuaState.call(_:arguments:reading:)`, pushed onto the Lua stack as they are added: no
/// array of them is built and nothing passes through `LuaValue` unless the caller hands one, so a call made once
/// per item of a feed costs little more than the Lua it runs.
///
/// Pushes run with the memory cap lifted (the host holds the state), as `LuaState.push` does, so none can raise.
package struct LuaArguments {
    let state: LuaState
    /// Arguments pushed so far.
    private(set) var count: Int32 = 0

    init(state: LuaState) {
        self.state = state
    }

    /// A Swift value, converted for this call.
    package mutating func append(_ value: LuaValue) throws(LuaError) {
        try makeRoom()
        try state.push(value)
        count += 1
    }

    /// A held value itself.
    package mutating func append(held table: LuaTableReference) throws(LuaError) {
        try makeRoom()
        try state.pushHeld(table)
        count += 1
    }

    /// Element `index` (1-based) of a held array.
    package mutating func append(element index: Int, of table: LuaTableReference) throws(LuaError) {
        try makeRoom()
        try state.pushHeld(table)
        lua_rawgeti(state.thread, -1, lua_Integer(index))
        fe_remove(state.thread, -2)
        count += 1
    }

    /// A new table with the string-keyed numbers and booleans `fill` sets: what a table constructor costs in Lua,
    /// and a table no earlier call has seen.
    package mutating func appendTable(fieldCount: Int, _ fill: (inout LuaNewTable) -> Void) throws(LuaError) {
        try makeRoom()
        lua_createtable(state.thread, 0, Int32(clamping: fieldCount))
        var table = LuaNewTable(thread: state.thread)
        fill(&table)
        count += 1
    }

    private func makeRoom() throws(LuaError) {
        guard lua_checkstack(state.thread, 3) != 0 else {
            throw LuaError(kind: .conversion, chunkName: state.name, line: nil, message: "too many arguments")
        }
    }
}

/// The fields of a table `LuaArguments.appendTable` is building (on top of the stack while `fill` runs).
package struct LuaNewTable {
    let thread: OpaquePointer

    /// Sets `key` to a number.
    package mutating func set(_ key: StaticString, _ number: Double) {
        lua_pushnumber(thread, number)
        setTop(key)
    }

    /// Sets `key` to a boolean.
    package mutating func set(_ key: StaticString, _ flag: Bool) {
        lua_pushboolean(thread, flag ? 1 : 0)
        setTop(key)
    }

    /// Stores the value on top in the table below it. A new table has no metatable, so `lua_setfield` is a raw
    /// set; it is used because it finds an interned key by the C string's address, without hashing it again.
    private func setTop(_ key: StaticString) {
        precondition(key.hasPointerRepresentation, "a table key must be a plain string literal")
        key.utf8Start.withMemoryRebound(to: CChar.self, capacity: key.utf8CodeUnitCount + 1) {
            lua_setfield(thread, -2, $0)
        }
    }
}
