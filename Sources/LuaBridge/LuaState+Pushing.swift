internal import CLua
import FeedJSON

extension LuaState {
    /// Pushes a Swift value onto the current thread's stack.
    ///
    /// Runs with the memory cap lifted (the host holds the state), so no push can raise. `.table` keys are
    /// pushed in byte order so a script's `pairs` sees the same order on every run.
    ///
    /// - Throws: `LuaError` of kind `conversion` for a function reference of another state or a released one,
    ///   and for nesting deeper than `limits.maximumDepth`; the stack is left as it was.
    func push(_ value: LuaValue) throws(LuaError) {
        let top = lua_gettop(thread)
        do {
            try push(value, depth: 0)
        } catch {
            lua_settop(thread, top)
            throw error
        }
    }

    /// Pushes the result of the host function `callback` as `push(_:)` does, but stops as soon as the state is over
    /// its cap, leaving the stack as it was: the cap is lifted while the host pushes, so a result of 100 MB used
    /// to be built whole in the state before being refused. One value still enters whole: a string, or a
    /// table's slots (16 bytes each), made before its entries.
    ///
    /// - Returns: nil once the whole result is on the stack with the state within its cap; else why it was
    ///   refused (`LuaLimits.resultTooLargeMessage`).
    /// - Throws: as `push(_:)`.
    func pushWithinCap(_ value: LuaValue, resultOf callback: String) throws(LuaError) -> String? {
        let top = lua_gettop(thread)
        do {
            try push(value, depth: 0, resultOf: callback)
            // A result that is one value (a string) is checked once it is in.
            try stopOverCap(callback)
        } catch {
            lua_settop(thread, top)
            guard error.kind == .memoryLimit else { throw error }
            return error.message
        }
        return nil
    }

    /// How far over its cap the state is; nil within it.
    private var excess: Int? {
        let used = Int(clamping: control.pointee.used)
        let limit = Int(clamping: control.pointee.limit)
        return used > limit ? used - limit : nil
    }

    /// Stops the push of the result of `callback` (nil: a push that does not stop) when the state is over its cap.
    private func stopOverCap(_ callback: String?) throws(LuaError) {
        guard let callback, let excess else { return }
        throw LuaError(
            kind: .memoryLimit, chunkName: name, line: nil,
            message: limits.resultTooLargeMessage(callback, overBy: excess, inUse: memoryInUse))
    }

    private func push(_ value: LuaValue, depth: Int, resultOf callback: String? = nil) throws(LuaError) {
        guard lua_checkstack(thread, 3) != 0, depth <= limits.maximumDepth else {
            throw LuaError(
                kind: .conversion, chunkName: name, line: nil,
                message: "a value nested deeper than \(limits.maximumDepth) levels cannot enter Lua")
        }
        switch value {
        case .nil:
            lua_pushnil(thread)
        case .boolean(let flag):
            lua_pushboolean(thread, flag ? 1 : 0)
        case .integer(let integer):
            lua_pushinteger(thread, lua_Integer(integer))
        case .number(let number):
            lua_pushnumber(thread, number)
        case .string(let text):
            pushString(text)
        case .array(let elements):
            lua_createtable(thread, Int32(clamping: elements.count), 0)
            for (offset, element) in elements.enumerated() {
                try push(element, depth: depth + 1, resultOf: callback)
                lua_rawseti(thread, -2, lua_Integer(offset + 1))
                try stopOverCap(callback)
            }
        case .table(let fields):
            lua_createtable(thread, 0, Int32(clamping: fields.count))
            for key in fields.keys.sorted(by: UTF8Order.precedes) {
                pushString(key)
                try push(fields[key]!, depth: depth + 1, resultOf: callback)
                lua_rawset(thread, -3)
                try stopOverCap(callback)
            }
        case .function(let reference):
            try pushFunction(reference)
        }
    }

    func pushString(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(thread, chars.baseAddress, chars.count)
            }
        }
    }

    /// Pushes a string known at compile time, without a Swift `String` in between.
    func pushString(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(thread, chars.baseAddress, chars.count)
            }
        }
    }
}
