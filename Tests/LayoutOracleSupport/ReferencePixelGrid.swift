import FeedLayout

/// The pixel grid of docs/spec/layout.md §0 and 1.1, written out plainly for the reference solver.
///
/// Scale 0 turns rounding off entirely (exact arithmetic).
package struct ReferencePixelGrid {
    package let scale: Double

    package init(scale: Double) {
        self.scale = scale
    }

    /// `floorPx(v) = floor(v·s + ε)/s`: fractional sizes round down, a hair under a pixel counts as on it.
    package func floorPx(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale + 1e-6).rounded(.down) / scale
    }

    /// `roundPx(v) = round(v·s)/s`: positions derived by adding sizes and spacings go to the nearest pixel, halves
    /// away from zero; `v·s` is first snapped to the nearest 1e-6 so summation noise cannot decide a tie.
    package func roundPx(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        let snapped = (value * scale * 1e6).rounded() / 1e6
        return snapped.rounded() / scale
    }

    /// Resolves one dimension in a box (docs/spec/layout.md §1.1); estimated values stand as their estimate here.
    package func resolve(_ dimension: Dimension, in box: Size) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return floorPx(f * box.width)
        case .fractionalHeight(let f): return floorPx(f * box.height)
        case .absolute(let p), .estimated(let p), .uniformAcrossSiblings(let p): return p
        }
    }
}
