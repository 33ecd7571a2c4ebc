/// JSON `null` reads as `.nil`, so in Lua a null field is absent and a null array element a hole.
extension LuaValue: JSONBuildable {
    public static var jsonNull: LuaValue { .nil }
    public static func jsonBoolean(_ value: Bool) -> LuaValue { .boolean(value) }
    public static func jsonInteger(_ value: Int64) -> LuaValue { .integer(value) }
    public static func jsonNumber(_ value: Double) -> LuaValue { .number(value) }
    public static func jsonString(_ value: String) -> LuaValue { .string(value) }
    public static func jsonArray(_ elements: [LuaValue]) -> LuaValue { .array(elements) }
    public static func jsonObject(_ members: [String: LuaValue]) -> LuaValue { .table(members) }
}
