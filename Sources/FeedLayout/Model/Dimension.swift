/// One axis of a layout size, as in UIKit's `NSCollectionLayoutDimension`.
///
/// Fractions resolve against the box the element is sized in (docs/spec/layout.md §1.2) and are floored to the pixel grid;
/// absolute values stand as given; estimated values stand until the element is measured.
public enum Dimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)
    /// iOS 17's `uniformAcrossSiblings(estimate:)`: estimated, then every sibling item of the group instance with
    /// this dimension on the same axis takes the largest of their sizes (docs/spec/layout.md §8.1 rule 3). Items only.
    case uniformAcrossSiblings(Double)

    /// Whether the element self-sizes along this axis (content insets are ignored on such an axis).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .fractionalWidth, .fractionalHeight, .absolute: return false
        }
    }

    /// Whether siblings share the largest size along this axis.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

/// A width and a height, as in `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// Whether either side self-sizes.
    public var isEstimated: Bool { width.isEstimated || height.isEstimated }
}
