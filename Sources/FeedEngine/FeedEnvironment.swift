import FeedHost
import FeedLayout

/// What a build depends on besides the feed folder: the screen it lays out for, the variables scripts read as
/// `ctx.vars`, and the per-script limits (docs/spec/contract.md §2, §4).
public struct FeedEnvironment: Hashable, Sendable {
    /// The container in points and the pixel grid (pixels per point; 0 turns rounding off).
    public var layout: LayoutEnvironment
    /// `ctx.vars` of every script (`feed build --set KEY=VALUE`).
    public var variables: [String: String]
    /// Lua instructions one call into a script may run (`items`, `layout`, `measure`, …).
    public var instructionBudget: Int
    /// Bytes one script's Lua state may hold.
    public var memoryCap: Int
    /// Bytes all scripts together may hold (`--memory-limit`): their Lua states and the values they return, by
    /// the size the host keeps; never less than `memoryCap`.
    public var memoryLimit: Int
    /// Milliseconds one run of a script may take in all (`--script-timeout`); 0 for no limit.
    public var timeLimit: Int
    /// Milliseconds all the scripts may take together in one build, wall clock from its start (`--feed-timeout`);
    /// 0 for no limit.
    public var feedTimeLimit: Int
    /// How changes are sent (`feed --item-updates`, `--reload-threshold`); the defaults unless the CLI sets them.
    package var diff = DiffOptions()
    /// `feed build --scroll-x`/`--scroll-y`: the document also shows where pinned elements sit at this offset.
    package var scrollOffset: Point?
    /// `--bars`: with a scroll offset, pinned elements stick below the top bars and above the tab bar.
    package var bars = PreviewBars()

    /// An environment; by default a 390 × 844 phone at scale 3. A nil limit is the default: 50,000,000
    /// instructions per call, 64 MiB per script, 256 MiB for the whole feed, 5 s per run and 60 s for all the
    /// scripts of a run (docs/decisions.md).
    public init(
        layout: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        instructionBudget: Int? = nil, memoryCap: Int? = nil, timeLimit: Int? = nil, memoryLimit: Int? = nil,
        feedTimeLimit: Int? = nil
    ) {
        self.layout = layout
        self.variables = variables
        self.instructionBudget = instructionBudget ?? ScriptLimits.defaultInstructionBudget
        self.memoryCap = memoryCap ?? ScriptLimits.defaultMemoryCap
        self.timeLimit = timeLimit ?? ScriptLimits.defaultTimeLimit
        self.memoryLimit = memoryLimit ?? ScriptLimits.defaultMemoryLimit
        self.feedTimeLimit = feedTimeLimit ?? ScriptLimits.defaultFeedTimeLimit
    }

    /// The first limit that cannot be one (a budget of no instructions, a negative time), as a sentence naming
    /// it; nil when every limit is usable. The command line refuses such values as it parses them; an
    /// embedder's got a message about raising `--instruction-budget -2`, and a negative time meant no limit.
    package var limitsProblem: String? {
        let positive = [
            ("instructionBudget", instructionBudget, "instructions"), ("memoryCap", memoryCap, "bytes"),
            ("memoryLimit", memoryLimit, "bytes"),
        ]
        if let (name, value, unit) = positive.first(where: { $0.1 <= 0 }) {
            return "environment.\(name): expected a positive number of \(unit), got \(value)"
        }
        let times = [("timeLimit", timeLimit), ("feedTimeLimit", feedTimeLimit)]
        if let (name, value) = times.first(where: { $0.1 < 0 }) {
            return "environment.\(name): expected milliseconds (0 for no limit), got \(value)"
        }
        return nil
    }

    package init(_ configuration: PipelineConfiguration) {
        self.init(
            layout: configuration.environment, variables: configuration.variables,
            instructionBudget: configuration.limits.instructionBudget, memoryCap: configuration.limits.memoryCap,
            timeLimit: configuration.limits.timeLimit, memoryLimit: configuration.limits.memoryLimit,
            feedTimeLimit: configuration.limits.feedTimeLimit)
        diff = configuration.diff
        scrollOffset = configuration.scrollOffset
        bars = configuration.bars
    }

    package var configuration: PipelineConfiguration {
        var limits = ScriptLimits(
            instructionBudget: instructionBudget, memoryCap: memoryCap, timeLimit: timeLimit, memoryLimit: memoryLimit)
        limits.feedTimeLimit = feedTimeLimit
        return PipelineConfiguration(
            environment: layout, variables: variables, limits: limits, diff: diff, scrollOffset: scrollOffset,
            bars: bars)
    }
}
