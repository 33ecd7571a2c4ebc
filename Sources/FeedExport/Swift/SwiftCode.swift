/// Lines of Swift source with indentation, and fresh local names for the elements a section builds.
struct SwiftCode {
    private(set) var lines: [String] = []
    private var depth = 0
    private var counters: [String: Int] = [:]

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Lines inside a `{ … }` block opened by `header`.
    mutating func block(_ header: String, _ body: (inout SwiftCode) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `var name = value` followed by the lines `setUp` writes to change it, or `let name = value` when it writes
    /// none: a `var` never changed is a compiler warning in the app.
    mutating func declare(_ name: String, _ value: String, setUp: (inout SwiftCode) -> Void) {
        let declaration = lines.count
        line("var \(name) = \(value)")
        setUp(&self)
        if lines.count == declaration + 1 {
            lines[declaration] = String(repeating: "    ", count: depth) + "let \(name) = \(value)"
        }
    }

    /// A `//` comment. Anything but printable ASCII in `text` is shown as `\u{…}`, so no character can end the
    /// comment early (a line break) or hide what follows (a bidirectional control).
    mutating func comment(_ text: String) {
        line("// " + SwiftLiteral.commentText(text))
    }

    /// `base` followed by a number unique in this code (`item1`, `item2`, …).
    mutating func name(_ base: String) -> String {
        let next = (counters[base] ?? 0) + 1
        counters[base] = next
        return base + String(next)
    }

    /// Starts a new function body: local names count from 1 again.
    mutating func resetNames() {
        counters = [:]
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
