import FeedLayout
import LayoutOracleSupport

/// docs/spec/layout.md §7 written out again for the oracle, from the page's tables: a list recipe as the section
/// §7.1 describes, and its separators (§7.2) and background (§7.3) from the rows the reference solver laid out.
struct ReferenceList {
    let list: ListConfiguration
    let environment: LayoutEnvironment

    /// One column of §7.1's table.
    struct Column {
        var side: (LayoutEnvironment) -> Double
        var edge: Double
        var boundaryAtLarge: Double
        var pinned: Bool
        var separators: Bool
        var cornerRadius: Double?
    }

    static func column(_ appearance: ListAppearance) -> Column {
        switch appearance {
        case .plain:
            return Column(
                side: { _ in 0 }, edge: 0, boundaryAtLarge: 28, pinned: true, separators: true, cornerRadius: nil)
        case .grouped:
            return Column(
                side: { _ in 0 }, edge: 18, boundaryAtLarge: 38, pinned: false, separators: true, cornerRadius: 0)
        case .insetGrouped:
            return Column(
                side: { $0.width <= 400 ? 16 : 20 }, edge: 18, boundaryAtLarge: 38, pinned: false, separators: true,
                cornerRadius: 10)
        case .sidebar:
            return Column(
                side: { _ in 10 }, edge: 18, boundaryAtLarge: 38, pinned: false, separators: false, cornerRadius: nil)
        case .sidebarPlain:
            return Column(
                side: { _ in 0 }, edge: 0, boundaryAtLarge: 28, pinned: true, separators: false, cornerRadius: nil)
        }
    }

    var column: Column { Self.column(list.appearance) }
    var body: Double { environment.traits.preferredContentSizeCategory.bodyPointSize }

    /// §7.1 and 7.4 as a compositional section.
    var section: LayoutSection {
        var rowHeight = list.rowHeight
        if case .estimated(let e) = rowHeight { rowHeight = .estimated(max(e, (e * body / 17).rounded())) }
        let row = LayoutSize(width: .fractionalWidth(1), height: rowHeight)
        let header = list.headerMode == .supplementary
        let footer = list.footerMode == .supplementary
        let padding = header ? (list.headerTopPadding ?? 0) : 0
        let side = column.side(environment)
        let boundary = LayoutSize(
            width: .fractionalWidth(1), height: .estimated((column.boundaryAtLarge * body / 17).rounded()))
        var boundaries: [BoundarySupplementary] = []
        if header {
            boundaries.append(
                BoundarySupplementary(
                    kind: "header", size: boundary, alignment: .top, offset: Point(x: 0, y: padding),
                    pinToVisibleBounds: column.pinned))
        }
        if footer {
            boundaries.append(
                BoundarySupplementary(
                    kind: "footer", size: boundary, alignment: .bottom, pinToVisibleBounds: column.pinned))
        }
        return LayoutSection(
            group: LayoutGroup(direction: .vertical, size: row, subitems: [.item(LayoutItem(size: row))]),
            contentInsets: EdgeInsets(
                top: header ? padding : column.edge, leading: side, bottom: footer ? 0 : column.edge, trailing: side),
            interGroupSpacing: 0, boundarySupplementaries: boundaries)
    }

    /// §7.2 over left-to-right row frames; `mirrorWidth` reflects the answer for a right-to-left layout (6.3).
    func separators(rows: [Rect], styles: [ListRow], mirrorWidth: Double?) -> [SeparatorFrame] {
        guard list.showsSeparators else { return [] }
        let grid = ReferencePixelGrid(scale: environment.scale)
        let thickness = environment.scale > 0 ? 1 / environment.scale : 1
        let margin: Double = environment.traits.horizontalSizeClass == .compact ? 16 : 20
        let header = list.headerMode == .firstItemInSection ? 0 : -1
        var result: [SeparatorFrame] = []
        for (index, row) in rows.enumerated() {
            let style = styles.indices.contains(index) ? styles[index] : ListRow()
            let shown = style.separator?.isVisible ?? (column.separators && index != header && index != rows.count - 1)
            if !shown { continue }
            let leading =
                style.separator?.insets.leading ?? list.separatorInsets.leading ?? margin + 10 * Double(style.level)
            let trailing = style.separator?.insets.trailing ?? list.separatorInsets.trailing ?? 0
            let left = grid.roundPx(row.x + leading)
            let right = grid.roundPx(row.x + row.width - trailing)
            if right <= left { continue }
            var frame = Rect(x: left, y: row.y + row.height - thickness, width: right - left, height: thickness)
            if let mirrorWidth { frame.x = mirrorWidth - frame.x - frame.width }
            result.append(SeparatorFrame(item: index, frame: frame))
        }
        return result
    }

    /// §7.3 over the row frames (in either direction: a union mirrors to the union).
    func background(rows: [Rect]) -> ListBackgroundFrame? {
        guard let radius = column.cornerRadius else { return nil }
        let body = list.headerMode == .firstItemInSection ? Array(rows.dropFirst()) : rows
        guard let first = body.first, let last = body.last else { return nil }
        let left = body.map(\.x).min()!
        let right = body.map { $0.x + $0.width }.max()!
        return ListBackgroundFrame(
            frame: Rect(x: left, y: first.y, width: right - left, height: last.y + last.height - first.y),
            cornerRadius: radius)
    }
}
