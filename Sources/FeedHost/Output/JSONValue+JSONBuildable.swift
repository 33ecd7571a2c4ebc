import LuaBridge

/// Lets LuaBridge's `JSONReader` build host values, with `null` kept distinct.
extension JSONValue: JSONBuildable {
    public static var jsonNull: JSONValue { .null }
    public static func jsonBoolean(_ value: Bool) -> JSONValue { .bool(value) }
    public static func jsonInteger(_ value: Int64) -> JSONValue { .integer(value) }
    public static func jsonNumber(_ value: Double) -> JSONValue { .number(value) }
    public static func jsonString(_ value: String) -> JSONValue { .string(value) }
    public static func jsonArray(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    public static func jsonObject(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
}
