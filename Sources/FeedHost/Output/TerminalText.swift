/// Text from scripts and files made safe for a terminal: control characters are shown, never obeyed.
///
/// A script's `print("\27]0;x\7")`, an `error("\27[2J")` or an item id holding ESC would otherwise retitle,
/// clear or recolour the user's terminal. C0 controls, DEL and C1 controls become visible escapes (`\x1b`,
/// `\u{9b}`); a newline is kept only where a message may span lines.
package enum TerminalText {
    /// `text` with every control character escaped; `\n` and `\t` kept when `keepingLines`.
    package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLines: keepingLines) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLines: keepingLines) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result += scalar.value < 0x80 ? "\\x" + (hex.count == 1 ? "0" : "") + hex : "\\u{\(hex)}"
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingLines: Bool) -> Bool {
        let value = scalar.value
        if keepingLines, value == 0x0A || value == 0x09 { return false }
        return value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}
