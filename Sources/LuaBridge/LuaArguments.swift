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
    /// Stack slots known to be free above the arguments, so most appends need not ask Lua for room.
    private var room: Int32 = 0

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
        fe_replace(state.thread, -2)
        count += 1
    }

    /// A new `{ width =, height =, estimatedWidth =, estimatedHeight = }`, as `measure`'s proposal: what the table
    /// constructor costs in Lua, built in one C call, and a table no earlier call has seen.
    package mutating func appendProposal(width: Double, height: Double, estimatedWidth: Bool, estimatedHeight: Bool)
        throws(LuaError)
    {
        try makeRoom()
        fe_push_proposal(state.thread, width, height, estimatedWidth ? 1 : 0, estimatedHeight ? 1 : 0)
        count += 1
    }

    /// Makes sure three slots are free for the next argument (which may use two while it is built), asking Lua
    /// for room for several at a time; the argument then takes one.
    private mutating func makeRoom() throws(LuaError) {
        if room < 3 {
            guard lua_checkstack(state.thread, 8) != 0 else {
                throw LuaError(kind: .conversion, chunkName: state.name, line: nil, message: "too many arguments")
            }
            room = 8
        }
        room -= 1
    }
}
