/// The list metrics of docs/spec/layout.md §7, kept in this one place so that a measurement on a device can change them in one
/// edit. The numbers are approximations (confidence L).
enum ListMetrics {
    /// Section side insets of `insetGrouped` lists: the layout margins of a phone up to this width…
    static let insetGroupedNarrowWidthLimit = 400.0
    /// …are 16 points, and 20 on wider containers.
    static let insetGroupedNarrowMargin = 16.0
    static let insetGroupedWideMargin = 20.0
    /// Top and bottom insets of grouped and inset-grouped sections on an edge without a header or footer.
    static let groupedVerticalInset = 18.0
    /// Header and footer height estimates at the default text size (`large`).
    static let plainHeaderEstimate = 28.0
    static let groupedHeaderEstimate = 38.0
    /// Rows follow each other with no spacing; separators do not change frames.
    static let rowSpacing = 0.0

    /// A header's or footer's estimate at a Dynamic Type size: its text grows with the body style, so the estimate
    /// at `large` scales by `body / 17`, rounded to a point (docs/spec/layout.md §7 lists every size).
    static func boundaryEstimate(grouped: Bool, _ category: ContentSizeCategory) -> Double {
        let atLarge = grouped ? groupedHeaderEstimate : plainHeaderEstimate
        return (atLarge * category.bodyPointSize / ContentSizeCategory.large.bodyPointSize).rounded()
    }
}

extension ListConfiguration {
    /// The section a list recipe describes in `environment` (docs/spec/layout.md §7): one full-width row per item,
    /// supplementary header and footer (pinned in plain lists) whose estimates follow the Dynamic Type size, and the
    /// appearance's insets.
    public func layoutSection(in environment: LayoutEnvironment) -> LayoutSection {
        let row = LayoutSize(width: .fractionalWidth(1), height: rowHeight)
        let group = LayoutGroup(direction: .vertical, size: row, subitems: [.item(LayoutItem(size: row))])
        let grouped = appearance != .plain
        let side: Double
        switch appearance {
        case .plain, .grouped: side = 0
        case .insetGrouped:
            side =
                environment.width <= ListMetrics.insetGroupedNarrowWidthLimit
                ? ListMetrics.insetGroupedNarrowMargin : ListMetrics.insetGroupedWideMargin
        }
        let vertical = grouped ? ListMetrics.groupedVerticalInset : 0
        let insets = EdgeInsets(
            top: hasHeader ? 0 : vertical, leading: side, bottom: hasFooter ? 0 : vertical, trailing: side)
        let estimate = ListMetrics.boundaryEstimate(
            grouped: grouped, environment.traits.preferredContentSizeCategory)
        let boundarySize = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate))
        var boundaries: [BoundarySupplementary] = []
        if hasHeader {
            boundaries.append(
                BoundarySupplementary(kind: "header", size: boundarySize, alignment: .top, pinToVisibleBounds: !grouped)
            )
        }
        if hasFooter {
            boundaries.append(
                BoundarySupplementary(
                    kind: "footer", size: boundarySize, alignment: .bottom, pinToVisibleBounds: !grouped))
        }
        return LayoutSection(
            group: group, contentInsets: insets, interGroupSpacing: ListMetrics.rowSpacing,
            boundarySupplementaries: boundaries)
    }
}
