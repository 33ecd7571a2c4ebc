import FeedLayout

extension FeedPipeline {
    /// Lays out the sections at `positions` again over the cached layout; the other sections keep their frames
    /// and only move along the scroll axis. Equal to a full solve of `inputs` (`LayoutSolver.relayout`).
    ///
    /// - Returns: the layout, or nil and every validation problem of the changed sections (or the first geometric
    ///   one), as `solve` reports them.
    func relayout(_ inputs: [SectionInput], at positions: [Int], order: [Int], solver: LayoutSolver)
        -> (LayoutResult?, [Diagnostic])
    {
        guard var cache = layoutCache else { return (nil, []) }
        // The environment and configuration passed when the cache was made; only the sections need checking.
        var problems: [Diagnostic] = []
        for position in positions {
            var errors = solver.validate([inputs[position]])
            for index in errors.indices where errors[index].section != nil { errors[index].section = position }
            problems += errors.map { diagnostic(for: $0, order: order) }
        }
        if !problems.isEmpty { return (nil, problems) }
        let runtimes = self.runtimes
        var result = cache.result
        do {
            for position in positions {
                result = try solver.relayout(result, replacing: position, with: inputs[position]) { request in
                    guard let section = request.section else { return nil }
                    return runtimes[order[section]].measure(request)
                }
            }
        } catch {
            return (nil, [diagnostic(for: error, order: order)])
        }
        let measureProblems = positions.flatMap { runtimes[order[$0]].result.errors }
        guard measureProblems.isEmpty else { return (nil, measureProblems) }
        cache = LayoutCache(solver: solver, scripts: cache.scripts, result: result)
        layoutCache = cache
        return (result, [])
    }
}

extension FeedPipeline {
    /// Puts the last good run back in place of each section a layout rejected (`feed watch`); a section without
    /// one leaves the feed until it is fixed.
    ///
    /// - Returns: the sections to lay out instead of `usable`, or nil when no section was to blame (a feed-wide
    ///   problem, which no fallback fixes).
    func fallBackToLastGood(_ usable: [Int], rejected problems: [Diagnostic]) -> [Int]? {
        let blamed = Set(problems.map(\.script))
        let rejected = usable.filter { blamed.contains(runtimes[$0].file.name) }
        guard !rejected.isEmpty else { return nil }
        var dropped = Set<Int>()
        for index in rejected where !runtimes[index].restoreLastGood() { dropped.insert(index) }
        return usable.filter { !dropped.contains($0) }
    }
}
