/// What a list section needs to draw its separators and background (docs/spec/layout.md §7.2–7.3) from its laid-out
/// rows. Neither changes a frame, so the solve only keeps these settings; the frames are worked out when asked for
/// (the output asks once per section), so a solve pays for list chrome nothing per row.
struct ListChrome: Equatable, Sendable {
    /// Nil for a section that is not a vertical list: no chrome.
    private var list: ListConfiguration?
    /// Each row's level and separator settings; rows past the end take the defaults.
    private var styles: [ListRow] = []
    /// The cell's layout margin in the list's environment, where automatic separator insets start.
    private var cellMargin = 0.0
    private var grid = PixelGrid(scale: 0)

    /// No chrome: a section that is not a list.
    init() {}

    /// The chrome of `list`, whose rows' levels and separator settings are in `styles`. Only vertical lists draw
    /// chrome.
    init(_ list: ListConfiguration, styles: [ListRow], environment: LayoutEnvironment, grid: PixelGrid) {
        self.list = list
        self.styles = styles
        self.cellMargin = ListMetrics.cellMargin(in: environment)
        self.grid = grid
    }

    /// The background behind `rows` (item frames in section coordinates): their union below a first-item header,
    /// for grouped and inset-grouped lists; none without rows there (§7.3).
    func background(rows: ContiguousArray<Rect>) -> ListBackgroundFrame? {
        guard let list, list.appearance == .grouped || list.appearance == .insetGrouped else { return nil }
        let firstRow = Self.firstRow(list)
        guard rows.count > firstRow else { return nil }
        var union = rows[firstRow]
        for row in rows[(firstRow + 1)...] { union = union.union(row) }
        let radius = list.appearance == .insetGrouped ? ListMetrics.insetGroupedCornerRadius : 0
        return ListBackgroundFrame(frame: union, cornerRadius: radius)
    }

    /// The bottom separators of `rows` (item frames in section coordinates), in row order, each frame passed through
    /// `place` (to feed coordinates).
    func separators(rows: ContiguousArray<Rect>, place: (Rect) -> Rect) -> [SeparatorFrame] {
        guard let list, list.showsSeparators else { return [] }
        let firstRow = Self.firstRow(list)
        let thickness = grid.scale > 0 ? 1 / grid.scale : 1
        var separators: [SeparatorFrame] = []
        // One separator per row at most: reserved once, so a 300k-row list does not regrow the array.
        separators.reserveCapacity(rows.count)
        for index in rows.indices {
            let style = index < styles.count ? styles[index] : ListRow()
            let automatic = !list.appearance.isSidebar && index >= firstRow && index < rows.count - 1
            guard style.separator?.isVisible ?? automatic else { continue }
            let row = rows[index]
            let leading =
                style.separator?.insets.leading ?? list.separatorInsets.leading
                ?? ListMetrics.separatorLeading(level: style.level, margin: cellMargin)
            let trailing = style.separator?.insets.trailing ?? list.separatorInsets.trailing ?? 0
            let start = grid.round(row.x + leading)
            let end = grid.round(row.maxX - trailing)
            guard end > start else { continue }
            let frame = Rect(x: start, y: row.maxY - thickness, width: end - start, height: thickness)
            separators.append(SeparatorFrame(item: index, frame: place(frame)))
        }
        return separators
    }

    /// A first-item header is a row outside the background and the separators.
    private static func firstRow(_ list: ListConfiguration) -> Int {
        list.headerMode == .firstItemInSection ? 1 : 0
    }
}

extension ListAppearance {
    /// Sidebars draw no separators unless a row asks for one (§7.2).
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
