import FeedLayout

/// Short constructors so that each rule test reads like its docs/spec/layout.md example.
func item(
    _ width: Dimension, _ height: Dimension, insets: EdgeInsets = .zero, edges: EdgeSpacing = .none,
    badges: [AnchoredSupplementary] = []
) -> LayoutElement {
    .item(
        LayoutItem(
            size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
            supplementaries: badges))
}

/// An item filling its slot.
let fill = item(.fractionalWidth(1), .fractionalHeight(1))

func group(
    _ direction: GroupDirection, _ width: Dimension, _ height: Dimension, _ subitems: [LayoutElement],
    count: Int? = nil, spacing: Spacing? = nil, insets: EdgeInsets = .zero, edges: EdgeSpacing = .none
) -> LayoutGroup {
    LayoutGroup(
        direction: direction, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
        interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges)
}

func header(
    _ width: Dimension = .fractionalWidth(1), _ height: Double, kind: String = "header",
    alignment: BoundaryAlignment = .top, offset: Point = .zero, extends: Bool = true, pinned: Bool = false
) -> BoundarySupplementary {
    BoundarySupplementary(
        kind: kind, size: LayoutSize(width: width, height: .absolute(height)), alignment: alignment, offset: offset,
        extendsBoundary: extends, pinToVisibleBounds: pinned)
}
