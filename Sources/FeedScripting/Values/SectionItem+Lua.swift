import LuaBridge

extension SectionItem {
    /// The item as scripts wrote it: its fields plus `id` (as a string), for `measure(item, proposal, env)`.
    package var luaValue: LuaValue {
        var table = Dictionary(uniqueKeysWithValues: fields.members.map { ($0.key, $0.value.luaValue) })
        table["id"] = .string(id)
        return .table(table)
    }
}
