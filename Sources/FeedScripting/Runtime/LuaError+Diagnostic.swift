import LuaBridge

extension LuaError {
    /// The error as a diagnostic of `script`. An error inside another chunk (a `lib/` module) keeps that chunk's
    /// position in its message, since the diagnostic's line counts in `script`.
    func diagnostic(script: String, field: String) -> Diagnostic {
        if chunkName == nil || chunkName == script {
            return Diagnostic(
                script: script, line: line, field: field, message: message, exceededLimit: exceededLimit)
        }
        return Diagnostic(script: script, line: nil, field: field, message: description, exceededLimit: exceededLimit)
    }

    /// The limit behind a budget, memory or time error, for the host's "how to raise it" hint.
    var exceededLimit: ExceededLimit? {
        switch (kind, limit) {
        case (.budgetExceeded, let budget?): return .instructionBudget(budget)
        case (.memoryLimit, let cap?): return .memoryCap(cap)
        case (.feedMemoryLimit, let limit?): return .memoryLimit(limit)
        case (.timeLimit, let milliseconds?): return .timeLimit(milliseconds)
        default: return nil
        }
    }
}
