import LuaBridge

extension LuaError {
    /// The error as a diagnostic of `script` about `field`, or about the place inside it that a conversion
    /// failed on (`items` and `[1].self` give `items[1].self`). An error inside another chunk (a `lib/` module)
    /// keeps that chunk's position in its message, since the diagnostic's line counts in `script`.
    package func diagnostic(script: String, field: String) -> Diagnostic {
        let field = path.isEmpty || field.isEmpty || path.hasPrefix("[") ? field + path : field + "." + path
        if chunkName == nil || chunkName == script {
            return Diagnostic(
                script: script, line: line, field: field, message: message, exceededLimit: exceededLimit)
        }
        return Diagnostic(
            script: script, line: nil, field: field, message: position.map { "\($0): \(message)" } ?? message,
            exceededLimit: exceededLimit)
    }

    /// The limit behind a budget, memory or time error, for the host's "how to raise it" hint.
    var exceededLimit: ExceededLimit? {
        switch (kind, limit) {
        case (.budgetExceeded, let budget?): return .instructionBudget(budget)
        case (.memoryLimit, let cap?): return .memoryCap(cap)
        case (.feedMemoryLimit, let limit?): return .memoryLimit(limit)
        case (.timeLimit, let milliseconds?): return .timeLimit(milliseconds)
        case (.feedTimeLimit, let milliseconds?): return .feedTimeLimit(milliseconds)
        default: return nil
        }
    }
}
