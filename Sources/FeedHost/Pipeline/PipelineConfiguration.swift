import FeedLayout

/// Everything a pipeline run depends on besides the feed folder: the layout environment, `--set` variables and
/// the per-script limits.
public struct PipelineConfiguration: Hashable, Sendable {
    public var environment: LayoutEnvironment
    /// `ctx.vars`.
    public var variables: [String: String]
    public var limits: ScriptLimits

    public init(
        environment: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        limits: ScriptLimits = ScriptLimits()
    ) {
        self.environment = environment
        self.variables = variables
        self.limits = limits
    }
}
