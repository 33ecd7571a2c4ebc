import FeedLayout

/// A list row's own separator with where the script gave it: the row's index among the section's visible rows,
/// the item's field path (`items[2].children[1].separator`) and its line, for diagnostics about the export.
package struct RowSeparatorSite: Hashable, Sendable {
    package var row: Int
    package var separator: ListRowSeparator
    package var field: String
    package var line: Int?

    package init(row: Int, separator: ListRowSeparator, field: String, line: Int?) {
        self.row = row
        self.separator = separator
        self.field = field
        self.line = line
    }
}
