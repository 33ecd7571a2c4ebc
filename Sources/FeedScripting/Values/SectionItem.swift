/// One item of a section: its identifier and the fields that travel to the output untouched.
package struct SectionItem: Hashable, Sendable {
    /// Unique within the section; an integer `id` in the script is its decimal text.
    package var id: String
    /// Every field of the item's table except `id`.
    package var fields: FieldObject

    package init(id: String, fields: FieldObject = FieldObject()) {
        self.id = id
        self.fields = fields
    }
}
