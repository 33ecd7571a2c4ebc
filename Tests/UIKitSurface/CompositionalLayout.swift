// UICollectionViewCompositionalLayout.h (API_AVAILABLE(ios(13.0))): UICollectionViewCompositionalLayout and its
// configuration. UICollectionViewLayout.h (ios(6.0)): UICollectionViewLayout. UICollectionViewFlowLayout.h:
// UICollectionView.ScrollDirection (`UICollectionViewScrollDirection`).

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@MainActor
open class UICollectionViewLayout: NSObject {
    /// How many times `invalidateLayout()` was called.
    public private(set) var _feedRecordedInvalidations = 0

    public override init() {
        super.init()
    }

    open func invalidateLayout() {
        _feedRecordedInvalidations += 1
    }
}

@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Default is vertical.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Default is 0.
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// API_AVAILABLE(ios(14.0)); "default is UIContentInsetsReferenceSafeArea".
    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }
}

@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    public let _feedRecordedSection: NSCollectionLayoutSection?
    public let _feedRecordedSectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    public init(section: NSCollectionLayoutSection) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        _feedRecordedSection = section
        _feedRecordedSectionProvider = nil
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.configuration = configuration
        _feedRecordedSection = section
        _feedRecordedSectionProvider = nil
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        _feedRecordedSection = nil
        _feedRecordedSectionProvider = sectionProvider
        super.init()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.configuration = configuration
        _feedRecordedSection = nil
        _feedRecordedSectionProvider = sectionProvider
        super.init()
    }
}
