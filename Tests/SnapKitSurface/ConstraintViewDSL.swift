import UIKit

// `view.snp` (ConstraintView+Extensions.swift), its anchors (ConstraintAttributesDSL) and `makeConstraints`
// (ConstraintViewDSL.swift), and ConstraintItem (ConstraintItem.swift).

extension UIView {
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

@MainActor
public struct ConstraintViewDSL {
    let view: UIView

    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(maker.descriptions.flatMap { $0.constraints() })
    }

    public var leading: ConstraintItem { ConstraintItem(view, .leading) }
    public var trailing: ConstraintItem { ConstraintItem(view, .trailing) }
    public var top: ConstraintItem { ConstraintItem(view, .top) }
    public var bottom: ConstraintItem { ConstraintItem(view, .bottom) }
    public var left: ConstraintItem { ConstraintItem(view, .left) }
    public var right: ConstraintItem { ConstraintItem(view, .right) }
    public var width: ConstraintItem { ConstraintItem(view, .width) }
    public var height: ConstraintItem { ConstraintItem(view, .height) }
    public var centerX: ConstraintItem { ConstraintItem(view, .centerX) }
    public var centerY: ConstraintItem { ConstraintItem(view, .centerY) }
}

@MainActor
public final class ConstraintItem {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute

    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }
}
