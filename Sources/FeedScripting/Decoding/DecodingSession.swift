import LuaBridge

/// The state of decoding one script's values: the diagnostics found so far, the source line of every constructor
/// table met (for mapping layout errors back), and the custom-group functions to call later.
final class DecodingSession {
    let log: DiagnosticLog
    /// Field path of each constructor table → the line it was built on.
    private(set) var sourceLines: [String: Int] = [:]
    /// Custom groups whose frames come from a function, in depth-first order.
    var customGroups: [CustomGroupSource] = []
    /// The field path of each entry of the decoded section's `boundarySupplementaries`, which merges `header`,
    /// `footer` and the script's own `boundarySupplementaries`.
    var boundaryFields: [String] = []

    /// The paths of the items whose id Lua held as bytes that are not UTF-8 (`ItemIdsNotUTF8`).
    let itemIdsNotUTF8: Set<String>

    init(script: String, itemIdsNotUTF8: Set<String> = []) {
        self.log = DiagnosticLog(script: script)
        self.itemIdsNotUTF8 = itemIdsNotUTF8
    }

    func report(line: Int?, field: String, _ message: String) {
        log.report(line: line, field: field, message)
    }

    func reportMismatch(_ value: LuaValue, expected kind: DSLValueKind, at path: String, line: Int?) {
        report(line: line, field: path, "expected \(kind.expectation), got \(value.describedForMessage)")
    }

    /// Reports a wrong value of `field` of `table` with the field's own example (`id = "featured"`).
    func reportMismatch(
        _ value: LuaValue, expected field: String, of table: DSLTableKind, at path: String, line: Int?
    ) {
        let expectation = DSLSchema.table(table).field(field)?.expectation ?? "a valid \(field)"
        report(line: line, field: path, "expected \(expectation), got \(value.describedForMessage)")
    }

    /// Opens `value` as a table of `kind`: checks its constructor tag (or its absence for plain tables), reports
    /// unknown keys with the closest known one and missing required keys.
    ///
    /// - Returns: nil when `value` is not such a table at all (already reported).
    func open(_ value: LuaValue, as kind: DSLTableKind, at path: String, line: Int?) -> TableReader? {
        let entries: [String: LuaValue]
        switch value {
        case .table(let fields): entries = fields
        case .array(let values) where values.isEmpty: entries = [:]
        default:
            reportMismatch(value, expected: .table(kind), at: path, line: line)
            return nil
        }
        let tag = value.dslTag
        let constructed = kind.constructor != nil
        if tag != (constructed ? kind.rawValue : nil) {
            reportMismatch(value, expected: .table(kind), at: path, line: line)
            return nil
        }
        let tableLine = value.dslLine ?? line
        if constructed, let tableLine { sourceLines[path] = tableLine }
        let schema = DSLSchema.table(kind)
        let reserved: Set<String> = constructed ? [DSLSchema.tagKey, DSLSchema.lineKey] : []
        for key in entries.keys.sorted() where schema.field(key) == nil && !reserved.contains(key) {
            reportUnknownKey(key, in: schema, under: path, line: tableLine)
        }
        for field in schema.fields where field.isRequired && entries[field.name] == nil {
            report(
                line: tableLine, field: FieldPath.key(path, field.name),
                "missing required key; expected \(field.expectation)")
        }
        return TableReader(kind: kind, entries: entries, path: path, line: tableLine)
    }

    /// One of these per stray key of every table (`parent`: the table's path): the key is quoted short in the
    /// message and the path, so a script's thousand long keys give a thousand short messages.
    private func reportUnknownKey(_ key: String, in schema: DSLTableSchema, under parent: String, line: Int?) {
        let key = QuotedText.head(key, limit: QuotedText.nameBytes)
        let path = FieldPath.key(parent, key)
        if let suggestion = Suggestion.synonym(of: key, in: schema.fieldNames)
            ?? Suggestion.closest(to: key, in: schema.fieldNames)
        {
            report(line: line, field: path, "unknown key \"\(key)\"; did you mean \"\(suggestion)\"?")
        } else {
            let known = schema.fieldNames.joined(separator: ", ")
            report(line: line, field: path, "unknown key \"\(key)\"; \(schema.kind.displayName) accepts \(known)")
        }
    }

    /// Decodes `reader[key]` with `decode`, or gives `fallback` when the key is absent or its value is wrong
    /// (the problem is reported).
    func read<T>(
        _ reader: TableReader, _ key: String, default fallback: T,
        _ decode: (LuaValue, String, Int?) -> T?
    ) -> T {
        guard let value = reader[key] else { return fallback }
        return decode(value, reader.path(key), reader.line) ?? fallback
    }

    /// Decodes `reader[key]` when present; nil when absent or wrong.
    func optional<T>(_ reader: TableReader, _ key: String, _ decode: (LuaValue, String, Int?) -> T?) -> T? {
        guard let value = reader[key] else { return nil }
        return decode(value, reader.path(key), reader.line)
    }
}
