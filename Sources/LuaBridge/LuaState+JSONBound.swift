internal import CLua

extension LuaState {
    /// Whether the JSON text of the value at `index` is surely longer than `maximumBytes`, by a lower bound of
    /// its length summed while the value is walked (raw access, as conversion reads it) and given up as soon as
    /// it passes the limit. Every value visited adds at least a byte, so the walk takes at most about
    /// `maximumBytes` steps however the tables share their parts; the steps are charged like instructions, as
    /// converting them would be.
    ///
    /// A string counts its bytes and two quotes, a string key its bytes, two quotes and a colon, every other
    /// value a byte, a table its two brackets and a comma between entries: escapes and number digits only add
    /// to that.
    func jsonTextSurelyExceeds(_ maximumBytes: Int, at index: Int32) -> Bool {
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        var walk = JSONLengthBound(thread: thread, limit: maximumBytes, maximumDepth: limits.maximumDepth)
        let exceeds = !walk.add(lua_absindex(thread, index), depth: 0)
        charge(walk.steps)
        return exceeds
    }
}

/// The walk of `LuaState.jsonTextSurelyExceeds(_:at:)`.
private struct JSONLengthBound {
    let thread: OpaquePointer
    let limit: Int
    let maximumDepth: Int
    var bound = 0
    var steps = 0

    init(thread: OpaquePointer, limit: Int, maximumDepth: Int) {
        self.thread = thread
        self.limit = limit
        self.maximumDepth = maximumDepth
    }

    /// Adds the value at `index` to the bound; false once the bound is past the limit (the stack is then left
    /// for the caller to reset). Tables deeper than the depth limit (a cycle among them) count their brackets
    /// only: encoding refuses them with its own message.
    mutating func add(_ index: Int32, depth: Int) -> Bool {
        steps += 1
        switch lua_type(thread, index) {
        case LUA_TSTRING:
            bound += Int(lua_rawlen(thread, index)) + 2
        case LUA_TTABLE:
            bound += 2
            guard depth < maximumDepth, bound <= limit, lua_checkstack(thread, 3) != 0 else { break }
            lua_pushnil(thread)
            var separator = 0
            while lua_next(thread, index) != 0 {
                bound += separator + (lua_type(thread, -2) == LUA_TSTRING ? Int(lua_rawlen(thread, -2)) + 3 : 0)
                separator = 1
                guard add(lua_gettop(thread), depth: depth + 1) else { return false }
                lua_settop(thread, -2)
            }
        default:
            bound += 1
        }
        return bound <= limit
    }
}
