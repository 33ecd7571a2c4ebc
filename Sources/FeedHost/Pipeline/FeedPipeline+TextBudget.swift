extension FeedPipeline {
    /// `usable` without the sections whose cells would take the feed past `CellTextBudget.feedBytes` of text,
    /// counted in feed order, each with its error: a limit on each section alone leaves a feed of many sections
    /// unbounded. A section left out does not count, so a smaller one after it may still fit.
    func withinFeedTextBudget(_ usable: [Int], progress: inout RunProgress) -> [Int] {
        var total = 0
        let limit = configuration.limits.cellTextPerFeed
        return usable.filter { index in
            let run = entries[index].run
            guard let cells = run.cells else { return true }
            guard total + cells.textBytes > limit else {
                total += cells.textBytes
                return true
            }
            progress.diagnostics.append(
                CellTextBudget.problem(
                    script: run.script.name, line: cells.set.line, bytes: cells.textBytes, limit: limit,
                    feedTotal: total + cells.textBytes))
            return false
        }
    }
}
