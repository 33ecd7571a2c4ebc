import FeedLayout

/// Everything a pipeline run depends on besides the feed folder: the layout environment, `--set` variables, the
/// per-script limits and how changes are sent.
package struct PipelineConfiguration: Hashable, Sendable {
    package var environment: LayoutEnvironment
    /// `ctx.vars`.
    package var variables: [String: String]
    package var limits: ScriptLimits
    /// How the run's changes are sent (`--item-updates`, `--reload-threshold`).
    package var diff: DiffOptions
    /// `--scroll-x`/`--scroll-y`: the document also shows where pinned elements sit at this offset.
    package var scrollOffset: Point?
    /// `--bars`: with a scroll offset, pinned elements stick below the top bars and above the tab bar.
    package var bars: PreviewBars

    package init(
        environment: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        limits: ScriptLimits = ScriptLimits(), diff: DiffOptions = DiffOptions(), scrollOffset: Point? = nil,
        bars: PreviewBars = PreviewBars()
    ) {
        self.environment = environment
        self.variables = variables
        self.limits = limits
        self.diff = diff
        self.scrollOffset = scrollOffset
        self.bars = bars
    }
}
