import LuaBridge

extension LuaError {
    /// The error as a diagnostic of `script`. An error inside another chunk (a `lib/` module) keeps that chunk's
    /// position in its message, since the diagnostic's line counts in `script`.
    func diagnostic(script: String, field: String) -> Diagnostic {
        if chunkName == nil || chunkName == script {
            return Diagnostic(script: script, line: line, field: field, message: message)
        }
        return Diagnostic(script: script, line: nil, field: field, message: description)
    }
}
