import FeedJSON

/// One item of a section: its identifier and the fields that travel to the output untouched.
package struct SectionItem: Hashable, Sendable {
    /// Unique within the section; an integer `id` in the script is its decimal text.
    package var id: String
    /// Every field of the item's table except `id`.
    package var fields: JSONObject

    /// In an outline section (items with `children`): the row's level (0 at the top) and its parent's id and
    /// row index among the section's visible rows; nil in a flat section.
    package var outline: OutlinePlace?

    package init(id: String, fields: JSONObject = JSONObject(), outline: OutlinePlace? = nil) {
        self.id = id
        self.fields = fields
        self.outline = outline
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
