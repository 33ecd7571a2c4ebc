// UICollectionViewCompositionalLayout.h (API_AVAILABLE(ios(13.0))): `NSCollectionLayoutVisibleItem` (refining
// `UIDynamicItem`, UIDynamicBehavior.h) and `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
// UICollectionViewLayout.h: `UICollectionElementCategory` (`UICollectionView.ElementCategory` in Swift).
// CGAffineTransform.h (CoreGraphics, which UIKit re-exports): the affine transform, scale only here.

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

extension UICollectionView {
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView, decorationView
    }
}

@MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
