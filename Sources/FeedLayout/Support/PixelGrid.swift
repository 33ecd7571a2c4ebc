/// The display's pixel grid (LAYOUT.md 1.1): fractions floor to it, positions round to it; scale 0 is exact.
struct PixelGrid: Sendable, Equatable {
    let scale: Double

    /// Tolerance, in pixels, so a value a hair under a pixel boundary counts as on it.
    private static let epsilon = 1e-6

    /// `floor(v·s + ε)/s`, or `v` when the grid is off.
    @inline(__always)
    func floor(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale + Self.epsilon).rounded(.down) / scale
    }

    /// `round(v·s)/s`, or `v` when the grid is off.
    @inline(__always)
    func round(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }
}
