/// What a section's cells ask of the host, counted before any is laid out: the bytes of text to shape, the
/// constraint-solver steps to place it, and the views laid out, each a frame of the output (`CellBudget`).
package struct CellDemand: Hashable, Sendable {
    package var textBytes = 0
    package var solverSteps = 0
    package var views = 0

    static func + (left: CellDemand, right: CellDemand) -> CellDemand {
        CellDemand(
            textBytes: left.textBytes + right.textBytes, solverSteps: left.solverSteps + right.solverSteps,
            views: left.views + right.views)
    }

    /// Whether any measure is over `limit`'s.
    func exceeds(_ limit: CellDemand) -> Bool {
        textBytes > limit.textBytes || solverSteps > limit.solverSteps || views > limit.views
    }
}
