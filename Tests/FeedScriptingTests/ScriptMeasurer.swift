import FeedLayout
import FeedScripting

/// The layout solver's sizing callback over one script's `answer`, collecting its problems as the pipeline's
/// `ScriptRuntime.measure` does (without the cell templates and the stop after a limit, which the host tests
/// cover).
final class ScriptMeasurer: @unchecked Sendable {
    let script: SectionScript
    let items: [SectionItem]
    let environment: ScriptEnvironment
    /// The problems met so far, in request order.
    private(set) var diagnostics: [Diagnostic] = []

    init(_ script: SectionScript, items: [SectionItem], environment: ScriptEnvironment) {
        self.script = script
        self.items = items
        self.environment = environment
    }

    /// The measured size for `request`, or nil to keep the estimate.
    func measure(_ request: MeasureRequest) -> Size? {
        do {
            return try script.answer(request, items: items, environment: environment)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }
}
