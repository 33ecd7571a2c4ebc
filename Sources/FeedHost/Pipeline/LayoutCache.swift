import FeedLayout

/// A pipeline's last layout, kept so that a run which changed a few sections lays out only those again
/// (`LayoutSolver.relayout`) and moves the others along the scroll axis.
///
/// Valid for the same environment, configuration and section order; any other run solves the whole feed.
struct LayoutCache {
    let environment: LayoutEnvironment
    let configuration: LayoutConfiguration
    /// The scripts of the laid-out sections, in feed order.
    let scripts: [String]
    var result: LayoutResult
    /// Scripts that ran or were laid out again since `result`, whose sections it no longer describes.
    private(set) var stale: Set<String> = []

    init(solver: LayoutSolver, scripts: [String], result: LayoutResult) {
        environment = solver.environment
        configuration = solver.configuration
        self.scripts = scripts
        self.result = result
    }

    mutating func markStale(_ names: [String]) {
        stale.formUnion(names)
    }

    /// The positions to lay out again for a feed of `scripts` (in order), or nil when the whole feed must be
    /// solved: another order, environment or configuration, or so many changes that one solve is cheaper.
    func stalePositions(of scripts: [String], solver: LayoutSolver) -> [Int]? {
        guard scripts == self.scripts, solver.environment == environment, solver.configuration == configuration
        else { return nil }
        let positions = scripts.indices.filter { stale.contains(scripts[$0]) }
        // Each relayout re-assembles every section (O(sections)); past a quarter of them a full solve wins.
        return positions.count * 4 <= max(scripts.count, 4) ? positions : nil
    }
}
