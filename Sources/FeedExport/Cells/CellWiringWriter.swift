/// Writes the cells' part of the export as an extension of the generated enum: the item model, a spacer view, a
/// priority helper, `dataSource(for:supplementaryFields:)` (a `UICollectionView.CellRegistration` per template
/// and a diffable data source whose cell provider picks it by the item's section and template), then the cell
/// classes.
struct CellWiringWriter {
    let naming: CellNaming
    let style: ConstraintStyle
    let enumName: String
    let minimumIOS: Int
    /// The Swift expression of an element kind (`FeedSections.headerKind`, or a literal).
    let kindExpression: (String) -> String
    /// Every element kind the layout uses, as expressions: each gets a plain view when no template draws it.
    let layoutKinds: [String]
    /// The kinds anchored to items, which an item may hide (`supplementaries = { badge = false }`).
    var itemKinds: [String] = []
    /// Per section, the badge kinds on only some items and which item each badge belongs to.
    var badgeOwners: [String: [String: BadgeOwners]] = [:]

    func write(into code: inout SwiftCode) {
        code.block("extension \(enumName)") { code in
            writeItem(into: &code)
            code.line()
            code.line("/// A stack's spacer: no size of its own, so a stack stretches or squeezes it first.")
            code.block("final class Spacer: UIView") { code in
                code.line("override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 0) }")
            }
            code.line()
            code.line(
                "/// `constraint` at `priority`, set before activation (UIKit cannot change it from required later).")
            code.block(
                "static func prioritized(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint"
            ) { code in
                code.line("constraint.priority = priority")
                code.line("return constraint")
            }
            code.line()
            writeDataSource(into: &code)
            for entry in naming.entries {
                code.line()
                CellClassWriter(entry: entry, style: style, enumName: enumName).write(into: &code)
            }
        }
    }

    private func writeItem(into code: inout SwiftCode) {
        code.line("/// One item as the cells show it: its id, its section's id, the template that draws it (the item's")
        code.line("/// `cell` field; another name gets the section's `cell`), its fields as texts and the kinds of")
        code.line("/// badges it hides (its `supplementaries = { badge = false }`). All five make its identity.")
        code.block("struct Item: Hashable, Sendable") { code in
            code.line("var id: String")
            code.line("var section: String")
            code.line("var template: String")
            code.line("var fields: [String: String]")
            code.line("var hiddenSupplementaries: Set<String>")
            code.line()
            code.line("init(")
            code.line("    id: String, section: String, template: String = \"cell\", fields: [String: String] = [:],")
            code.line("    hiddenSupplementaries: Set<String> = []")
            code.block(")") { code in
                for name in ["id", "section", "template", "fields", "hiddenSupplementaries"] {
                    code.line("self.\(name) = \(name)")
                }
            }
        }
    }

    private func writeDataSource(into code: inout SwiftCode) {
        code.line("/// A data source whose sections are section ids: each item's cell is the class of its section and")
        code.line("/// template, configured from its fields; supplementaries with a template are configured from")
        code.line("/// `supplementaryFields(kind, section, indexPath)`, other kinds of the layout get an empty view.")
        if minimumIOS < 14 { code.line("@available(iOS 14.0, *)") }
        code.line("static func dataSource(")
        code.line("    for collectionView: UICollectionView,")
        code.line(
            "    supplementaryFields: @escaping (String, String, IndexPath) -> [String: String] = { _, _, _ in [:] }")
        code.block(") -> UICollectionViewDiffableDataSource<String, Item>") { code in
            writeCellProvider(into: &code)
            writeSupplementaryProvider(into: &code)
            code.line("return dataSource")
        }
    }

    private func writeCellProvider(into code: inout SwiftCode) {
        let cells = naming.entries.enumerated().filter { !$0.element.isSupplementary }
        for (index, entry) in cells {
            code.line(
                "let registration\(index) = UICollectionView.CellRegistration<\(entry.className), Item> { "
                    + "(cell: \(entry.className), _: IndexPath, item: Item) in cell.configure(with: item) }")
        }
        code.line(
            "let plainCell = UICollectionView.CellRegistration<UICollectionViewCell, Item> { "
                + "(_: UICollectionViewCell, _: IndexPath, _: Item) in }")
        code.line("let dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) {")
        code.line(
            "    (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in")
        code.line("    switch (item.section, item.template) {")
        for (index, entry) in cells {
            code.line("    case (\(SwiftLiteral.string(entry.section)), \(SwiftLiteral.string(entry.key))):")
            code.line(
                "        return collectionView.dequeueConfiguredReusableCell(using: registration\(index), for: indexPath, item: item)"
            )
        }
        for (index, entry) in cells where entry.isDefault {
            code.line("    case (\(SwiftLiteral.string(entry.section)), _):")
            code.line(
                "        return collectionView.dequeueConfiguredReusableCell(using: registration\(index), for: indexPath, item: item)"
            )
        }
        code.line("    default:")
        code.line(
            "        return collectionView.dequeueConfiguredReusableCell(using: plainCell, for: indexPath, item: item)")
        code.line("    }")
        code.line("}")
    }

    private func writeSupplementaryProvider(into code: inout SwiftCode) {
        let views = naming.entries.enumerated().filter { $0.element.isSupplementary }
        for (index, entry) in views {
            code.line(
                "let registration\(index) = UICollectionView.SupplementaryRegistration<\(entry.className)>("
                    + "elementKind: \(kindExpression(entry.key))) { (_: \(entry.className), _: String, _: IndexPath) in }"
            )
        }
        writePlainViews(into: &code)
        if !itemKinds.isEmpty {
            code.line("/// The kinds anchored to items: an item hides its own (`Item.hiddenSupplementaries`).")
            code.line("let itemKinds: Set<String> = [\(itemKinds.map(kindExpression).joined(separator: ", "))]")
            writeBadgeOwners(into: &code)
        }
        code.line("dataSource.supplementaryViewProvider = { [weak dataSource]")
        code.line(
            "    (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in"
        )
        code.line("    let sections: [String] = dataSource?.snapshot().sectionIdentifiers ?? []")
        code.line(
            "    let section: String = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : \"\""
        )
        code.line("    let view: UICollectionReusableView?")
        code.line("    switch (section, kind) {")
        for (index, entry) in views {
            code.line("    case (\(SwiftLiteral.string(entry.section)), \(kindExpression(entry.key))):")
            code.line(
                "        let configured = collectionView.dequeueConfiguredReusableSupplementary(using: registration\(index), for: indexPath)"
            )
            code.line("        configured.configure(with: supplementaryFields(kind, section, indexPath))")
            code.line("        view = configured")
        }
        code.line("    default:")
        code.line("        view = plain[kind].map {")
        code.line("            collectionView.dequeueConfiguredReusableSupplementary(using: $0, for: indexPath)")
        code.line("        }")
        code.line("    }")
        writeBadgeVisibility(into: &code)
        code.line("    return view")
        code.line("}")
    }

    /// A badge its item hides keeps its frame (UIKit lays it out) but is hidden, as `feed build` does not draw it;
    /// set both ways, since a reused view may come from an item that hid it. Only kinds anchored to items.
    private func writeBadgeVisibility(into code: inout SwiftCode) {
        guard !itemKinds.isEmpty else { return }
        code.line("    if itemKinds.contains(kind), let view {")
        guard !badgeOwners.isEmpty else {
            code.line("        let item: Item? = dataSource?.itemIdentifier(for: indexPath)")
            code.line("        view.isHidden = item?.hiddenSupplementaries.contains(kind) ?? false")
            return code.line("    }")
        }
        code.line("        var itemPath: IndexPath? = indexPath")
        code.line("        if let pattern = badgeOwners[section]?[kind] {")
        code.line("            let perInstance = pattern.owners.count")
        code.line("            itemPath = pattern.owners[indexPath.item % perInstance].map {")
        code.line(
            "                IndexPath(item: indexPath.item / perInstance * pattern.period + $0, section: indexPath.section)"
        )
        code.line("            }")
        code.line("        }")
        code.line("        let item: Item? = itemPath.flatMap { dataSource?.itemIdentifier(for: $0) }")
        code.line("        view.isHidden = item?.hiddenSupplementaries.contains(kind) ?? false")
        code.line("    }")
    }

    /// `badgeOwners`: for a kind on only some items, the items one instance of the section's group lays out and
    /// the leaf each of its badges of that kind belongs to (nil: the group's own). UIKit counts a kind's index
    /// paths per section in layout order (docs/spec/layout.md §5.1), so the badge's index is not its item's.
    private func writeBadgeOwners(into code: inout SwiftCode) {
        guard !badgeOwners.isEmpty else { return }
        var sections: [String] = []
        for section in badgeOwners.keys.sorted() {
            let kinds = badgeOwners[section] ?? [:]
            let entries = kinds.keys.sorted().map { kind in
                let pattern = kinds[kind] ?? BadgeOwners(period: 0, owners: [])
                let owners = pattern.owners.map { owner in owner.map { String($0) } ?? "nil" }.joined(separator: ", ")
                return "\(kindExpression(kind)): (period: \(pattern.period), owners: [\(owners)])"
            }
            sections.append("\(SwiftLiteral.string(section)): [\(entries.joined(separator: ", "))]")
        }
        code.line("/// Badge kinds on only some items: UIKit counts a kind's index paths per section in layout order,")
        code.line("/// so the n-th badge of an instance of the section's group (`period` items) is on its leaf")
        code.line("/// `owners[n]` (nil: the group's own).")
        code.line("let badgeOwners: [String: [String: (period: Int, owners: [Int?])]] = [")
        for line in sections { code.line("    \(line),") }
        code.line("]")
    }

    /// `plain`: a plain view's registration per element kind of the layout. Filled through a `var` only when the
    /// layout has kinds: a `var` never added to is a compiler warning in the app.
    private func writePlainViews(into code: inout SwiftCode) {
        let type = "[String: UICollectionView.SupplementaryRegistration<UICollectionReusableView>]"
        guard !layoutKinds.isEmpty else { return code.line("let plain: \(type) = [:]") }
        code.line("var plainViews: \(type) = [:]")
        for kind in layoutKinds {
            code.line(
                "plainViews[\(kindExpression(kind))] = UICollectionView.SupplementaryRegistration<UICollectionReusableView>("
                    + "elementKind: \(kindExpression(kind))) { (_: UICollectionReusableView, _: String, _: IndexPath) in }"
            )
        }
        code.line("let plain = plainViews")
    }
}
