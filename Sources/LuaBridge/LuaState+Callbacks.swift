internal import CLua

/// A Swift function Lua can call through the C trampoline.
enum Callback {
    /// Arguments converted to `LuaValue`s, one result. `vet` looks at the arguments on the stack first and may
    /// refuse the call before they are converted (`json.encode`: text that would be too long).
    case values(
        name: String, vet: ((LuaState) -> LuaHostError?)? = nil,
        body: (LuaCallContext, [LuaValue]) -> Result<LuaValue, LuaHostError>)
    /// Works on the stack directly; returns a result count or a trampoline verdict (`FE_RAISE`…).
    case raw((LuaState) -> Int32)
}

/// The C trampoline's way back into Swift: finds the state and runs its callback. Never raises.
let luaBridgeDispatch: fe_dispatch_fn = { thread, owner, index in
    let state = Unmanaged<LuaState>.fromOpaque(owner!).takeUnretainedValue()
    return state.dispatch(thread: thread!, index: Int(index))
}

extension LuaState {
    /// Makes a Swift function callable from Lua as `name`, or as `table.name` for a dotted table path.
    ///
    /// The body receives the caller's position and the arguments converted to Swift; its result is pushed
    /// back (tables may hold `.function` references, which are pushed as the functions they name). A failure
    /// becomes a Lua error at the caller's line (`banners.lua:12: message`), raised by C, never across Swift.
    /// Missing tables on the path are created; a path through a value that is not a table is a programmer
    /// error and traps. Messages about the call name it `shownAs`, else `table.name`.
    package func register(
        _ name: String, in table: String? = nil, shownAs: String? = nil,
        _ body: @escaping (LuaCallContext, [LuaValue]) -> Result<LuaValue, LuaHostError>
    ) {
        let qualified = shownAs ?? table.map { "\($0).\(name)" } ?? name
        registerCallback(.values(name: qualified, body: body), as: name, in: table)
    }

    /// Sets a global (or `a.b.c` inside nested tables, created as needed) to a Swift value.
    ///
    /// - Throws: `LuaError` of kind `conversion` when the value cannot enter Lua.
    package func setGlobal(_ path: String, _ value: LuaValue) throws(LuaError) {
        let (table, name) = Self.split(path)
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        pushTable(path: table)
        pushString(name)
        try push(value)
        lua_rawset(thread, -3)
    }

    /// Reads a global (or `a.b.c` through nested tables, raw access) converted to Swift; nil when absent.
    package func global(_ path: String) throws(LuaError) -> LuaValue {
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        fe_pushglobaltable(thread)
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard lua_type(thread, -1) == LUA_TTABLE else { return .nil }
            pushString(String(component))
            lua_rawget(thread, -2)
        }
        return try value(at: -1)
    }

    func registerCallback(_ callback: Callback, as name: String, in table: String?) {
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        pushTable(path: table)
        pushString(name)
        pushCallback(callback)
        lua_rawset(thread, -3)
    }

    /// Pushes a new Lua function that runs `callback`.
    func pushCallback(_ callback: Callback) {
        callbacks.append(callback)
        fe_pushcallback(thread, lua_Integer(callbacks.count - 1))
    }

    /// Pushes the table at a dotted path from the globals, creating missing tables.
    ///
    /// Reads the path's bytes in place: every state registers its callbacks through here.
    func pushTable(path: String?) {
        fe_pushglobaltable(thread)
        guard let path else { return }
        var text = path
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
                if end > start { pushChildTable(named: UnsafeBufferPointer(rebasing: bytes[start..<end]), path: path) }
                start = end + 1
            }
        }
    }

    /// Replaces the table on top of the stack by its field `name` (a new table if it is nil).
    private func pushChildTable(named name: UnsafeBufferPointer<UInt8>, path: String) {
        let pushName = {
            name.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(self.thread, chars.baseAddress, chars.count)
            }
        }
        pushName()
        switch lua_rawget(thread, -2) {
        case LUA_TTABLE:
            break
        case LUA_TNIL:
            lua_settop(thread, -2)
            fe_newtable(thread)
            pushName()
            lua_pushvalue(thread, -2)
            lua_rawset(thread, -4)
        default:
            preconditionFailure("LuaState: '\(String(decoding: name, as: UTF8.self))' of '\(path)' is not a table")
        }
        fe_remove(thread, -2)
    }

    static func split(_ path: String) -> (table: String?, name: String) {
        guard let dot = path.lastIndex(of: ".") else { return (nil, path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }

    /// Runs callback `index` for the trampoline on `thread` (the caller's thread, maybe a coroutine).
    func dispatch(thread caller: OpaquePointer, index: Int) -> Int32 {
        let saved = thread
        thread = caller
        defer { thread = saved }
        switch callbacks[index] {
        case .raw(let body):
            return body(self)
        case .values(let name, let vet, let body):
            if let refusal = vet?(self) {
                lua_settop(caller, 0)
                pushString(refusal.message)
                return Int32(refusal.isMemoryCap ? FE_RAISE_MEMORY : FE_RAISE)
            }
            let count = lua_gettop(caller)
            var arguments: [LuaValue] = []
            arguments.reserveCapacity(Int(count))
            if count > 0 {
                for position in 1...count {
                    do {
                        arguments.append(try value(at: position))
                    } catch {
                        lua_settop(caller, 0)
                        pushString("bad argument #\(position) to '\(name)' (\(error.messageWithPath))")
                        return Int32(FE_RAISE)
                    }
                }
            }
            lua_settop(caller, 0)
            switch body(callerContext(), arguments) {
            case .success(let result):
                do {
                    // Pushes ignore the cap so they cannot fail half-way; a result that would land the state
                    // over the cap stops there and is refused as a whole instead.
                    if let refusal = try pushWithinCap(result, resultOf: name) {
                        lua_settop(caller, 0)
                        pushString(refusal)
                        return Int32(FE_RAISE_MEMORY)
                    }
                    return 1
                } catch {
                    pushString("\(name): \(error.messageWithPath)")
                    return Int32(FE_RAISE)
                }
            case .failure(let failure):
                pushString(failure.message)
                return Int32(failure.isMemoryCap ? FE_RAISE_MEMORY : FE_RAISE)
            }
        }
    }

    /// The position of the Lua code that called the running callback.
    func callerContext() -> LuaCallContext {
        var debug = lua_Debug()
        guard lua_getstack(thread, 1, &debug) != 0, lua_getinfo(thread, "Sl", &debug) != 0 else {
            return LuaCallContext(chunkName: nil, line: nil)
        }
        let line = debug.currentline > 0 ? Int(debug.currentline) : nil
        return LuaCallContext(chunkName: debug.currentline > 0 ? Self.shortSource(of: &debug) : nil, line: line)
    }
}
