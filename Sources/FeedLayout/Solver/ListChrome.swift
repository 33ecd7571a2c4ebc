/// A list section's separators and background, worked out from its laid-out rows (docs/spec/layout.md §7.2–7.3).
/// Neither changes a frame; both are in the section's local coordinates, as its item frames are.
struct ListChrome: Equatable, Sendable {
    var separators: [SeparatorFrame] = []
    var background: ListBackgroundFrame?

    /// No chrome: a section that is not a list.
    init() {}

    /// The chrome of `list` over `rows` (item frames in section coordinates); `styles` holds each row's level and
    /// separator settings (missing rows take the defaults). Only vertical lists draw chrome.
    init(
        _ list: ListConfiguration, rows: ContiguousArray<Rect>, styles: [ListRow], environment: LayoutEnvironment,
        grid: PixelGrid
    ) {
        let firstRow = list.headerMode == .firstItemInSection ? 1 : 0
        // The background covers the rows below a first-item header; with none there is no background (§7.3).
        if rows.count > firstRow, list.appearance == .grouped || list.appearance == .insetGrouped {
            var union = rows[firstRow]
            for row in rows[(firstRow + 1)...] { union = union.union(row) }
            let radius = list.appearance == .insetGrouped ? ListMetrics.insetGroupedCornerRadius : 0
            background = ListBackgroundFrame(frame: union, cornerRadius: radius)
        }
        guard list.showsSeparators else { return }
        let thickness = grid.scale > 0 ? 1 / grid.scale : 1
        // One separator per row at most: reserved once, so a 300k-row list does not regrow the array.
        separators.reserveCapacity(rows.count)
        for index in rows.indices {
            let style = index < styles.count ? styles[index] : ListRow()
            let automatic = !list.appearance.isSidebar && index >= firstRow && index < rows.count - 1
            guard style.separator?.isVisible ?? automatic else { continue }
            let row = rows[index]
            let leading =
                style.separator?.insets.leading ?? list.separatorInsets.leading
                ?? ListMetrics.separatorLeading(level: style.level, in: environment)
            let trailing = style.separator?.insets.trailing ?? list.separatorInsets.trailing ?? 0
            let start = grid.round(row.x + leading)
            let end = grid.round(row.maxX - trailing)
            guard end > start else { continue }
            separators.append(
                SeparatorFrame(
                    item: index,
                    frame: Rect(x: start, y: row.maxY - thickness, width: end - start, height: thickness)))
        }
    }
}

extension ListAppearance {
    /// Sidebars draw no separators unless a row asks for one (§7.2).
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
