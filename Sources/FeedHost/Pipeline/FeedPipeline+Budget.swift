extension FeedPipeline {
    /// `usable` without the sections whose cells or badges would take the feed past `SectionBudget.feed`, counted
    /// in feed order, each with its errors: a limit on each section alone leaves a feed of many sections
    /// unbounded. A section left out does not count, so a smaller one after it may still fit.
    func withinFeedBudget(_ usable: [Int], progress: inout RunProgress) -> [Int] {
        var total = SectionDemand()
        let limit = configuration.limits.feedBudget
        return usable.filter { index in
            let run = entries[index].run
            let counted = total + run.demand
            guard counted.exceeds(limit) else {
                total = counted
                return true
            }
            progress.diagnostics += SectionBudget.problems(
                script: run.script.name, line: run.cells?.line, counted: counted, limit: limit, forFeed: true,
                layoutLine: run.recipe?.line(for: "layout.group"))
            return false
        }
    }
}
