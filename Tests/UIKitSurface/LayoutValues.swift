// UICollectionViewCompositionalLayout.h (API_AVAILABLE(ios(13.0)) unless noted): NSCollectionLayoutDimension,
// NSCollectionLayoutSize, NSCollectionLayoutSpacing, NSCollectionLayoutEdgeSpacing, NSCollectionLayoutAnchor.
// Class factory methods returning `instancetype` are `-> Self` in Swift; `+…WithLayoutSize:` ones are initializers.

@MainActor
open class NSCollectionLayoutDimension: NSObject {
    public let isFractionalWidth: Bool
    public let isFractionalHeight: Bool
    public let isAbsolute: Bool
    public let isEstimated: Bool
    public let dimension: CGFloat
    /// iOS 17's `uniformAcrossSiblings(estimate:)`.
    public let _feedRecordedUniformAcrossSiblings: Bool

    public required init(_feedKind kind: Int, dimension: CGFloat) {
        isFractionalWidth = kind == 0
        isFractionalHeight = kind == 1
        isAbsolute = kind == 2
        isEstimated = kind == 3 || kind == 4
        _feedRecordedUniformAcrossSiblings = kind == 4
        self.dimension = dimension
        super.init()
    }

    /// Computed as a fraction of the width of the containing group.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(_feedKind: 0, dimension: fractionalWidth)
    }
    /// Computed as a fraction of the height of the containing group.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(_feedKind: 1, dimension: fractionalHeight)
    }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(_feedKind: 2, dimension: absoluteDimension) }
    /// Estimated with a point value; the actual size is determined when the content is rendered.
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(_feedKind: 3, dimension: estimatedDimension)
    }
    /// API_AVAILABLE(ios(17.0)).
    @available(iOS 17.0, *)
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(_feedKind: 4, dimension: estimatedDimension)
    }
}

@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public let isFixedSpacing: Bool

    public required init(_feedSpacing spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        isFixedSpacing = !flexible
        super.init()
    }

    /// i.e. >=
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(_feedSpacing: flexibleSpacing, flexible: true) }
    /// i.e. ==
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(_feedSpacing: fixedSpacing, flexible: false) }
}

@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}

@MainActor
open class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = !fractional
        isFractionalOffset = fractional
        super.init()
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }
}
