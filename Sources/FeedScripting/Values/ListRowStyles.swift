import FeedLayout

/// What a list section's layout needs from its items beyond their count: each row's outline level (separators
/// indent with it) and its own separator, an item's `separator = { leading =, trailing =, visible = }`
/// (`itemSeparatorHandler`, docs/spec/layout.md §7.2).
package enum ListRowStyles {
    /// The item field that holds a row's separator.
    package static let field = "separator"

    /// The rows of a list section's `items`; empty when no row differs from the defaults (or the section is not a
    /// list, where `separator` is ordinary data).
    ///
    /// - Throws: `ScriptError` naming `items[n].separator…` for a value that is not such a table, an inset that is
    ///   not a finite number of at least 0, or a `visible` that is not a boolean.
    package static func rows(in items: [SectionItem], recipe: SectionRecipe, script: String) throws(ScriptError)
        -> [ListRow]
    {
        guard case .list = recipe.recipe else { return [] }
        var rows: [ListRow] = []
        var problems: [Diagnostic] = []
        var differs = false
        rows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var row = ListRow(level: item.outline?.level ?? 0)
            if let value = item.fields.first(where: { $0.key == field })?.value {
                let path = FieldPath.key(FieldPath.index("items", index), field)
                row.separator = separator(value, at: path, script: script, problems: &problems)
            }
            differs = differs || row != ListRow()
            rows.append(row)
        }
        if !problems.isEmpty { throw ScriptError(problems) }
        return differs ? rows : []
    }

    private static func separator(
        _ value: FieldValue, at path: String, script: String, problems: inout [Diagnostic]
    ) -> ListRowSeparator? {
        guard case .object(let object) = value else {
            problems.append(
                Diagnostic(
                    script: script, field: path,
                    message: "expected a table such as separator = { leading = 60 } or separator = { visible = false }")
            )
            return nil
        }
        var separator = ListRowSeparator()
        for member in object {
            let memberPath = FieldPath.key(path, member.key)
            switch (member.key, member.value) {
            case ("visible", .bool(let visible)): separator.isVisible = visible
            case ("leading", _), ("trailing", _):
                guard let inset = inset(member.value) else {
                    problems.append(
                        Diagnostic(
                            script: script, field: memberPath,
                            message: "expected a number of points of at least 0 such as \(member.key) = 16"))
                    continue
                }
                if member.key == "leading" {
                    separator.insets.leading = inset
                } else {
                    separator.insets.trailing = inset
                }
            case ("visible", _):
                problems.append(
                    Diagnostic(
                        script: script, field: memberPath, message: "expected true or false such as visible = false"))
            default:
                problems.append(
                    Diagnostic(
                        script: script, field: memberPath,
                        message:
                            "unknown separator field \"\(member.key)\"; a separator has leading, trailing and visible"))
            }
        }
        return separator
    }

    private static func inset(_ value: FieldValue) -> Double? {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .number(let double): number = double
        default: return nil
        }
        return number.isFinite && number >= 0 && number <= 1e6 ? number : nil
    }
}
