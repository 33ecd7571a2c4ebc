internal import CLua

private let tracebackKey = "feedengine.traceback"
private let whereKey = "feedengine.where"

extension LuaState {
    /// Calls the function below `argumentCount` arguments under `lua_pcall` with the traceback handler.
    ///
    /// A top-level entry (not one made from inside a callback) starts with a full instruction budget; the cap
    /// is enforced only while Lua runs. On failure the stack is back where it was before the function, a full
    /// collection returns the memory the script left behind, and the error is thrown. An entry stopped (budget,
    /// time, cancellation) fails with the stop even when a `pcall` swallowed it and the script returned.
    func protectedCall(argumentCount: Int32, resultCount: Int32, chunkName: String?) throws(LuaError) {
        let functionIndex = lua_gettop(thread) - argumentCount
        fe_pushcfunction(thread, fe_msgh)
        fe_insert(thread, functionIndex)
        try protectedCall(
            handler: functionIndex, argumentCount: argumentCount, resultCount: resultCount, chunkName: chunkName)
        fe_remove(thread, functionIndex)
    }

    /// `protectedCall(argumentCount:resultCount:chunkName:)` for a caller that pushed the message handler
    /// (`fe_msgh`) itself, at `handler` just below the function, where it stays above the results: no handler is
    /// inserted below a function already pushed, and none removed from below its results. On failure the stack
    /// is back below the handler.
    func protectedCall(handler: Int32, argumentCount: Int32, resultCount: Int32, chunkName: String?)
        throws(LuaError)
    {
        // Lua code may free strings and reuse their addresses.
        decodedStrings.generation &+= 1
        if entryDepth == 0 {
            if clockHeld { fe_arm_budget(mainThread, control) } else { fe_arm(mainThread, control) }
        }
        entryDepth += 1
        let host = control.pointee.host
        control.pointee.host = 0
        let status = fe_pcall(thread, argumentCount, resultCount, handler)
        control.pointee.host = host
        entryDepth -= 1
        if entryDepth == 0 && !clockHeld { fe_disarm(control) }
        guard status == LUA_OK else {
            let error = makeError(status: status, chunkName: chunkName)
            lua_settop(thread, handler - 1)
            if entryDepth == 0 { releaseLeftovers() }
            throw error
        }
        // A stop is sticky but raised by the next instruction: a script whose pcall (or coroutine) caught it and
        // that returned at once (`return pcall(f)`) ran none. Its results are not the script's: report the stop.
        if stopKind != nil {
            lua_settop(thread, handler - 1)
            fe_push_stop_error(thread, control)
            let error = makeError(status: LUA_ERRRUN, chunkName: chunkName)
            lua_settop(thread, handler - 1)
            if entryDepth == 0 { releaseLeftovers() }
            throw error
        }
    }

    /// Collects until memory stops shrinking: Lua frees only half of a thread's unused call records per
    /// collection, so after deep recursion one collection is not enough to return to the level before.
    func releaseLeftovers() {
        var previous = Int.max
        var rounds = 0
        while memoryInUse < previous, rounds < 40 {
            previous = memoryInUse
            fe_gc_collect(thread)
            rounds += 1
        }
    }

    /// Builds the `LuaError` for the error object on top of the stack (left there).
    func makeError(status: Int32, chunkName: String?) -> LuaError {
        let traceback = takeRegistryString(tracebackKey)
        let position = takeRegistryString(whereKey).flatMap { Self.parsePosition(in: $0 + " ") }
        let identity = lua_topointer(thread, -1)
        var message: String
        if lua_type(thread, -1) == LUA_TSTRING || lua_type(thread, -1) == LUA_TNUMBER {
            var length = 0
            let bytes = lua_tolstring(thread, -1, &length)!
            message = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        } else {
            message = "(error object is a \(String(cString: lua_typename(thread, lua_type(thread, -1)))) value)"
        }
        var kind = LuaError.Kind.runtime
        if status == LUA_ERRSYNTAX {
            kind = .syntax
        } else if let stop = stopKind {
            kind = stop
        } else if status == LUA_ERRMEM || (status == LUA_ERRERR && control.pointee.memory_refused != 0) {
            kind = control.pointee.account_refused != 0 ? .feedMemoryLimit : .memoryLimit
            message =
                kind == .memoryLimit ? limits.memoryCapMessage : LuaLimits.feedLimitMessage(account?.limit ?? 0)
        } else if identity != nil && identity == control.pointee.sandbox_error {
            kind = .sandbox
        } else if identity != nil && identity == control.pointee.memory_error {
            kind = .memoryLimit
        }
        let limit =
            switch kind {
            case .feedMemoryLimit: account?.limit
            case .feedTimeLimit: cancellation?.feedTimeLimit
            default: limits.value(of: kind)
            }
        if let parsed = Self.parsePosition(in: message) {
            return LuaError(
                kind: kind, chunkName: parsed.chunk, line: parsed.line, message: parsed.rest, traceback: traceback,
                limit: limit)
        }
        if kind == .memoryLimit || kind == .feedMemoryLimit, control.pointee.last_line > 0 {
            let source = withUnsafeBytes(of: &control.pointee.last_source) { bytes in
                String(decoding: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)], as: UTF8.self)
            }
            return LuaError(
                kind: kind, chunkName: source, line: Int(control.pointee.last_line), message: message,
                traceback: traceback, limit: limit)
        }
        return LuaError(
            kind: kind, chunkName: position?.chunk ?? chunkName, line: position?.line, message: message,
            traceback: traceback, limit: limit)
    }

    /// The kind of error a stopped entry raised (`fe_control.stopped`); nil while it runs.
    var stopKind: LuaError.Kind? {
        switch Int(control.pointee.stopped) {
        case Int(FE_STOP_BUDGET): return .budgetExceeded
        case Int(FE_STOP_TIME): return .timeLimit
        case Int(FE_STOP_CANCEL): return .cancelled
        case Int(FE_STOP_FEED_TIME): return .feedTimeLimit
        default: return nil
        }
    }

    /// Splits `chunk:line: rest` (Lua's position prefix); nil when the text carries no position.
    static func parsePosition(in text: String) -> (chunk: String, line: Int, rest: String)? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: ":") {
                var end = index + 1
                var line = 0
                while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57, line < 100_000_000 {
                    line = line * 10 + Int(bytes[end] - 48)
                    end += 1
                }
                if index > 0, end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ":") {
                    var restStart = end + 1
                    if restStart < bytes.count, bytes[restStart] == UInt8(ascii: " ") { restStart += 1 }
                    let chunk = String(decoding: bytes[..<index], as: UTF8.self)
                    let rest = String(decoding: bytes[restStart...], as: UTF8.self)
                    return (chunk, line, rest)
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads and clears a string the message handler left in the registry.
    private func takeRegistryString(_ key: String) -> String? {
        guard lua_getfield(thread, fe_registryindex(), key) == LUA_TSTRING else {
            lua_settop(thread, -2)
            return nil
        }
        var length = 0
        let bytes = lua_tolstring(thread, -1, &length)!
        let text = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        lua_settop(thread, -2)
        lua_pushnil(thread)
        lua_setfield(thread, fe_registryindex(), key)
        return text
    }
}
