import FeedJSON

/// JSON `null` reads as `.nil`, so in Lua a null field is absent and a null array element a hole.
extension LuaValue: JSONBuildable {
    package static var jsonNull: LuaValue { .nil }
    package static func jsonBoolean(_ value: Bool) -> LuaValue { .boolean(value) }
    package static func jsonInteger(_ value: Int64) -> LuaValue { .integer(value) }
    package static func jsonNumber(_ value: Double) -> LuaValue { .number(value) }
    package static func jsonString(_ value: String) -> LuaValue { .string(value) }
    package static func jsonArray(_ elements: [LuaValue]) -> LuaValue { .array(elements) }
    package static func jsonObject(_ members: [String: LuaValue]) -> LuaValue { .table(members) }
}
