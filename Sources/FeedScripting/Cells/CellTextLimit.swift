/// The longest label text, in UTF-8 bytes: longer ones are errors (shaping time grows with the text). One limit
/// for a template's literal texts and the items' field texts.
package enum CellTextLimit {
    package static let bytes = 4_096

    /// The error for a text over the limit. The size is the text's as the host holds it: bytes a script gave that
    /// are not UTF-8 arrive as U+FFFD, three bytes for each bad sequence (docs/decisions.md, "Scripts"), so the
    /// count can exceed the string's `#` in Lua; the message says so when that may be why.
    ///
    /// - Parameter place: what shows the text (`a label of cell template 'app'`), named after the limit.
    package static func overLimit(_ text: String, for place: String? = nil) -> String {
        let message =
            "text of \(text.utf8.count) bytes is over the limit of \(bytes)" + (place.map { " for " + $0 } ?? "")
        guard text.unicodeScalars.contains("\u{FFFD}") else { return message }
        return message + " (counted as UTF-8, each U+FFFD 3 bytes: bytes that are not UTF-8 became U+FFFD)"
    }
}
