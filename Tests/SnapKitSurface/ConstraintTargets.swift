import UIKit

// What the DSL's arguments may be (SnapKit's ConstraintRelatableTarget, ConstraintOffsetTarget,
// ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget) and ConstraintPriority.

public protocol ConstraintRelatableTarget {}
public protocol ConstraintConstantTarget {}
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
public protocol ConstraintMultiplierTarget {}
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget
{}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget
{}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget
{}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget,
    ConstraintMultiplierTarget, ConstraintPriorityTarget
{}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget,
    ConstraintMultiplierTarget, ConstraintPriorityTarget
{}
extension UIView: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}

/// A number the DSL was given, as a Double.
func numericValue(_ value: Any) -> Double? {
    switch value {
    case let number as Int: return Double(number)
    case let number as UInt: return Double(number)
    case let number as Float: return Double(number)
    case let number as Double: return number
    case let number as CGFloat: return Double(number)
    default: return nil
    }
}

public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    public typealias FloatLiteralType = Float

    public let value: Float

    public init(floatLiteral value: Float) {
        self.value = value
    }

    public init(_ value: Float) {
        self.value = value
    }

    public static var required: ConstraintPriority { 1000.0 }
    public static var high: ConstraintPriority { 750.0 }
    public static var medium: ConstraintPriority { 500.0 }
    public static var low: ConstraintPriority { 250.0 }

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
