import UIKit

/// What one `make.…` line described, turned into one NSLayoutConstraint per attribute with SnapKit's meaning
/// (SnapKit's Constraint.swift and ConstraintConstantTarget.swift, read for behaviour).
@MainActor
final class ConstraintDescription {
    enum Related {
        case none
        case item(UIView, NSLayoutConstraint.Attribute)
        case view(UIView)
        case constant
    }

    enum Constant {
        case offset(Double)
        case inset(Double)
    }

    let view: UIView
    var attributes: [NSLayoutConstraint.Attribute]
    var relation = NSLayoutConstraint.Relation.equal
    var related = Related.none
    var constant = Constant.offset(0)
    var multiplier = 1.0
    var priority: Float = 1000

    init(view: UIView, attributes: [NSLayoutConstraint.Attribute]) {
        self.view = view
        self.attributes = attributes
    }

    func constraints() -> [NSLayoutConstraint] {
        attributes.map { attribute in
            let isSize = attribute == .width || attribute == .height
            var target: UIView?
            var targetAttribute = attribute
            switch related {
            case .none: fatalError("a constraint of \(attribute) with no relation")
            case .item(let other, let otherAttribute):
                target = other
                targetAttribute = otherAttribute
            case .view(let other): target = other
            case .constant:
                target = isSize ? nil : view.superview
                if isSize { targetAttribute = .notAnAttribute }
            }
            let constraint = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: relation, toItem: target, attribute: targetAttribute,
                multiplier: CGFloat(multiplier), constant: CGFloat(value(for: attribute)))
            constraint.priority = UILayoutPriority(rawValue: priority)
            return constraint
        }
    }

    /// An offset as given; an inset inward from each edge (negative on trailing, right and bottom; both sides off a
    /// size; none on a centre).
    private func value(for attribute: NSLayoutConstraint.Attribute) -> Double {
        switch constant {
        case .offset(let amount): return amount
        case .inset(let amount):
            switch attribute {
            case .leading, .left, .top: return amount
            case .trailing, .right, .bottom: return -amount
            case .width, .height: return -2 * amount
            default: return 0
            }
        }
    }
}
