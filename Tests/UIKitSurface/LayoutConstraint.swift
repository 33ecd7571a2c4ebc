// NSLayoutConstraint.h (API_AVAILABLE(ios(6.0))): the constraint, its attributes, relations, axes and
// UILayoutPriority; `activate(_:)` (ios(8.0)). Activated constraints are recorded in order, for the driver.

/// `typedef float UILayoutPriority` (NS_TYPED_EXTENSIBLE_ENUM).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(rawValue: 1000)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

@MainActor
open class NSLayoutConstraint: NSObject {
    /// `typedef NS_ENUM(NSInteger, NSLayoutAttribute)`, the iOS values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// `typedef NS_ENUM(NSInteger, NSLayoutRelation)`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority = UILayoutPriority.required
    public var isActive = false {
        didSet { if isActive && !oldValue { NSLayoutConstraint._feedRecordedActivated.append(self) } }
    }

    /// Every constraint activated so far, in order (the driver clears it between cells).
    public static var _feedRecordedActivated: [NSLayoutConstraint] = []

    public init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}
