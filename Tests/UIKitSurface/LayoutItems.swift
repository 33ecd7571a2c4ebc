// UICollectionViewCompositionalLayout.h (API_AVAILABLE(ios(13.0)) unless noted): NSCollectionLayoutItem,
// NSCollectionLayoutGroupCustomItem, NSCollectionLayoutGroup, NSCollectionLayoutSupplementaryItem,
// NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutDecorationItem.

@MainActor
open class NSCollectionLayoutItem: NSObject {
    /// Ignored for any axis with an `.estimated` dimension.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public let layoutSize: NSCollectionLayoutSize
    var _feedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public required init(
        _feedLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.layoutSize = layoutSize
        _feedSupplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(_feedLayoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(_feedLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { _feedSupplementaryItems }
}

@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }
}

public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group was made: `horizontal`, `vertical` or `custom`.
    public var _feedRecordedDirection = ""
    /// `subitem:count:` or `repeatingSubitem:count:`.
    public var _feedRecordedCount: Int?
    public var _feedRecordedRepeatingSubitem = false
    public var _feedRecordedItemProvider: NSCollectionLayoutGroupCustomItemProvider?
    private var _feedSubitems: [NSCollectionLayoutItem] = []

    /// Supplies additional spacing between items along the layout axis of the group.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    public var subitems: [NSCollectionLayoutItem] { _feedSubitems }
    /// Supplementary items are "anchored" to the group's geometry.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { _feedSupplementaryItems }
        set { _feedSupplementaryItems = newValue }
    }

    static func _feedMake(
        _ size: NSCollectionLayoutSize, _ direction: String, _ subitems: [NSCollectionLayoutItem], count: Int? = nil,
        repeating: Bool = false
    ) -> Self {
        let group = Self(_feedLayoutSize: size, supplementaryItems: [])
        group._feedRecordedDirection = direction
        group._feedSubitems = subitems
        group._feedRecordedCount = count
        group._feedRecordedRepeatingSubitem = repeating
        return group
    }

    /// N items equally sized along the horizontal axis. API_DEPRECATED_WITH_REPLACEMENT ios(13.0, 16.0).
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        _feedMake(layoutSize, "horizontal", [subitem], count: count)
    }

    /// API_AVAILABLE(ios(16.0)).
    @available(iOS 16.0, *)
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        _feedMake(layoutSize, "horizontal", [subitem], count: count, repeating: true)
    }

    /// Repeats items until the available horizontal space is exhausted.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        _feedMake(layoutSize, "horizontal", subitems)
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        _feedMake(layoutSize, "vertical", [subitem], count: count)
    }

    /// API_AVAILABLE(ios(16.0)).
    @available(iOS 16.0, *)
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        _feedMake(layoutSize, "vertical", [subitem], count: count, repeating: true)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        _feedMake(layoutSize, "vertical", subitems)
    }

    /// Frames are relative to the group's own geometry, which the environment the provider gets describes.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    )
        -> Self
    {
        let group = _feedMake(layoutSize, "custom", [])
        group._feedRecordedItemProvider = itemProvider
        return group
    }

    /// For visual debugging.
    open func visualDescription() -> String { "NSCollectionLayoutGroup \(_feedRecordedDirection)" }
}

@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The header states no default; the exporter always sets it.
    public var zIndex: Int = 1
    public private(set) var elementKind: String = ""
    public private(set) var containerAnchor = NSCollectionLayoutAnchor(edges: [])
    public private(set) var itemAnchor: NSCollectionLayoutAnchor?

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(_feedLayoutSize: layoutSize, supplementaryItems: [])
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        self.itemAnchor = itemAnchor
    }

    func _feedSetKind(_ kind: String) {
        elementKind = kind
    }
}

@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Default is YES: extends the content area of the host geometry (e.g. section).
    public var extendsBoundary = true
    /// Default is NO.
    public var pinToVisibleBounds = false
    public private(set) var alignment: NSRectAlignment = .none
    public private(set) var offset: CGPoint = .zero

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(_feedLayoutSize: layoutSize, supplementaryItems: [])
        _feedSetKind(elementKind)
        self.alignment = alignment
        offset = absoluteOffset
    }
}

@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// Default is 0; all other section items are promoted to zIndex 1.
    public var zIndex = 0
    public private(set) var elementKind = ""

    open class func background(elementKind: String) -> Self {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = Self(_feedLayoutSize: size, supplementaryItems: [])
        item.elementKind = elementKind
        return item
    }
}
