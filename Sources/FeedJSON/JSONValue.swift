/// A JSON value: what a file holds, what a script's item fields and header and footer payloads are, and what a
/// recipe's canonical encoding is built from.
///
/// Canonical by construction: objects keep their members sorted by key (`JSONObject`), so equal content always
/// iterates, prints and hashes the same way. `null` is kept distinct (LuaBridge's `LuaValue` has no null).
///
/// Not `indirect`: the recursion goes through arrays, which are references already, and a boxed case would
/// cost one allocation per field of every item.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The member named `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The numeric value of an integer or a number.
    package var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The name of the value's JSON type, for messages.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer, .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
