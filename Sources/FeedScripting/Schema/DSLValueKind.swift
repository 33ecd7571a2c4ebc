/// What a DSL field accepts, as the decoder checks it and as documentation states it.
package indirect enum DSLValueKind: Hashable, Sendable {
    /// Any finite number.
    case number
    /// A whole number (Lua integer, or a float with no fraction).
    case integer
    case boolean
    case string
    /// One of the listed strings (a Swift enum's raw values).
    case choice([String])
    /// `fractionalWidth(f)`, `fractionalHeight(f)`, `absolute(p)` or `estimated(p)`.
    case dimension
    /// `fixed(p)` or `flexible(p)`.
    case spacing
    /// A plain table of the given shape (insets, offsets, anchors, frames).
    case table(DSLTableKind)
    /// A table made by one of the given constructors (`layout.item { … }`).
    case constructed([DSLTableKind])
    /// An array whose every entry has the given kind.
    case array(DSLValueKind)
    /// A Lua function, called by the host later.
    case function
    /// A plain table of data that travels to the output untouched (header and footer payloads).
    case payload
    /// A section item: a table with a unique `id` and any other fields.
    case item
    /// Either of several kinds (`items` is a function or an array).
    case either([DSLValueKind])

    /// The phrase used in messages and docs, with a one-line example: `a dimension such as fractionalWidth(0.5) or
    /// absolute(120)`.
    package var expectation: String {
        switch self {
        case .number: return "a number such as 16"
        case .integer: return "a whole number such as 2"
        case .boolean: return "true or false"
        case .string: return "a string such as \"badge\""
        case .choice(let values):
            return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .dimension: return "a dimension such as fractionalWidth(0.5) or absolute(120)"
        case .spacing: return "a spacing such as fixed(8) or flexible(0)"
        case .table(let kind): return kind.expectation
        case .constructed(let kinds):
            // The first kind with its example, the others by name: one line, still a real example.
            let names = kinds.enumerated().map {
                $0.offset == 0 ? $0.element.example : "\($0.element.displayName) { … }"
            }
            return names.count < 2
                ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        case .array(.item): return "an array of items such as { { id = \"app-1\", title = \"Maps\" } }"
        case .array(.string): return "an array of strings such as { \"banners\", \"featured\" }"
        case .array(.choice(let values)) where !values.isEmpty:
            let sample = (values.count > 1 ? [values[0], values[values.count - 1]] : values).map { "\"\($0)\"" }
            return "an array such as { \(sample.joined(separator: ", ")) } whose entries are each "
                + DSLValueKind.choice(values).expectation
        case .array(.constructed([.boundary])):
            return "an array such as { layout.boundary { kind = \"badge\", alignment = \"topTrailing\", "
                + "height = absolute(44) } }"
        case .array(.table(.customFrame)): return "an array of frames such as { \(DSLTableKind.customFrame.example) }"
        case .array(.table(let kind)): return "an array such as { \(kind.example) }"
        case .array(.constructed(let kinds)) where !kinds.isEmpty: return "an array such as { \(kinds[0].example) }"
        case .array(let element): return "an array whose entries are each " + element.expectation
        case .function: return "a function such as function(env) … end"
        case .payload: return "a table of fields such as { title = \"Top Charts\" }"
        case .item: return "an item such as { id = \"app-1\", title = \"Maps\" }"
        case .either(let kinds): return kinds.map(\.expectation).joined(separator: ", or ")
        }
    }
}
