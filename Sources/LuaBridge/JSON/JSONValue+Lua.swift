import FeedJSON

extension JSONValue {
    /// The value as Lua sees it (objects become tables, `null` becomes nil).
    package var luaValue: LuaValue {
        switch self {
        case .null: return .nil
        case .bool(let flag): return .boolean(flag)
        case .integer(let integer): return .integer(integer)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let values): return .array(values.map(\.luaValue))
        case .object(let object): return object.luaValue
        }
    }
}

extension JSONObject {
    /// A Lua table with the members as fields.
    package var luaValue: LuaValue {
        .table(Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.luaValue) }))
    }
}
