import FeedLayout

/// A pipeline's last layout, kept so that a run which changed a few sections lays out only those again
/// (`LayoutSolver.relayout`) and moves the others along the scroll axis. Which sections it holds up to date is
/// each script's entry's business (`ScriptEntry.laidOut`).
///
/// Valid for the same environment, configuration and section order; any other run solves the whole feed.
struct LayoutCache {
    let environment: LayoutEnvironment
    let configuration: LayoutConfiguration
    /// The scripts of the laid-out sections, in feed order.
    let scripts: [String]
    let result: LayoutResult

    init(solver: LayoutSolver, scripts: [String], result: LayoutResult) {
        environment = solver.environment
        configuration = solver.configuration
        self.scripts = scripts
        self.result = result
    }

    /// The positions to lay out again for a feed of `entries` (in order): those whose run the cache does not
    /// hold; nil when the whole feed must be solved — another order, environment or configuration, or so many
    /// changes that one solve is cheaper.
    func stalePositions(of entries: [ScriptEntry], solver: LayoutSolver) -> [Int]? {
        guard entries.map(\.name) == scripts, solver.environment == environment,
            solver.configuration == configuration
        else { return nil }
        let positions = entries.indices.filter { entries[$0].laidOut != entries[$0].revision }
        // Each relayout re-assembles every section (O(sections)); past a quarter of them a full solve wins.
        return positions.count * 4 <= max(scripts.count, 4) ? positions : nil
    }
}
