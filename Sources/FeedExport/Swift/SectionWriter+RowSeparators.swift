import FeedLayout
import FeedScripting

/// A list's rows with their own separator, as UIKit's `itemSeparatorHandler` (`UICollectionLayoutList.h`,
/// `API_AVAILABLE(ios(14.5))`; `AvailabilityCheck` refuses it below `--ios 15`).
extension SectionWriter {
    /// How many row numbers go on one `case` line.
    static let rowsPerLine = 16

    /// The handler: it starts from the configuration UIKit resolved for the row from the section's and sets only
    /// what the row names (docs/spec/layout.md §7.2: a row's insets win over the section's, a missing side keeps
    /// the section's), so rows with equal settings share one `case`.
    func writeRowSeparators(_ sites: [RowSeparatorSite], into code: inout SwiftCode) {
        guard !sites.isEmpty else { return }
        var groups: [(separator: ListRowSeparator, rows: [Int])] = []
        var groupOf: [ListRowSeparator: Int] = [:]
        for site in sites {
            if let group = groupOf[site.separator] {
                groups[group].rows.append(site.row)
            } else {
                groupOf[site.separator] = groups.count
                groups.append((site.separator, [site.row]))
            }
        }
        let type = "UIListSeparatorConfiguration"
        code.line(
            "list.itemSeparatorHandler = { (indexPath: IndexPath, resolved: \(type)) -> \(type) in")
        code.line("    var configuration = resolved")
        code.line("    switch indexPath.item {")
        for (separator, rows) in groups {
            writeCase(rows, into: &code)
            var set = false
            if let visible = separator.isVisible {
                code.line(
                    "        configuration.bottomSeparatorVisibility = \(type).Visibility.\(visible ? "visible" : "hidden")"
                )
                set = true
            }
            if let leading = separator.insets.leading {
                code.line("        configuration.bottomSeparatorInsets.leading = \(UIKitExpressions.number(leading))")
                set = true
            }
            if let trailing = separator.insets.trailing {
                code.line("        configuration.bottomSeparatorInsets.trailing = \(UIKitExpressions.number(trailing))")
                set = true
            }
            if !set { code.line("        break") }
        }
        code.line("    default:")
        code.line("        break")
        code.line("    }")
        code.line("    return configuration")
        code.line("}")
    }

    /// `case 1, 4, 9:` over as many lines as the rows need.
    private func writeCase(_ rows: [Int], into code: inout SwiftCode) {
        let chunks = stride(from: 0, to: rows.count, by: Self.rowsPerLine).map {
            rows[$0..<min($0 + Self.rowsPerLine, rows.count)].map(String.init).joined(separator: ", ")
        }
        for (number, chunk) in chunks.enumerated() {
            let start = number == 0 ? "    case " : "         "
            code.line(start + chunk + (number == chunks.count - 1 ? ":" : ","))
        }
    }
}
