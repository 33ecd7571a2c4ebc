import FeedLayout
import TextShaping

/// Everything a pipeline run depends on besides the feed folder: the layout environment, `--set` variables and
/// the per-script limits.
package struct PipelineConfiguration: Hashable, Sendable {
    package var environment: LayoutEnvironment
    /// `ctx.vars`.
    package var variables: [String: String]
    package var limits: ScriptLimits
    /// The Dynamic Type size cell labels with text styles are measured at (`--text-size`).
    package var contentSizeCategory: ContentSizeCategory = .large

    package init(
        environment: LayoutEnvironment = LayoutEnvironment(), variables: [String: String] = [:],
        limits: ScriptLimits = ScriptLimits()
    ) {
        self.environment = environment
        self.variables = variables
        self.limits = limits
    }
}
