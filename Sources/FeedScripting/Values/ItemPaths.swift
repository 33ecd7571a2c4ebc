/// The script's field path of each row of a section, for diagnostics: `items[3]` for a top-level item and
/// `items[2].children[1]` for an outline child (1-based, as the script counts), not the row's place among the
/// visible rows. Worked out from the rows' outline places, so rows need not carry their paths.
package struct ItemPaths {
    /// Each row's parent row (-1 at the top level) and its 0-based position among its parent's children.
    private var parents: [Int] = []
    private var offsets: [Int] = []

    /// The paths of `items`, the visible rows of a section in order. A visible child's siblings are all visible
    /// (their parent is expanded), so counting the rows that share a parent gives each one's position.
    package init(_ items: [SectionItem]) {
        var childCounts: [Int: Int] = [:]
        parents.reserveCapacity(items.count)
        offsets.reserveCapacity(items.count)
        for item in items {
            let parent = item.outline?.parentRow ?? -1
            let offset = childCounts[parent, default: 0]
            childCounts[parent] = offset + 1
            parents.append(parent)
            offsets.append(offset)
        }
    }

    /// The path of the row at `row` under `field` (the section's `items`).
    package func path(ofRow row: Int, in field: String = "items") -> String {
        guard offsets.indices.contains(row) else { return FieldPath.index(field, row) }
        var chain: [Int] = []
        var current = row
        // A parent row always comes before its children, so the walk ends.
        while current >= 0 && current < offsets.count {
            chain.append(offsets[current])
            let parent = parents[current]
            guard parent < current else { break }
            current = parent
        }
        var path = field
        for (depth, offset) in chain.reversed().enumerated() {
            path = FieldPath.index(depth == 0 ? path : FieldPath.key(path, "children"), offset)
        }
        return path
    }
}
