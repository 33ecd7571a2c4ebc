import FeedLayout

/// A decoded section layout with what the host needs beyond the layout value itself: the custom groups whose
/// frames a script function provides, and where each table came from, to point layout errors at script lines.
package struct SectionRecipe: Hashable, Sendable {
    /// The section or list recipe, as the layout solver takes it.
    package var recipe: SectionInput.Recipe
    /// The field the recipe was decoded at (`layout`), the root of every path below.
    package var field: String
    /// Custom groups whose frames come from `frames(env)`; `SectionScript.recipe(environment:)` fills them in.
    package var customGroups: [CustomGroupSource]
    /// Field path of every constructor table (`layout.group.subitems[1]`) → the line it was built on.
    package var sourceLines: [String: Int]
    /// The field path of each entry of the section's `boundarySupplementaries`, which merges the script's `header`,
    /// `footer` and `boundarySupplementaries` in that order.
    package var boundaryFields: [String]

    package init(
        recipe: SectionInput.Recipe, field: String = "layout", customGroups: [CustomGroupSource] = [],
        sourceLines: [String: Int] = [:], boundaryFields: [String] = []
    ) {
        self.recipe = recipe
        self.field = field
        self.customGroups = customGroups
        self.sourceLines = sourceLines
        self.boundaryFields = boundaryFields
    }

    /// The solver's input for a section of `itemCount` items; a list's `rows` come from `ListRowStyles`.
    package func sectionInput(itemCount: Int, rows: [ListRow] = []) -> SectionInput {
        switch recipe {
        case .section(let section): return SectionInput(section, itemCount: itemCount)
        case .list(let list): return SectionInput(list: list, itemCount: itemCount, rows: rows)
        }
    }

    /// The line of the nearest constructor table on `field` (the longest recorded path that is `field` or one of
    /// its ancestors), or nil.
    package func line(for field: String) -> Int? {
        var candidate = field
        while true {
            if let line = sourceLines[candidate] { return line }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = String(candidate[..<cut])
        }
    }

    /// The script's field path for a `LayoutError` path of this section: `group.subitems[0].width` becomes
    /// `layout.group.subitems[1].width` (the solver counts from 0, scripts from 1), and an entry of the merged
    /// `boundarySupplementaries` becomes the script's `header`, `footer` or `boundarySupplementaries[n]`.
    package func scriptField(forLayoutPath path: String) -> String {
        if let (index, rest) = FieldPath.indexed(path, prefix: "boundarySupplementaries"),
            boundaryFields.indices.contains(index)
        {
            return boundaryFields[index] + FieldPath.oneBased(rest)
        }
        return path.isEmpty ? field : field + "." + FieldPath.oneBased(path[...])
    }
}
