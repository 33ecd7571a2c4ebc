import FeedExport

/// Writes the `main.swift` of a test program that fills the exported data source with a feed's items, asks it for
/// every cell and every templated supplementary, and prints each one as `CellRecorder` reads it.
enum CellDriver {
    struct Item {
        var id: String
        var template: String
        var fields: [String: String]
    }

    struct Section {
        var id: String
        var items: [Item]
        /// Supplementaries to ask for: the element kind's Swift expression and the fields the app hands over.
        var supplementaries: [(kind: String, fields: [String: String])]
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
            let items = section.items.map { item in
                "\(enumName).Item(id: \(SwiftLiteral.string(item.id)), section: \(SwiftLiteral.string(section.id)), "
                    + "template: \(SwiftLiteral.string(item.template)), fields: \(dictionary(item.fields)))"
            }
            lines.append(
                "snapshot.appendItems([\(items.joined(separator: ", "))], toSection: \(SwiftLiteral.string(section.id)))"
            )
        }
        lines += ["dataSource.apply(snapshot, animatingDifferences: false)", "var cells: [Any] = []"]
        lines.append("var supplementaries: [Any] = []")
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
        }
        lines.append("Recorder.print([\"cells\": cells, \"supplementaries\": supplementaries])")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dictionary(_ fields: [String: String]) -> String {
        guard !fields.isEmpty else { return "[:]" }
        let pairs = fields.keys.sorted().map { "\(SwiftLiteral.string($0)): \(SwiftLiteral.string(fields[$0] ?? ""))" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
