import FeedEngine

extension CommandOptions {
    /// The environment, variables and limits of the command line as FeedEngine takes them.
    var feedEnvironment: FeedEnvironment {
        var feedEnvironment = FeedEnvironment(
            layout: environment, variables: variables, instructionBudget: limits.instructionBudget,
            memoryCap: limits.memoryCap, timeLimit: limits.timeLimit, memoryLimit: limits.memoryLimit,
            feedTimeLimit: limits.feedTimeLimit)
        feedEnvironment.diff = diff
        feedEnvironment.scrollOffset = scrollOffset
        feedEnvironment.bars = bars
        return feedEnvironment
    }
}
