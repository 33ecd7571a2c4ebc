import CellLayout

/// The cell templates of a section: the one every item uses (`cell`), the named ones an item picks with its own
/// `cell` field (`cells`), and the templates of supplementary views by kind (`supplementaryCells`).
package struct CellSet: Hashable, Sendable {
    package var templates: [String: CellTemplate] = [:]
    /// The template of items that name none; nil when only items that name one get content.
    package var defaultTemplate: String?
    package var supplementaries: [String: CellTemplate] = [:]

    package init() {}

    package var isEmpty: Bool { templates.isEmpty && supplementaries.isEmpty }

    /// The line of the section's default template, else of its first by name: where a problem of all its cells
    /// is reported.
    package var line: Int? {
        (defaultTemplate.flatMap { templates[$0] } ?? templates.keys.min().flatMap { templates[$0] })?.line
    }

    /// The template for an item: the one its `cell` field names, else the default.
    package func template(for item: SectionItem) -> CellTemplate? {
        if case .string(let name)? = item.field(.cell), let template = templates[name] { return template }
        return defaultTemplate.flatMap { templates[$0] }
    }
}
