/// Lets `JSONReader` build `JSONValue`s, with `null` kept distinct (LuaBridge's `LuaValue` reads it as nil).
extension JSONValue: JSONBuildable {
    package static var jsonNull: JSONValue { .null }
    package static func jsonBoolean(_ value: Bool) -> JSONValue { .bool(value) }
    package static func jsonInteger(_ value: Int64) -> JSONValue { .integer(value) }
    package static func jsonNumber(_ value: Double) -> JSONValue { .number(value) }
    package static func jsonString(_ value: String) -> JSONValue { .string(value) }
    package static func jsonArray(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    package static func jsonObject(_ members: [String: JSONValue]) -> JSONValue { .object(JSONObject(members)) }
}
