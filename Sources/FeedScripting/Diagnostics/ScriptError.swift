/// The error of the scripting layer: every problem found in one script, not just the first.
///
/// Thrown by the decoding and evaluation entry points; `diagnostics` is never empty.
package struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a ScriptError carries at least one diagnostic")
        self.diagnostics = diagnostics
    }

    package init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// One diagnostic per line, in the order they were found.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
