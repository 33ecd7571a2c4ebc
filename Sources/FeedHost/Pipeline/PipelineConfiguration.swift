import FeedLayout

/// Everything a pipeline run depends on besides the feed folder: the layout environment, `--set` variables and
/// the per-script limits.
package struct PipelineConfiguration: Hashable, Sendable {
    package var environment: LayoutEnvironment
    /// `ctx.vars`.
    package var variables: [String: String]
    package var limits: ScriptLimits

    package init(
        environment: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        limits: ScriptLimits = ScriptLimits()
    ) {
        self.environment = environment
        self.variables = variables
        self.limits = limits
    }
}
