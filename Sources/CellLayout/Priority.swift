import Constraints
import Glibc

/// Auto Layout priorities (1…1000) as solver strengths.
///
/// 1000 is required. Below it, each 125 points of priority weigh ten times more (`10^(p/125)`): 250 → 100,
/// 750 → 1,000,000, 999 → 9.8 × 10⁷, so a point of violation of a higher priority costs more than many points of
/// a lower one, as in Auto Layout, while the solver keeps one weighted objective (docs/decisions.md, "Cells and text").
enum Priority {
    static func strength(_ priority: Double) -> Double {
        priority >= 1000 ? Strength.required : pow(10, max(0, priority) / 125)
    }

    /// The strength of the edit variables (the cell's size, texts' intrinsic sizes): above every priority below
    /// required, so a suggested size holds unless a required constraint forbids it.
    static let edit: Double = 5.0e8

    /// `UILayoutPriority.fittingSizeLevel`: how hard `systemLayoutSizeFitting` pulls the height to zero.
    static let fittingSize: Double = 50
}
