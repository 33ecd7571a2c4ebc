/// Collects the diagnostics of one script while its values are decoded, so every problem is reported at once; a
/// script that repeats a mistake in thousands of tables gets its first 1,000 and a count of the rest
/// (`CappedProblems`).
final class DiagnosticLog {
    let script: String
    private var problems = CappedProblems<Diagnostic>()

    init(script: String) {
        self.script = script
    }

    func report(line: Int?, field: String, _ message: String) {
        problems.add(Diagnostic(script: script, line: line, field: field, message: message))
    }

    /// Throws the collected diagnostics when there are any.
    func throwIfAny() throws(ScriptError) {
        guard !problems.isEmpty else { return }
        throw ScriptError(problems.diagnostics(script: script, field: "", place: "the script's values") { $0 })
    }
}
