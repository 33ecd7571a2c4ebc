import CellLayout
import FeedJSON
import FeedScripting

/// Whose assembled content a view is: an item's (by its fields, which name its template) or a supplementary's (by
/// its kind). The checks run on the assembled sections (`unplacedContent`, `wrappedLineProblems`) name the
/// template that laid the view out, at its own line, not the section's default.
enum ContentOwner {
    case item(Payload)
    case supplementary(String)
}

extension SectionCells {
    /// The template that laid out `owner`'s content: a boundary item's by its kind, an item's the one its `cell`
    /// field names (else the default). An item's fields are read back from their canonical JSON: the runs' items
    /// are gone by now (`assemble`), and only the one item an error names is read.
    func template(of owner: ContentOwner) -> CellTemplate? {
        switch owner {
        case .supplementary(let kind):
            return set.supplementaries[kind]
        case .item(let fields):
            guard case .object(let object)? = try? JSONParser.parse(fields.bytes) else {
                return set.template(for: SectionItem(id: "", fields: JSONObject()))
            }
            return set.template(for: SectionItem(id: "", fields: object))
        }
    }
}
