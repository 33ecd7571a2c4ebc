import LuaBridge

extension LuaValue {
    /// The value as messages show it after "got": `string "50%"`, `number 0.5`, `fixed(8)`, `layout.item { … }`.
    var describedForMessage: String {
        switch self {
        case .nil: return "nil"
        case .boolean(let value): return "boolean \(value)"
        case .integer(let value): return "number \(value)"
        case .number(let value): return "number \(Self.format(value))"
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(37)) + "..." : value
            return "string \"\(shown)\""
        case .array(let values): return values.isEmpty ? "an empty table" : "an array of \(values.count)"
        case .table(let fields):
            guard case .string(let tag)? = fields[DSLSchema.tagKey] else { return "a plain table" }
            if let kind = DSLTableKind(rawValue: tag) { return "\(kind.constructor ?? tag) { … }" }
            if let value = fields[DSLSchema.valueKey]?.numberValue { return "\(tag)(\(Self.format(value)))" }
            return "\(tag)(…)"
        case .function: return "a function"
        }
    }

    /// The number, integer or float, as a `Double`.
    var numberValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// Whether the value is a table no DSL constructor made (`{ title = "Top" }`, `{}`).
    var isPlainTable: Bool {
        switch self {
        case .table: return dslTag == nil
        case .array(let values): return values.isEmpty
        default: return false
        }
    }

    /// The constructor tag of a table made by the DSL, if any.
    var dslTag: String? {
        guard case .table(let fields) = self, case .string(let tag)? = fields[DSLSchema.tagKey] else { return nil }
        return tag
    }

    /// The source line a DSL constructor recorded, if any.
    var dslLine: Int? {
        guard case .table(let fields) = self else { return nil }
        return fields[DSLSchema.lineKey]?.wholeNumber(in: Self.lines)
    }

    /// Numbers in messages: whole values without a fraction (`120`, not `120.0`).
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
