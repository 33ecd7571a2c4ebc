extension FeedPipeline {
    /// `usable` without the sections whose cells would take the feed past `CellBudget.feed`, counted in feed
    /// order, each with its errors: a limit on each section alone leaves a feed of many sections unbounded. A
    /// section left out does not count, so a smaller one after it may still fit.
    func withinFeedCellBudget(_ usable: [Int], progress: inout RunProgress) -> [Int] {
        var total = CellDemand()
        let limit = configuration.limits.cellsPerFeed
        return usable.filter { index in
            let run = entries[index].run
            guard let cells = run.cells else { return true }
            let counted = total + cells.demand
            guard counted.exceeds(limit) else {
                total = counted
                return true
            }
            progress.diagnostics += CellBudget.problems(
                script: run.script.name, line: cells.line, demand: cells.demand, limit: limit, feedTotal: counted)
            return false
        }
    }
}
