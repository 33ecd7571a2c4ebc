/// What a section asks of the host beyond its items, counted before anything is laid out: its cells' bytes of text
/// to shape, constraint-solver steps and views (`SectionBudget`), and the anchored supplementaries (badges) its layout
/// can give the items, each a frame of the output.
package struct SectionDemand: Hashable, Sendable {
    package var textBytes = 0
    package var solverSteps = 0
    package var views = 0
    package var badges = 0

    /// Each measure summed, saturating: a bound may be `Int.max` (an item count times badges that overflowed).
    static func + (left: SectionDemand, right: SectionDemand) -> SectionDemand {
        func sum(_ a: Int, _ b: Int) -> Int {
            let (total, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : total
        }
        return SectionDemand(
            textBytes: sum(left.textBytes, right.textBytes), solverSteps: sum(left.solverSteps, right.solverSteps),
            views: sum(left.views, right.views), badges: sum(left.badges, right.badges))
    }

    /// Whether any measure is over `limit`'s.
    func exceeds(_ limit: SectionDemand) -> Bool {
        textBytes > limit.textBytes || solverSteps > limit.solverSteps || views > limit.views
            || badges > limit.badges
    }
}
