import UIKit

// ConstraintMaker and its chain: ConstraintMakerExtendable → ConstraintMakerRelatable → ConstraintMakerEditable →
// ConstraintMakerPrioritizable → ConstraintMakerFinalizable (SnapKit's class names and methods).

@MainActor
public class ConstraintMaker {
    let view: UIView
    var descriptions: [ConstraintDescription] = []

    init(view: UIView) {
        self.view = view
    }

    private func make(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var leading: ConstraintMakerExtendable { make([.leading]) }
    public var trailing: ConstraintMakerExtendable { make([.trailing]) }
    public var top: ConstraintMakerExtendable { make([.top]) }
    public var bottom: ConstraintMakerExtendable { make([.bottom]) }
    public var left: ConstraintMakerExtendable { make([.left]) }
    public var right: ConstraintMakerExtendable { make([.right]) }
    public var width: ConstraintMakerExtendable { make([.width]) }
    public var height: ConstraintMakerExtendable { make([.height]) }
    public var centerX: ConstraintMakerExtendable { make([.centerX]) }
    public var centerY: ConstraintMakerExtendable { make([.centerY]) }
    public var edges: ConstraintMakerExtendable { make([.top, .left, .bottom, .right]) }
    public var size: ConstraintMakerExtendable { make([.width, .height]) }
    public var center: ConstraintMakerExtendable { make([.centerX, .centerY]) }
}

@MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }
}

@MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = Float(numericValue(amount) ?? 1000)
        return self
    }
}

@MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = numericValue(amount) ?? 1
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1 / (numericValue(amount) ?? 1))
    }

    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .offset(numericValue(amount) ?? 0)
        return self
    }

    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = .inset(numericValue(amount) ?? 0)
        return self
    }
}

@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func relate(_ other: ConstraintRelatableTarget, _ relation: NSLayoutConstraint.Relation)
        -> ConstraintMakerEditable
    {
        description.relation = relation
        switch other {
        case let item as ConstraintItem: description.related = .item(item.view, item.attribute)
        case let view as UIView: description.related = .view(view)
        default:
            description.related = .constant
            description.constant = .offset(numericValue(other) ?? 0)
        }
        return ConstraintMakerEditable(description)
    }

    private func superview() -> UIView {
        guard let superview = description.view.superview else {
            fatalError("Expected superview but found nil when attempting make constraint `equalToSuperview`.")
        }
        return superview
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(other, .equal)
    }

    @discardableResult
    public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(superview(), .equal)
    }

    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(other, .lessThanOrEqual)
    }

    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(superview(), .lessThanOrEqual)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(other, .greaterThanOrEqual)
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable {
        relate(superview(), .greaterThanOrEqual)
    }
}

/// `make.leading.trailing`: each further anchor adds its attribute to the same description.
@MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func extend(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        description.attributes += attributes
        return self
    }

    public var leading: ConstraintMakerExtendable { extend([.leading]) }
    public var trailing: ConstraintMakerExtendable { extend([.trailing]) }
    public var top: ConstraintMakerExtendable { extend([.top]) }
    public var bottom: ConstraintMakerExtendable { extend([.bottom]) }
    public var left: ConstraintMakerExtendable { extend([.left]) }
    public var right: ConstraintMakerExtendable { extend([.right]) }
    public var width: ConstraintMakerExtendable { extend([.width]) }
    public var height: ConstraintMakerExtendable { extend([.height]) }
    public var centerX: ConstraintMakerExtendable { extend([.centerX]) }
    public var centerY: ConstraintMakerExtendable { extend([.centerY]) }
    public var edges: ConstraintMakerExtendable { extend([.top, .left, .bottom, .right]) }
    public var size: ConstraintMakerExtendable { extend([.width, .height]) }
    public var center: ConstraintMakerExtendable { extend([.centerX, .centerY]) }
}
