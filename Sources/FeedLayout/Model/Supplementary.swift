/// An edge of a rectangle, used by anchors (docs/spec/layout.md §5.1).
public enum RectEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// Where an anchored supplementary attaches: a set of edges (none named = centre on that axis) and an offset,
/// absolute points or, when `isFractional`, a fraction of the supplementary's own size.
public struct SupplementaryAnchor: Hashable, Sendable {
    public var edges: [RectEdge]
    public var offset: Point
    public var isFractional: Bool

    public init(edges: [RectEdge], offset: Point = .zero, isFractional: Bool = false) {
        self.edges = edges
        self.offset = offset
        self.isFractional = isFractional
    }
}

/// A supplementary anchored to an item or group (a badge), as in `NSCollectionLayoutSupplementaryItem`.
public struct AnchoredSupplementary: Hashable, Sendable {
    public var kind: String
    public var size: LayoutSize
    public var containerAnchor: SupplementaryAnchor
    /// Defaults to the container anchor's edges with no offset when nil.
    public var itemAnchor: SupplementaryAnchor?
    public var zIndex: Int

    public init(
        kind: String, size: LayoutSize, containerAnchor: SupplementaryAnchor,
        itemAnchor: SupplementaryAnchor? = nil, zIndex: Int = 1
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// Alignment of a boundary supplementary against its section (docs/spec/layout.md §4.1).
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A section's (or the layout's) header, footer or other boundary item, as in
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundarySupplementary: Hashable, Sendable {
    public var kind: String
    public var size: LayoutSize
    public var alignment: BoundaryAlignment
    public var offset: Point
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var contentInsets: EdgeInsets
    public var zIndex: Int

    public init(
        kind: String, size: LayoutSize, alignment: BoundaryAlignment, offset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, contentInsets: EdgeInsets = .zero,
        zIndex: Int = 0
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// A section background, as in `NSCollectionLayoutDecorationItem.background(elementKind:)` (docs/spec/layout.md §5.2).
public struct BackgroundDecoration: Hashable, Sendable {
    public var kind: String
    public var contentInsets: EdgeInsets
    public var zIndex: Int

    public init(kind: String = "sectionBackground", contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
