/// A leaf of the layout tree: one cell, as in `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    public var size: LayoutSize
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaries: [AnchoredSupplementary]

    public init(
        size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaries: [AnchoredSupplementary] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)
}
