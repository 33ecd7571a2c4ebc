import FeedJSON
import FeedLayout

/// What a list section's layout needs from its items beyond their count: each row's outline level (separators
/// indent with it) and its own separator, an item's `separator = { leading =, trailing =, visible = }`
/// (`itemSeparatorHandler`, docs/spec/layout.md §7.2).
package enum ListRowStyles {
    /// The item field that holds a row's separator.
    package static let field = SectionItem.HostField.separator.rawValue

    /// The rows of a list section's `items`; empty when no row differs from the defaults (or the section is not a
    /// list, where `separator` is ordinary data).
    ///
    /// - Parameter line: the line to name for the item with an id (`SectionScript.itemLine(id:)`).
    /// - Throws: `ScriptError` naming the item's own path (`items[2].children[1].separator…` for an outline child)
    ///   for a value that is not such a table, an inset that is not a finite number of at least 0, or a `visible`
    ///   that is not a boolean.
    package static func rows(
        in items: [SectionItem], recipe: SectionRecipe, script: String, line: (String) -> Int? = { _ in nil }
    ) throws(ScriptError) -> [ListRow] {
        guard case .list = recipe.recipe else { return [] }
        var rows: [ListRow] = []
        var problems = CappedProblems<RowProblem>()
        var differs = false
        rows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var row = ListRow(level: item.outline?.level ?? 0)
            if let value = item.field(.separator) {
                row.separator = separator(value, row: index, problems: &problems)
            }
            differs = differs || row != ListRow()
            rows.append(row)
        }
        guard problems.isEmpty else {
            // Paths are worked out only now: the rows keep no path of their own.
            let paths = ItemPaths(items)
            throw ScriptError(
                problems.diagnostics(script: script, field: "items", place: "items' \(field) fields") { problem in
                    Diagnostic(
                        script: script, line: line(items[problem.row].id),
                        field: paths.path(ofRow: problem.row) + "." + problem.field, message: problem.message)
                })
        }
        return differs ? rows : []
    }

    /// Where each row that has its own separator got it: its path and line, for `feed export swift`.
    package static func sites(of rows: [ListRow], items: [SectionItem], line: (String) -> Int?) -> [RowSeparatorSite] {
        var paths: ItemPaths?
        var sites: [RowSeparatorSite] = []
        for (index, row) in rows.enumerated() where index < items.count {
            guard let separator = row.separator else { continue }
            if paths == nil { paths = ItemPaths(items) }
            sites.append(
                RowSeparatorSite(
                    row: index, separator: separator,
                    field: (paths?.path(ofRow: index) ?? "items") + "." + field, line: line(items[index].id)))
        }
        return sites
    }

    /// A problem with a row's `separator`, its field relative to the row (`separator.leading`).
    private struct RowProblem {
        var row: Int
        var field: String
        var message: String
    }

    private static func separator(_ value: JSONValue, row: Int, problems: inout CappedProblems<RowProblem>)
        -> ListRowSeparator?
    {
        guard case .object(let object) = value else {
            problems.add(
                RowProblem(
                    row: row, field: field,
                    message: "expected a table such as separator = { leading = 60 } or separator = { visible = false }")
            )
            return nil
        }
        var separator = ListRowSeparator()
        for member in object {
            let memberField = FieldPath.key(field, member.key)
            switch (member.key, member.value) {
            case ("visible", .bool(let visible)): separator.isVisible = visible
            case ("leading", _), ("trailing", _):
                guard let inset = inset(member.value) else {
                    problems.add(
                        RowProblem(
                            row: row, field: memberField,
                            message: "expected a number of points of at least 0 such as \(member.key) = 16"))
                    continue
                }
                if member.key == "leading" {
                    separator.insets.leading = inset
                } else {
                    separator.insets.trailing = inset
                }
            case ("visible", _):
                problems.add(
                    RowProblem(row: row, field: memberField, message: "expected true or false such as visible = false"))
            default:
                problems.add(
                    RowProblem(
                        row: row, field: memberField,
                        message:
                            "unknown separator field \"\(member.key)\"; a separator has leading, trailing and visible"))
            }
        }
        return separator
    }

    private static func inset(_ value: JSONValue) -> Double? {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .number(let double): number = double
        default: return nil
        }
        return number.isFinite && number >= 0 && number <= 1e6 ? number : nil
    }
}
