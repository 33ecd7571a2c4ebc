// UIScrollView.h, UIViewController.h, UICollectionView.h (API_AVAILABLE(ios(6.0))) and UIKit's IndexPath
// additions (NSIndexPath+UIKitAdditions.h): the parts the guide's view controller and the client file use.
// UICollectionView records the updates it is asked to make, in order.

@MainActor
open class UIScrollView: UIView {}

@MainActor
open class UIViewController: NSObject {
    public var view: UIView! = UIView(frame: .zero)

    public override init() {
        super.init()
    }

    open func viewDidLoad() {}
}

@MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionViewScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// `UICollectionElementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionElementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public var collectionViewLayout: UICollectionViewLayout
    /// Makes a view of a registered class (the test program's factory; see CollectionViewCell.swift).
    public var _feedMakeView: ((UICollectionReusableView.Type) -> UICollectionReusableView?)?
    /// Every update call, in order, e.g. `performBatchUpdates{`, `deleteSections [1]`, `}`.
    public private(set) var _feedRecordedCalls: [String] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("not used by the surface")
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        _feedRecordedCalls.append("register \(elementKind)")
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _feedRecordedCalls.append("performBatchUpdates{")
        updates?()
        _feedRecordedCalls.append("}")
        completion?(true)
    }

    open func reloadData() { _feedRecordedCalls.append("reloadData") }
    /// API_AVAILABLE(ios(15.0)).
    @available(iOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) { record("reconfigureItems", indexPaths.map(Self.text)) }
    open func insertSections(_ sections: IndexSet) { record("insertSections", Array(sections)) }
    open func deleteSections(_ sections: IndexSet) { record("deleteSections", Array(sections)) }
    open func reloadSections(_ sections: IndexSet) { record("reloadSections", Array(sections)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { record("moveSection", [section, newSection]) }
    open func insertItems(at indexPaths: [IndexPath]) { record("insertItems", indexPaths.map(Self.text)) }
    open func deleteItems(at indexPaths: [IndexPath]) { record("deleteItems", indexPaths.map(Self.text)) }
    open func reloadItems(at indexPaths: [IndexPath]) { record("reloadItems", indexPaths.map(Self.text)) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem", [Self.text(indexPath), Self.text(newIndexPath)])
    }

    private func record<T>(_ call: String, _ values: [T]) {
        _feedRecordedCalls.append("\(call) \(values)")
    }

    private static func text(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}

extension IndexPath {
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int { self[0] }
    public var item: Int { self[1] }
}
