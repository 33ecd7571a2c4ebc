/// What a section's cells ask of the host, counted before any is laid out: the bytes of text to shape and the
/// constraint-solver steps to place it (`CellBudget`).
package struct CellDemand: Hashable, Sendable {
    package var textBytes = 0
    package var solverSteps = 0

    static func + (left: CellDemand, right: CellDemand) -> CellDemand {
        CellDemand(textBytes: left.textBytes + right.textBytes, solverSteps: left.solverSteps + right.solverSteps)
    }

    mutating func add(_ bytes: Int, _ steps: Int) {
        textBytes += bytes
        solverSteps += steps
    }

    /// Whether either measure is over `limit`'s.
    func exceeds(_ limit: CellDemand) -> Bool { textBytes > limit.textBytes || solverSteps > limit.solverSteps }
}
