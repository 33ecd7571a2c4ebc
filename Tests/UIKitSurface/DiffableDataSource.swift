// UICollectionViewDiffableDataSource.h (API_AVAILABLE(ios(13.0))): the data source with its cell provider and
// supplementary view provider, `snapshot()`, `itemIdentifier(for:)`, `apply(_:animatingDifferences:)`, and the
// UICollectionViewDataSource methods a collection view calls; NSDiffableDataSourceSnapshot with the calls apps
// make to fill it.

public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []

    public init() {}

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers += identifiers
        items += identifiers.map { _ in [] }
    }

    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let last = sectionIdentifier.flatMap({ sectionIdentifiers.firstIndex(of: $0) }) ?? items.indices.last
        else { fatalError("appendItems with no section") }
        items[last] += identifiers
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIdentifiers.firstIndex(of: identifier).map { items[$0] } ?? []
    }
}

@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let item = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])[indexPath.item]
        guard let cell = cellProvider(collectionView, indexPath, item) else { fatalError("the cell provider gave nil") }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            fatalError("the supplementary view provider gave nil for \(kind)")
        }
        return view
    }
}
