import FeedJSON

/// One item of a section: its identifier and the fields that travel to the output untouched.
package struct SectionItem: Hashable, Sendable {
    /// Unique within the section; an integer `id` in the script is its decimal text.
    package var id: String
    /// Every field of the item's table except `id`. An item kept as `canonicalFields` alone (`isKeptEncoded`)
    /// decodes them on each read: few items are ever read, and holding every item's values cost more than
    /// running its script (`host.sections-100x1000`).
    package var fields: JSONObject {
        get {
            guard isKeptEncoded, let bytes = canonicalFields else { return storedFields }
            return Self.decoded(bytes)
        }
        set {
            storedFields = newValue
            canonicalFields = nil
        }
    }
    /// The fields as values; empty while the item is kept encoded.
    private var storedFields: JSONObject
    /// `fields` as `JSONWriter.object(_:)` writes them, when the reader encoded them as it read them (the host
    /// then does not encode them again); nil otherwise, and once `fields` change. Not part of equality.
    package private(set) var canonicalFields: [UInt8]?

    /// Fields the host reads from every item (of some sections); an item kept encoded has none of them, so
    /// looking one up (`field(_:)`) decodes nothing.
    package enum HostField: String, CaseIterable, Sendable {
        case children, supplementaries, separator, cell
    }

    /// In an outline section (items with `children`): the row's level (0 at the top) and its parent's id and
    /// row index among the section's visible rows; nil in a flat section.
    package var outline: OutlinePlace? {
        get { outlineBox?.place }
        set { outlineBox = newValue.map(OutlineBox.init) }
    }
    /// `outline`, held out of line: inline, its 33 bytes made every item of a flat section 72 bytes instead of 40
    /// (32 MB more at the peak of a 1M-item build, while every section's items are held).
    private var outlineBox: OutlineBox?

    package init(id: String, fields: JSONObject = JSONObject(), outline: OutlinePlace? = nil) {
        self.id = id
        self.storedFields = fields
        self.outline = outline
    }

    /// Takes `bytes` as the canonical encoding of the fields (`canonicalFields`), which the caller vouches for.
    /// An item whose fields are empty is then kept encoded: the caller vouches too that the bytes read back
    /// (`JSONReader`) as exactly the fields the item has, and that they hold no `HostField`.
    package mutating func adoptCanonicalFields(_ bytes: [UInt8]) {
        canonicalFields = bytes
    }

    /// Lets the fields' values go (`fields` becomes empty) once nothing will read them. An item kept encoded holds
    /// none: it keeps its bytes, which its payload shares.
    package mutating func releaseFields() {
        if !isKeptEncoded { fields = JSONObject() }
    }

    /// Whether the fields are held only as `canonicalFields` (an empty object's bytes included).
    private var isKeptEncoded: Bool { storedFields.isEmpty && canonicalFields != nil }

    /// `fields[field.rawValue]`, without decoding an item kept encoded (which has none of these fields).
    package func field(_ field: HostField) -> JSONValue? {
        isKeptEncoded ? nil : storedFields[field.rawValue]
    }

    /// Canonical JSON of an object, read back.
    private static func decoded(_ bytes: [UInt8]) -> JSONObject {
        let rules = JSONReadingRules(maximumDepth: 256)
        guard case .object(let object)? = try? JSONReader<JSONValue>.read(bytes, rules: rules) else {
            return JSONObject()
        }
        return object
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.fields == rhs.fields && lhs.outline == rhs.outline
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(fields)
        hasher.combine(outline)
    }
}

/// An item's outline place, shared by the copies of the item.
private final class OutlineBox: Sendable {
    let place: OutlinePlace

    init(_ place: OutlinePlace) {
        self.place = place
    }
}

/// Where a visible row of an outline section sits in its tree.
package struct OutlinePlace: Hashable, Sendable {
    package var level: Int
    package var parent: String?
    /// The parent's index among the section's visible rows, -1 at the top level.
    package var parentRow: Int
    /// Whether the row's children show (false without children).
    package var isExpanded: Bool

    package init(level: Int, parent: String?, parentRow: Int, isExpanded: Bool) {
        self.level = level
        self.parent = parent
        self.parentRow = parentRow
        self.isExpanded = isExpanded
    }
}
