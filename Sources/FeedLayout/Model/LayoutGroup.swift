/// How a group places its subitems (docs/spec/layout.md §2).
public enum GroupDirection: String, Hashable, Sendable {
    case horizontal, vertical, custom
}

/// One frame of a custom group, relative to the group's outer top-left corner (docs/spec/layout.md §2.6).
public struct CustomFrame: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A group of subitems, as in `NSCollectionLayoutGroup`.
///
/// For `custom` groups `customFrames` holds the frames the script's provider returned; the provider is called once
/// per section per layout pass with the container `customContainerSize(in:)` gives, and every instance reuses them.
public struct LayoutGroup: Hashable, Sendable {
    public var direction: GroupDirection
    public var size: LayoutSize
    public var subitems: [LayoutElement]
    /// With a count the group holds exactly `count` copies of its single subitem, sharing the inner extent equally.
    public var count: Int?
    /// With a count: when true the subitem keeps its own main-axis dimension, resolved in the inner extent less the
    /// spacings (iOS 16 `repeatingSubitem:count:`); when false (the default, `subitem:count:`) it is forced to an
    /// equal share.
    public var countKeepsSubitemSize: Bool = false
    public var interItemSpacing: Spacing?
    public var contentInsets: EdgeInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaries: [AnchoredSupplementary]
    public var customFrames: [CustomFrame]

    public init(
        direction: GroupDirection, size: LayoutSize, subitems: [LayoutElement] = [], count: Int? = nil,
        interItemSpacing: Spacing? = nil, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaries: [AnchoredSupplementary] = [], customFrames: [CustomFrame] = []
    ) {
        self.direction = direction
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
        self.customFrames = customFrames
    }
}
