// UICollectionViewCompositionalLayout.h (API_AVAILABLE(ios(13.0))): NSCollectionLayoutSection and
// UICollectionLayoutSectionOrthogonalScrollingBehavior. UICollectionLayoutList.h (API_AVAILABLE(ios(14.0))):
// UICollectionLayoutListConfiguration and `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor
open class NSCollectionLayoutSection: NSObject {
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    /// Default is `.none`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// By default, section supplementaries follow any section-specific contentInsets.
    public var supplementariesFollowContentInsets = true
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called after layout and on every orthogonal offset change with the visible items, the offset and the
    /// environment; what it sets on the items is kept (VisibleItems.swift).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// API_AVAILABLE(ios(14.0)); "default is UIContentInsetsReferenceAutomatic i.e. following the layout
    /// configuration's contentInsetsReference".
    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// API_AVAILABLE(ios(16.0)); default `.automatic` (the boundary supplementaries follow `contentInsetsReference`).
    @available(iOS 16.0, *)
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    public let _feedRecordedGroup: NSCollectionLayoutGroup?
    /// The configuration a list section was made with (iOS 14).
    public private(set) var _feedRecordedList: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        _feedRecordedGroup = group
        super.init()
    }

    init(_feedList list: UICollectionLayoutListConfiguration) {
        _feedRecordedGroup = nil
        _feedRecordedList = list
        super.init()
    }

    /// API_AVAILABLE(ios(14.0)).
    @available(iOS 14.0, *)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(_feedList: configuration)
    }
}

/// API_AVAILABLE(ios(14.0)): a struct in Swift (not Sendable: it holds the separator handler, a plain closure).
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListItemSeparatorHandler`, API_AVAILABLE(ios(14.5)): called with the item's index path and
    /// the separator configuration the section resolved for it; what it returns is the item's final configuration.
    @available(iOS 14.5, *)
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public private(set) var appearance: Appearance
    public var showsSeparators = true
    /// Default is `.none`.
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// API_AVAILABLE(ios(15.0)); nil is automatic.
    public var headerTopPadding: CGFloat?
    /// API_AVAILABLE(ios(14.5)).
    public var separatorConfiguration = UIListSeparatorConfiguration()
    /// API_AVAILABLE(ios(14.5)); nil by default.
    @available(iOS 14.5, *)
    public var itemSeparatorHandler: ItemSeparatorHandler?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// UIListSeparatorConfiguration.h, API_AVAILABLE(ios(14.5)): a struct in Swift; its insets default to
/// `automaticInsets`, whose edges mean "replaced with an appropriate inset" (the sentinel value is this surface's).
public struct UIListSeparatorConfiguration: Sendable {
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
        trailing: -.greatestFiniteMagnitude)
    /// `UIListSeparatorVisibility`: automatic lets the list section resolve it.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorVisibility = Visibility.automatic

    public init() {}
}
