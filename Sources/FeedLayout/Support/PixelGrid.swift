/// The display's pixel grid (LAYOUT.md 1.1): fractions floor to it, positions round to it; scale 0 is exact.
struct PixelGrid: Sendable, Equatable {
    let scale: Double

    /// Tolerance, in pixels, so a value a hair under a pixel boundary counts as on it.
    private static let epsilon = 1e-6
    /// Pixel counts below this convert exactly through `Int64` (cheaper than a libm call on baseline x86-64).
    private static let exactLimit = 4_503_599_627_370_496.0

    /// `floor(v·s + ε)/s`, or `v` when the grid is off.
    @inline(__always)
    func floor(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        let pixels = value * scale + Self.epsilon
        guard abs(pixels) < Self.exactLimit else { return pixels.rounded(.down) / scale }
        var whole = Double(Int64(pixels))
        if whole > pixels { whole -= 1 }
        return whole / scale
    }

    /// `round(v·s)/s` with halves rounded up, or `v` when the grid is off.
    ///
    /// Halves go up rather than away from zero so that rounding commutes with moving by whole pixels (a badge lands
    /// on the same pixel whether placed relative to its item or in feed coordinates).
    @inline(__always)
    func round(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        let pixels = value * scale + 0.5
        guard abs(pixels) < Self.exactLimit else { return pixels.rounded(.down) / scale }
        var whole = Double(Int64(pixels))
        if whole > pixels { whole -= 1 }
        return whole / scale
    }
}
