// Part of the test program: reads a cell (or supplementary view) back as JSON — its views in tree order with
// what they were given, and the constraints activated on them — for `RecordedCell` in the tests.
import UIKit

@MainActor enum CellRecorder {
    /// Makes the views `dataSource(for:)` asks for: `classes` are the exported classes, `UICollectionViewCell`
    /// and `UICollectionReusableView` the plain ones.
    static func factory(_ classes: [UICollectionReusableView.Type], make: @escaping (Int) -> UICollectionReusableView)
        -> (UICollectionReusableView.Type) -> UICollectionReusableView?
    {
        { type in
            if let index = classes.firstIndex(where: { $0 == type }) { return make(index) }
            if type == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
            if type == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) }
            return nil
        }
    }

    /// `view`'s content (a cell's contentView, else the view itself) with the constraints activated since the
    /// recording was cleared.
    static func record(_ view: UICollectionReusableView) -> [String: Any] {
        let root = (view as? UICollectionViewCell)?.contentView ?? view
        var views: [UIView] = []
        func walk(_ parent: UIView) {
            for child in parent.subviews {
                views.append(child)
                walk(child)
            }
        }
        walk(root)
        func index(_ item: AnyObject?) -> Any {
            guard let item else { return NSNull() }
            if item === root { return -1 }
            return views.firstIndex { $0 === item } ?? -2
        }
        let constraints = NSLayoutConstraint._feedRecordedActivated.filter { constraint in
            views.contains { $0 === constraint.firstItem }
        }
        return [
            "class": String(describing: type(of: view)),
            "views": views.map { self.view($0, parent: index($0.superview)) },
            "constraints": constraints.map { constraint -> [String: Any] in
                [
                    "first": index(constraint.firstItem), "firstAttribute": constraint.firstAttribute.rawValue,
                    "relation": constraint.relation.rawValue, "second": index(constraint.secondItem),
                    "secondAttribute": constraint.secondAttribute.rawValue,
                    "multiplier": Double(constraint.multiplier), "constant": Double(constraint.constant),
                    "priority": Double(constraint.priority.rawValue),
                ]
            },
        ]
    }

    private static func view(_ view: UIView, parent: Any) -> [String: Any] {
        var record: [String: Any] = [
            "name": view.accessibilityIdentifier ?? NSNull(), "parent": parent,
            "translates": view.translatesAutoresizingMaskIntoConstraints,
            "arranged": (view.superview as? UIStackView)?.arrangedSubviews.contains { $0 === view } ?? false,
            "hugging": [view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)]
                .map { Double($0.rawValue) },
            "compression": [
                view.contentCompressionResistancePriority(for: .horizontal),
                view.contentCompressionResistancePriority(for: .vertical),
            ].map { Double($0.rawValue) },
        ]
        switch view {
        case let label as UILabel:
            record["kind"] = "label"
            record["text"] = label.text ?? NSNull()
            record["font"] = font(label.font, adjusts: label.adjustsFontForContentSizeCategory)
            record["numberOfLines"] = label.numberOfLines
            record["textAlignment"] = label.textAlignment.rawValue
        case let button as UIButton:
            record["kind"] = "button"
            record["text"] = button.title(for: .normal) ?? NSNull()
            record["font"] = button.titleLabel.map { font($0.font, adjusts: $0.adjustsFontForContentSizeCategory) }
            let insets = button.contentEdgeInsets
            record["insets"] = [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) }
        case is UIImageView: record["kind"] = "image"
        case let stack as UIStackView:
            record["kind"] = stack.axis == .vertical ? "vstack" : "hstack"
            record["spacing"] = Double(stack.spacing)
            record["alignment"] = stack.alignment.rawValue
            record["distribution"] = stack.distribution.rawValue
        default:
            let size = view.intrinsicContentSize
            record["kind"] = size.width == 0 && size.height == 0 ? "spacer" : "view"
        }
        return record
    }

    private static func font(_ font: UIFont?, adjusts: Bool) -> Any {
        guard let font else { return NSNull() }
        return [
            "style": font._feedRecordedTextStyle?.rawValue ?? NSNull(), "size": Double(font.pointSize),
            "weight": Double(font._feedRecordedWeight.rawValue), "adjusts": adjusts,
        ]
    }
}
