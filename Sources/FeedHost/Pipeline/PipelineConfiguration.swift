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

    package init(
        environment: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        limits: ScriptLimits = ScriptLimits(), diff: DiffOptions = DiffOptions(), scrollOffset: Point? = nil
    ) {
        self.environment = environment
        self.variables = variables
        self.limits = limits
        self.diff = diff
        self.scrollOffset = scrollOffset
    }
}
