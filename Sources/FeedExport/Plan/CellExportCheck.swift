import CellLayout
import FeedScripting

/// Constraints the host can solve but UIKit refuses to make: a position anchor related to a size, or a
/// horizontal position to a vertical one ("Invalid pairing of layout attributes"). Each is an export error naming
/// the script, the line and the constraint.
struct CellExportCheck {
    let script: String

    func problems(in cells: CellSet) -> [Diagnostic] {
        let templates =
            cells.templates.keys.sorted().map { cells.templates[$0]! }
            + cells.supplementaries.keys.sorted().map { cells.supplementaries[$0]! }
        return templates.flatMap(problems(in:))
    }

    private func problems(in template: CellTemplate) -> [Diagnostic] {
        template.constraints.compactMap { constraint in
            guard constraint.target != .none else { return nil }
            let first = constraint.attribute
            let second = constraint.targetAttribute
            let mixesKinds = first.isSize != second.isSize
            let mixesAxes = !first.isSize && first.isHorizontal != second.isHorizontal
            guard mixesKinds || mixesAxes else { return nil }
            return Diagnostic(
                script: script, line: constraint.line ?? template.line, field: "cell",
                message:
                    "cell template '\(template.name)': \(constraint.description(in: template)) relates "
                    + (mixesKinds ? "a position to a size" : "a horizontal position to a vertical one")
                    + ", which UIKit's Auto Layout rejects; the export needs anchors of one kind and axis")
        }
    }
}
