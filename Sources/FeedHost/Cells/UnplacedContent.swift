import CellLayout
import FeedJSON
import FeedScripting

/// Cell content the constraint solver placed at no finite frame. Each multiplier is at most 1,000, but they
/// compound along a chain of views (each view's height 1,000 times its width, its width 1,000 times the previous
/// view's height), and 52 views reach infinity: the output wrote such frames as `null`. Only the laid-out content
/// shows it, so it is checked once the sections are assembled, one error a section.
extension FeedPipeline {
    func unplacedContent(_ sections: [SectionDocument]) -> [Diagnostic] {
        sections.compactMap { section in
            // Sections without templates have no content to look at (most of a large feed's).
            guard let cells = entryNamed[section.script]?.run.cells,
                let (owner, view, place) = Self.firstUnplaced(section)
            else { return nil }
            let frame = [view.x, view.y, view.width, view.height].map { "\($0)" }.joined(separator: ", ")
            // The content is its own template's, at that template's line: a boundary item's by its kind, an
            // item's the one its `cell` field names (else the default), not the section's default for every item.
            let template: CellTemplate? =
                switch place {
                case .supplementary(let kind): cells.set.supplementaries[kind]
                case .item(let fields): cells.set.template(for: SectionItem(id: "", fields: Self.decoded(fields)))
                }
            return Diagnostic(
                script: section.script, line: template?.line ?? cells.line, field: "cell",
                message: "cell template\(template.map { " '\($0.name)'" } ?? ""): its constraints put view "
                    + "'\(view.name)' of \(owner) at a frame that is not finite ([\(frame)]): multipliers of up to "
                    + "1,000 compound along a chain of constraints; use multipliers nearer 1")
        }
    }

    /// Whose content a view belongs to: an item's (by its fields, which name its template) or a supplementary's
    /// (by its kind).
    private enum Place {
        case item(Payload)
        case supplementary(String)
    }

    /// The first item or supplementary with a view whose frame is not finite, that view, and whose it is.
    private static func firstUnplaced(_ section: SectionDocument) -> (String, ContentFrame, Place)? {
        for index in section.items.indices where !section.items[index].content.isEmpty {
            if let view = section.items[index].content.first(where: { !isFinite($0) }) {
                return ("item '\(section.items[index].id)'", view, .item(section.items[index].fields))
            }
        }
        for supplementary in section.supplementaries {
            if let view = supplementary.content.first(where: { !isFinite($0) }) {
                return ("the \(supplementary.kind)", view, .supplementary(supplementary.kind))
            }
        }
        return nil
    }

    /// An item's fields read back from their canonical JSON: the runs' items are gone by now (`assemble`), and
    /// only the one item an error names is read (here and in `wrappedLineProblems`).
    static func decoded(_ fields: Payload) -> JSONObject {
        guard case .object(let object)? = try? JSONParser.parse(fields.bytes) else { return JSONObject() }
        return object
    }

    private static func isFinite(_ view: ContentFrame) -> Bool {
        view.x.isFinite && view.y.isFinite && view.width.isFinite && view.height.isFinite
    }
}
