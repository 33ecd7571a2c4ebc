// UICollectionViewCompositionalLayout.h: the NSCollectionLayoutContainer and NSCollectionLayoutEnvironment
// protocols (API_AVAILABLE(ios(13.0))), both refining NSObject.

@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// Resolved size of the container, before any insets are applied.
    var contentSize: CGSize { get }
    /// After insets are applied.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
