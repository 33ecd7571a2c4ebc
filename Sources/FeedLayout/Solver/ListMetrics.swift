/// The list metrics of docs/spec/layout.md §7, kept in this one place so that a measurement on a device can change
/// them in one edit. §7.1 gives each number's source and whether it is documented or ours (confidence L).
enum ListMetrics {
    /// Section side insets of `insetGrouped` lists: the layout margins of a phone up to this width…
    static let insetGroupedNarrowWidthLimit = 400.0
    /// …are 16 points, and 20 on wider containers.
    static let insetGroupedNarrowMargin = 16.0
    static let insetGroupedWideMargin = 20.0
    /// Section side insets of `sidebar` lists (their rows are rounded and inset from the column's edges).
    static let sidebarMargin = 10.0
    /// Top and bottom insets of grouped, inset-grouped and sidebar sections on an edge without a header or footer.
    static let groupedVerticalInset = 18.0
    /// Header and footer height estimates at the default text size (`large`).
    static let plainHeaderEstimate = 28.0
    static let groupedHeaderEstimate = 38.0
    /// Rows follow each other with no spacing; separators do not change frames.
    static let rowSpacing = 0.0
    /// The corner radius of an `insetGrouped` section's background.
    static let insetGroupedCornerRadius = 10.0
    /// How far a row's content, and so its automatic separator inset, moves per outline level
    /// (`UITableViewCell.indentationWidth`'s documented default).
    static let indentationWidth = 10.0

    /// A header's or footer's estimate at a Dynamic Type size: its text grows with the body style, so the estimate
    /// at `large` scales by `body / 17`, rounded to a point (docs/spec/layout.md §7 lists every size).
    static func boundaryEstimate(grouped: Bool, _ category: ContentSizeCategory) -> Double {
        let atLarge = grouped ? groupedHeaderEstimate : plainHeaderEstimate
        return (atLarge * category.bodyPointSize / ContentSizeCategory.large.bodyPointSize).rounded()
    }

    /// A row's height at a Dynamic Type size: an estimate grows with the body style above `large`, never below the
    /// recipe's value (44 is the HIG's minimum hit target); other dimensions are kept.
    static func rowHeight(_ height: Dimension, _ category: ContentSizeCategory) -> Dimension {
        guard case .estimated(let estimate) = height else { return height }
        let scaled = (estimate * category.bodyPointSize / ContentSizeCategory.large.bodyPointSize).rounded()
        return .estimated(Swift.max(estimate, scaled))
    }

    /// The section's leading and trailing inset for `appearance` in `environment`.
    static func sideInset(_ appearance: ListAppearance, in environment: LayoutEnvironment) -> Double {
        switch appearance {
        case .plain, .grouped, .sidebarPlain: return 0
        case .sidebar: return sidebarMargin
        case .insetGrouped:
            return environment.width <= insetGroupedNarrowWidthLimit ? insetGroupedNarrowMargin : insetGroupedWideMargin
        }
    }

    /// The cell's layout margin, where its text starts: 16 in a compact width, 20 in a regular one.
    static func cellMargin(in environment: LayoutEnvironment) -> Double {
        LayoutEnvironment.systemMinimumLayoutMargin(environment.sizeClass)
    }

    /// The automatic leading separator inset: the cell's layout margin `margin` plus the row's outline indentation.
    @inline(__always)
    static func separatorLeading(level: Int, margin: Double) -> Double {
        margin + Double(level) * indentationWidth
    }
}

extension ListConfiguration {
    /// The section a list recipe describes in `environment` (docs/spec/layout.md §7): one full-width row per item,
    /// supplementary header and footer (pinned in plain lists) whose estimates follow the Dynamic Type size, and the
    /// appearance's insets.
    public func layoutSection(in environment: LayoutEnvironment) -> LayoutSection {
        let category = environment.traits.preferredContentSizeCategory
        let row = LayoutSize(width: .fractionalWidth(1), height: ListMetrics.rowHeight(rowHeight, category))
        let group = LayoutGroup(direction: .vertical, size: row, subitems: [.item(LayoutItem(size: row))])
        let plain = appearance.isPlainStyle
        let side = ListMetrics.sideInset(appearance, in: environment)
        let vertical = plain ? 0 : ListMetrics.groupedVerticalInset
        let padding = hasHeader ? headerTopPadding ?? 0 : 0
        let insets = EdgeInsets(
            top: hasHeader ? padding : vertical, leading: side, bottom: hasFooter ? 0 : vertical, trailing: side)
        let estimate = ListMetrics.boundaryEstimate(grouped: !plain, category)
        let boundarySize = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate))
        var boundaries: [BoundarySupplementary] = []
        if hasHeader {
            // headerTopPadding: the header moves down by the padding, and the rows by the same inset after it.
            boundaries.append(
                BoundarySupplementary(
                    kind: "header", size: boundarySize, alignment: .top, offset: Point(x: 0, y: padding),
                    pinToVisibleBounds: plain))
        }
        if hasFooter {
            boundaries.append(
                BoundarySupplementary(kind: "footer", size: boundarySize, alignment: .bottom, pinToVisibleBounds: plain)
            )
        }
        return LayoutSection(
            group: group, contentInsets: insets, interGroupSpacing: ListMetrics.rowSpacing,
            boundarySupplementaries: boundaries)
    }
}
