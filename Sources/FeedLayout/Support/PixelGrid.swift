/// The display's pixel grid (docs/spec/layout.md §1.1): fractions floor to it, positions round to it; scale 0 is exact.
struct PixelGrid: Sendable, Equatable {
    let scale: Double

    /// Tolerance, in pixels, so a value a hair under a pixel boundary counts as on it.
    private static let epsilon = 1e-6
    /// Pixel counts below this convert exactly through `Int64` (cheaper than a libm call on baseline x86-64).
    private static let exactLimit = 4_503_599_627_370_496.0
    /// Millionths of a pixel per pixel: rounding first snaps to this fine grid so floating-point noise from
    /// different summation orders cannot decide a half-pixel tie.
    private static let micro: Int64 = 1_000_000

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

    /// `round(v·s)/s` with halves rounded away from zero (`Double.rounded()`), after snapping `v·s` to the nearest
    /// millionth of a pixel; `v` when the grid is off. This is the rule for a position in feed coordinates.
    @inline(__always)
    func round(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        guard let snapped = micropixels(value) else { return (value * scale).rounded() / scale }
        var whole = snapped / Self.micro
        let rest = snapped % Self.micro
        if rest >= Self.micro / 2 {
            whole += 1
        } else if rest <= -Self.micro / 2 {
            whole -= 1
        }
        return Double(whole) / scale
    }

    /// Rounds an offset from an origin on the pixel grid so that `origin + roundOffset(o)` equals
    /// `round(origin + o)` for every non-negative position: snapped halves go up, which commutes with moving by
    /// whole pixels (docs/spec/layout.md §1.1 rounds in feed coordinates, where positions are rarely negative).
    @inline(__always)
    func roundOffset(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        guard let snapped = micropixels(value) else { return (value * scale + 0.5).rounded(.down) / scale }
        var whole = snapped / Self.micro
        let rest = snapped % Self.micro
        if rest >= Self.micro / 2 {
            whole += 1
        } else if rest < -Self.micro / 2 {
            whole -= 1
        }
        return Double(whole) / scale
    }

    /// Rounds `value`, a position relative to `origin` (on the pixel grid), as its feed coordinate
    /// `origin + value` would round, and returns it relative to `origin` again.
    ///
    /// Only a position left of or above the feed's start needs the origin; elsewhere the offset alone decides, so
    /// the answer is the same for every origin it is moved to.
    @inline(__always)
    func round(_ value: Double, from origin: Double) -> Double {
        origin + value < 0 ? round(origin + value) - origin : roundOffset(value)
    }

    /// `v·s` snapped to the nearest millionth of a pixel, as a whole count of millionths; nil when out of range.
    @inline(__always)
    private func micropixels(_ value: Double) -> Int64? {
        let scaled = value * scale * Double(Self.micro)
        guard abs(scaled) < Self.exactLimit else { return nil }
        let truncated = Int64(scaled)
        let fraction = scaled - Double(truncated)
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
    }
}
