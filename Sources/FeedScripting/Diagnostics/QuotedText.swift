/// Script text shown inside a message, kept short.
///
/// A message quotes what the script wrote (a key, an id, a module name, its own `error(…)` text), and a script
/// can make that text as long as its memory allows: `error(string.rep("x", 2e7))` in 40 scripts held 3.2 GB
/// and printed 800 MB, each message whole in the text output, the JSON and the host's memory. The head of the
/// text says which one it was; the byte count says the rest is not lost by accident.
package enum QuotedText {
    /// A key or name quoted in a message or a field path: its first 64 bytes.
    package static let nameBytes = 64
    /// A message: its first 4 KiB, far above any message the host writes itself (the longest, a table's accepted
    /// keys or a cell's conflicting constraints, are a few hundred bytes).
    package static let messageBytes = 4_096
    /// A field path: its first 1 KiB, an outline's 64 levels deep (`items[1].children[1]…`, ~800 bytes) included.
    package static let fieldBytes = 1_024

    /// `text` when it has at most `limit` bytes, else its first characters that fit (never half a character) and
    /// `… (N bytes)`.
    package static func head(_ text: String, limit: Int) -> String {
        let total = text.utf8.count
        guard total > limit else { return text }
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: limit)
        // Back to the first byte of a character: a continuation byte is 0b10xxxxxx.
        while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { utf8.formIndex(before: &end) }
        return String(decoding: utf8[..<end], as: UTF8.self) + "… (\(total) bytes)"
    }
}
