import CellLayout

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
            let template = cells.template(of: place)
            return Diagnostic(
                script: section.script, line: template?.line ?? cells.line, field: "cell",
                message: "cell template\(template.map { " '\($0.name)'" } ?? ""): its constraints put view "
                    + "'\(view.name)' of \(owner) at a frame that is not finite ([\(frame)]): multipliers of up to "
                    + "1,000 compound along a chain of constraints; use multipliers nearer 1")
        }
    }

    /// The first item or supplementary with a view whose frame is not finite, that view, and whose it is.
    private static func firstUnplaced(_ section: SectionDocument) -> (String, ContentFrame, ContentOwner)? {
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

    private static func isFinite(_ view: ContentFrame) -> Bool {
        view.x.isFinite && view.y.isFinite && view.width.isFinite && view.height.isFinite
    }
}
