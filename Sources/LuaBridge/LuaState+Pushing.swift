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

    private func push(_ value: LuaValue, depth: Int) throws(LuaError) {
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
                try push(element, depth: depth + 1)
                lua_rawseti(thread, -2, lua_Integer(offset + 1))
            }
        case .table(let fields):
            lua_createtable(thread, 0, Int32(clamping: fields.count))
            for key in fields.keys.sorted(by: UTF8Order.precedes) {
                pushString(key)
                try push(fields[key]!, depth: depth + 1)
                lua_rawset(thread, -3)
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
