/// Finds the line to name in a diagnostic about an item. Items are plain Lua tables, which keep no source position,
/// so the line is the first one whose text spells the item's id (`id = "faq-2"`, `id = 7`): where a script writes
/// its items literally, that is the item's own table. Scripts that build ids at run time get nil here (their
/// caller falls back to the line of `items(ctx)`).
enum ItemLine {
    /// The 1-based line in `source` that assigns `id` to an `id` field, or nil.
    ///
    /// - Complexity: O(length of `source`); only called for a diagnostic.
    static func line(of id: String, in source: String) -> Int? {
        // An id that a script must escape is not spelled as itself in the source.
        guard !id.isEmpty, !id.contains(where: { "\"'\\\n\r".contains($0) }) else { return nil }
        let isNumber = Int(id) != nil
        let literals = isNumber ? [id] : ["\"\(id)\"", "'\(id)'"]
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for literal in literals where assigns(literal, toIDIn: line, isNumber: isNumber) { return offset + 1 }
        }
        return nil
    }

    /// Whether `line` holds `id = <literal>` with `id` a whole name (not `userid`) and, for a number, the literal a
    /// whole number (not 17 for 1).
    private static func assigns(_ literal: String, toIDIn line: Substring, isNumber: Bool) -> Bool {
        var rest = line[...]
        while let found = rest.firstRange(of: literal) {
            rest = rest[found.upperBound...]
            if isNumber, let next = rest.first, next.isNumber || next == "." { continue }
            let beforeEquals = trimmingBlanks(line[..<found.lowerBound])
            guard beforeEquals.last == "=" else { continue }
            let name = trimmingBlanks(beforeEquals.dropLast())
            guard name.hasSuffix("id") else { continue }
            if let previous = name.dropLast(2).last, previous.isLetter || previous.isNumber || previous == "_" {
                continue
            }
            return true
        }
        return false
    }

    private static func trimmingBlanks(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
