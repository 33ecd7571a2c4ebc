// UICollectionViewCell.h (API_AVAILABLE(ios(6.0))): UICollectionReusableView and UICollectionViewCell with its
// contentView. UICollectionView.h: CellRegistration and SupplementaryRegistration (ios(14.0)) and
// `dequeueConfiguredReusableCell(using:for:item:)` / `dequeueConfiguredReusableSupplementary(using:for:)`
// (ios(14.0)). The surface cannot make a cell of a generic class on Linux (no Objective-C runtime), so the test
// program hands the collection view a factory, `_feedMakeView`.

@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        fatalError("not used by the surface")
    }
}

extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        guard let cell = _feedMakeView?(Cell.self) as? Cell else { fatalError("no factory for \(Cell.self)") }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        guard let view = _feedMakeView?(Supplementary.self) as? Supplementary else {
            fatalError("no factory for \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
