/// A small deterministic generator (SplitMix64) so that every oracle case is reproducible from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// An integer in `range`, as a Double.
    mutating func int(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &self)) }

    /// A fraction in `range` on a grid of 0.05.
    mutating func fraction(_ range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound * 20).rounded(.up))
        let high = Int((range.upperBound * 20).rounded(.down))
        return Double(Int.random(in: low...max(low, high), using: &self)) / 20
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}
