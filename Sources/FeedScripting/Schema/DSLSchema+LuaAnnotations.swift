/// Lua Language Server annotations generated from the registry, so editors complete and check exactly what the
/// decoder accepts.
extension DSLSchema {
    /// A `---@meta` definition file for the Lua Language Server (LuaLS) describing the DSL, the provider table, `ctx`
    /// and `env`. Deterministic: the same registry gives the same text.
    package static func luaAnnotations() -> String {
        var lines = [
            "---@meta",
            "-- FeedEngine layout DSL (docs/spec/contract.md §2, §3). Generated from DSLSchema; regenerate instead of editing.",
            "",
            "---@class FeedDimension",
            "---@class FeedSpacing",
            "",
        ]
        for constructor in valueConstructors {
            let type = constructor.produces == .dimension ? "FeedDimension" : "FeedSpacing"
            lines += [
                "--- \(constructor.summary)", "---@param value number", "---@return \(type)",
                "function \(constructor.name)(value) end", "",
            ]
        }
        for schema in tables {
            lines.append("--- \(schema.summary)")
            lines.append("---@class \(schema.kind.luaClassName)")
            for field in schema.fields {
                let optional = field.isRequired ? "" : "?"
                let defaultText = field.defaultValue.map { " Default: \($0)." } ?? ""
                lines.append("---@field \(field.name)\(optional) \(luaType(field.kind)) \(field.summary)\(defaultText)")
            }
            lines.append("")
        }
        lines += [
            "---@class FeedEnv",
            "---@field width number The container's width in points.",
            "---@field height number The container's height in points.",
            "---@field sizeClass \"compact\"|\"regular\" The device's; for a bare size \"compact\" below 678 points.",
            "---@field scale number Pixels per point (0 = no rounding).",
            "---@field itemCount integer The section's number of items.",
            "---@field sectionIndex integer The section's 0-based position in the feed.",
            "",
            "---@class FeedContext",
            "---@field data fun(name: string): any Decodes data/<name> (JSON); the name cannot leave data/.",
            "---@field vars table<string, string> The --set key=value pairs.",
            "---@field env FeedEnv The layout environment.",
            "",
            "layout = {}",
            "layout.group = {}",
            "",
        ]
        for schema in tables {
            guard let constructor = schema.kind.constructor else { continue }
            let name = schema.kind.luaClassName
            lines += [
                "--- \(schema.summary)", "---@param fields \(name)", "---@return \(name)",
                "function \(constructor)(fields) end", "",
            ]
        }
        return lines.joined(separator: "\n")
    }

    static func luaType(_ kind: DSLValueKind) -> String {
        switch kind {
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .string: return "string"
        case .choice(let values): return values.map { "\"\($0)\"" }.joined(separator: "|")
        case .dimension: return "FeedDimension"
        case .spacing: return "FeedSpacing"
        case .table(let table): return table.luaClassName
        case .constructed(let tables): return tables.map(\.luaClassName).joined(separator: "|")
        case .array(let element):
            let inner = luaType(element)
            return inner.contains("|") ? "(\(inner))[]" : inner + "[]"
        case .function: return "function"
        case .payload: return "table<string, any>"
        case .item: return "table<string, any>"
        case .either(let kinds): return kinds.map(luaType).joined(separator: "|")
        }
    }
}

extension DSLTableKind {
    /// The table's class in the Lua Language Server annotations: `FeedItem`, `FeedHorizontalGroup`, `FeedInsets`…
    package var luaClassName: String {
        "Feed" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
