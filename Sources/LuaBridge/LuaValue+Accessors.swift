extension LuaValue {
    /// The text of a `.string`, else nil.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of an `.integer`, or of a `.number` with an exact integer value; else nil.
    package var integerValue: Int64? {
        switch self {
        case .integer(let integer): return integer
        case .number(let number): return Int64(exactly: number)
        default: return nil
        }
    }

    /// The value of a `.number` or an `.integer` as a `Double`; else nil.
    package var numberValue: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .number(let number): return number
        default: return nil
        }
    }

    /// The flag of a `.boolean`, else nil.
    package var booleanValue: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// The elements of an `.array`, else nil.
    package var arrayValue: [LuaValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The fields of a `.table` (an empty `.array` counts as an empty table), else nil.
    package var tableValue: [String: LuaValue]? {
        switch self {
        case .table(let fields): return fields
        case .array(let elements) where elements.isEmpty: return [:]
        default: return nil
        }
    }

    /// The reference of a `.function`, else nil.
    package var functionValue: LuaFunctionReference? {
        if case .function(let reference) = self { return reference }
        return nil
    }

    /// The field `key` of a `.table`; `.nil` when absent or when this is not a table.
    package subscript(key: String) -> LuaValue {
        if case .table(let fields) = self { return fields[key] ?? .nil }
        return .nil
    }

    /// Whether this is `.nil`.
    package var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}
