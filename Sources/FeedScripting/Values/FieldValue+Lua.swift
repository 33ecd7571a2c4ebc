import LuaBridge

extension FieldValue {
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

extension FieldObject {
    /// A Lua table with the members as fields.
    package var luaValue: LuaValue {
        .table(Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.luaValue) }))
    }
}

extension SectionItem {
    /// The item as scripts wrote it: its fields plus `id` (as a string), for `measure(item, proposal, env)`.
    package var luaValue: LuaValue {
        var table = Dictionary(uniqueKeysWithValues: fields.members.map { ($0.key, $0.value.luaValue) })
        table["id"] = .string(id)
        return .table(table)
    }
}
