import FeedExport

/// Writes the `main.swift` of a test program that fills the exported data source with a feed's items, asks it for
/// every cell and every templated supplementary, and prints each one as `CellRecorder` reads it, then whether each
/// badge it asks for is hidden.
enum CellDriver {
    struct Item {
        var id: String
        var template: String
        var fields: [String: String]
        /// The kinds the item hides (its `supplementaries = { badge = false }`), as the app's model has them.
        var hidden: [String] = []
    }

    struct Section {
        var id: String
        var items: [Item]
        /// Supplementaries to ask for: the element kind's Swift expression and the fields the app hands over.
        var supplementaries: [(kind: String, fields: [String: String])]
        /// Badges of items to ask for: the element kind's Swift expression and the badge's index path item, counted
        /// per kind in the section in layout order (docs/spec/layout.md §5.1), as UIKit asks.
        var badges: [(kind: String, index: Int)] = []
    }

    static func main(enumName: String, naming: CellNaming, sections: [Section]) -> String {
        let classes = naming.entries.map { "\(enumName).\($0.className).self" }
        var lines = [
            "import UIKit", "",
            "let classes: [UICollectionReusableView.Type] = [\(classes.joined(separator: ", "))]",
            "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: \(enumName).layout())",
            "collectionView._feedMakeView = CellRecorder.factory(classes) { (index: Int) -> UICollectionReusableView in",
            "    switch index {",
        ]
        for (index, entry) in naming.entries.enumerated() {
            lines.append("    case \(index): return \(enumName).\(entry.className)(frame: .zero)")
        }
        lines += ["    default: fatalError()", "    }", "}"]
        lines.append("var supplementaryFields: [String: [String: String]] = [:]")
        for section in sections {
            for supplementary in section.supplementaries {
                lines.append(
                    "supplementaryFields[\(SwiftLiteral.string(section.id)) + \"\\u{0}\" + \(supplementary.kind)] = "
                        + dictionary(supplementary.fields))
            }
        }
        lines += [
            "let dataSource = \(enumName).dataSource(for: collectionView, supplementaryFields: {",
            "    (kind: String, section: String, _: IndexPath) -> [String: String] in",
            "    supplementaryFields[section + \"\\u{0}\" + kind] ?? [:]",
            "})",
            "var snapshot = NSDiffableDataSourceSnapshot<String, \(enumName).Item>()",
            "snapshot.appendSections([\(sections.map { SwiftLiteral.string($0.id) }.joined(separator: ", "))])",
        ]
        for section in sections where !section.items.isEmpty {
            let items = section.items.map { itemExpression($0, section: section.id, enumName: enumName) }
            lines.append(
                "snapshot.appendItems([\(items.joined(separator: ", "))], toSection: \(SwiftLiteral.string(section.id)))"
            )
        }
        lines += ["dataSource.apply(snapshot, animatingDifferences: false)", "var cells: [Any] = []"]
        lines.append("var supplementaries: [Any] = []")
        lines.append("var badges: [Any] = []")
        for (sectionIndex, section) in sections.enumerated() {
            for index in section.items.indices {
                lines.append(
                    "cells.append(CellRecorder.record(dataSource.collectionView(collectionView, cellForItemAt: "
                        + "IndexPath(item: \(index), section: \(sectionIndex)))))")
            }
            for supplementary in section.supplementaries {
                lines.append(
                    "supplementaries.append(CellRecorder.record(dataSource.collectionView(collectionView, "
                        + "viewForSupplementaryElementOfKind: \(supplementary.kind), at: IndexPath(item: 0, section: \(sectionIndex)))))"
                )
            }
            for badge in section.badges {
                lines.append(
                    "badges.append(dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: "
                        + "\(badge.kind), at: IndexPath(item: \(badge.index), section: \(sectionIndex))).isHidden)")
            }
        }
        lines.append(
            "Recorder.print([\"cells\": cells, \"supplementaries\": supplementaries, \"badges\": badges])")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func itemExpression(_ item: Item, section: String, enumName: String) -> String {
        var arguments =
            "id: \(SwiftLiteral.string(item.id)), section: \(SwiftLiteral.string(section)), "
            + "template: \(SwiftLiteral.string(item.template)), fields: \(dictionary(item.fields))"
        if !item.hidden.isEmpty {
            arguments += ", hiddenSupplementaries: [\(item.hidden.map(SwiftLiteral.string).joined(separator: ", "))]"
        }
        return "\(enumName).Item(\(arguments))"
    }

    private static func dictionary(_ fields: [String: String]) -> String {
        guard !fields.isEmpty else { return "[:]" }
        let pairs = fields.keys.sorted().map { "\(SwiftLiteral.string($0)): \(SwiftLiteral.string(fields[$0] ?? ""))" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
