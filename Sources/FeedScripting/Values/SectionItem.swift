import FeedJSON

/// One item of a section: its identifier and the fields that travel to the output untouched.
package struct SectionItem: Hashable, Sendable {
    /// Unique within the section; an integer `id` in the script is its decimal text.
    package var id: String
    /// Every field of the item's table except `id`.
    package var fields: JSONObject {
        didSet { canonicalFields = nil }
    }
    /// `fields` as `JSONWriter.object(_:)` writes them, when the reader encoded them as it read them (the host
    /// then does not encode them again); nil otherwise, and once `fields` change. Not part of equality.
    package private(set) var canonicalFields: [UInt8]?

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
        self.fields = fields
        self.outline = outline
    }

    /// Takes `bytes` as the canonical encoding of the fields (`canonicalFields`), which the caller vouches for.
    package mutating func adoptCanonicalFields(_ bytes: [UInt8]) {
        canonicalFields = bytes
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
