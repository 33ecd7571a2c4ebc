import FeedTestSupport

/// The draws the oracle's random layouts are made of.
extension SeededGenerator {
    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// An integer in `range`, as a Double.
    package mutating func int(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &self)) }

    /// A fraction in `range` on a grid of 0.05.
    package mutating func fraction(_ range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound * 20).rounded(.up))
        let high = Int((range.upperBound * 20).rounded(.down))
        return Double(Int.random(in: low...max(low, high), using: &self)) / 20
    }

    package mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}
