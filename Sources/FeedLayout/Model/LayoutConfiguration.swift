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

    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaries: [BoundarySupplementary] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaries = boundarySupplementaries
    }
}

/// The horizontal size class handed to recipes.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
}

/// The layout environment: the container and its pixel grid (docs/spec/contract.md §2 `env`).
public struct LayoutEnvironment: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Pixels per point; 0 turns rounding off (exact arithmetic).
    public var scale: Double

    public init(width: Double = 390, height: Double = 844, scale: Double = 3) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// `compact` below 600 points of width, else `regular` (docs/spec/contract.md §2).
    public var sizeClass: SizeClass { width < 600 ? .compact : .regular }
}
