/// Collects the diagnostics of one script while its values are decoded, so every problem is reported at once.
final class DiagnosticLog {
    let script: String
    private(set) var diagnostics: [Diagnostic] = []

    init(script: String) {
        self.script = script
    }

    var isEmpty: Bool { diagnostics.isEmpty }

    func report(line: Int?, field: String, _ message: String) {
        diagnostics.append(Diagnostic(script: script, line: line, field: field, message: message))
    }

    func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Throws the collected diagnostics when there are any.
    func throwIfAny() throws(ScriptError) {
        if !diagnostics.isEmpty { throw ScriptError(diagnostics) }
    }
}
