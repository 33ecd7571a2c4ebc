/// The layout's scroll direction.
public enum ScrollDirection: String, Hashable, Sendable {
    case vertical, horizontal
}

/// Feed-wide settings, as in `UICollectionViewCompositionalLayoutConfiguration` (from `feed.lua`).
public struct LayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Space between every two consecutive sections, never after the last.
    public var interSectionSpacing: Double
    /// The layout's global header and footer.
    public var boundarySupplementaries: [BoundarySupplementary]
    /// The boundary sections measure their insets from unless they name their own; UIKit's default is the safe
    /// area (`automatic` means the same here). docs/spec/layout.md §1.2.
    public var contentInsetsReference: ContentInsetsReference

    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaries: [BoundarySupplementary] = [],
        contentInsetsReference: ContentInsetsReference = .safeArea
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaries = boundarySupplementaries
        self.contentInsetsReference = contentInsetsReference
    }
}
