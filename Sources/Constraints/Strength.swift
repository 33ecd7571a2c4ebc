/// How much a constraint matters: `required` constraints must hold; any other strength is the weight of the
/// constraint's violation in the objective the solver minimises.
///
/// The scale is kiwisolver's (`strength.required` = 1,001,001,000), so a system solved here and by kiwisolver gives
/// the same answer; anything at or above `required` is required.
package enum Strength {
    package static let required: Double = 1_001_001_000
    package static let strong: Double = 1_000_000
    package static let medium: Double = 1_000
    package static let weak: Double = 1

    /// Whether `strength` makes a constraint required.
    package static func isRequired(_ strength: Double) -> Bool { strength >= required }

    /// `strength` clipped to the scale, as kiwisolver clips it.
    static func clipped(_ strength: Double) -> Double { max(0, min(required, strength)) }
}
