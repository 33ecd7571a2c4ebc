/// The error of the scripting layer: every problem found in one script, not just the first.
///
/// Thrown by the decoding and evaluation entry points; `diagnostics` is never empty.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a ScriptError carries at least one diagnostic")
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// One diagnostic per line, in the order they were found.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
