/// What a wireframe writes on a cell: its kind and a title, read from the fields its script gave it.
struct CellLabel: Hashable, Sendable {
    /// The `kind` field, or `fallbackKind` when the item has none.
    var kind: String
    /// The `title` field, else `name`, else the identifier.
    var title: String

    /// Reads `kind` and `title` (or `name`) from `fields`; fields that are not strings are passed over.
    init(fields: Payload, identifier: String, fallbackKind: String) {
        let object = (try? JSONParser.parse(fields.bytes))?.objectValue ?? [:]
        kind = object["kind"]?.stringValue ?? fallbackKind
        title = object["title"]?.stringValue ?? object["name"]?.stringValue ?? identifier
    }

    /// `text` cut to fit `width` points at a font of `fontSize`, with an ellipsis when cut.
    ///
    /// Widths are estimated at 0.6 em per character, so the result does not depend on installed fonts and the
    /// output stays the same on every machine.
    static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
        let capacity = Int(width / (fontSize * 0.6))
        guard capacity >= 1 else { return "" }
        guard text.count > capacity else { return text }
        guard capacity > 1 else { return "…" }
        return String(text.prefix(capacity - 1)) + "…"
    }
}
