/// One problem found in a user's script or feed: where it is, how serious, and what to do about it.
///
/// The description reads like a compiler message so editors can jump to it:
/// `banners.lua:12: layout.group.width: expected a dimension such as fractionalWidth(0.5) or absolute(120), got
/// string "50%"`. Without a line the location is the script alone; without a field path the message follows the
/// location directly.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stops the feed (an error) or is only reported (a warning).
    package enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    package var severity: Severity
    /// The script's file name (`banners.lua`), or the feed-level file the problem is in (`feed.lua`).
    package var script: String
    /// The 1-based source line of the table that is wrong, when known.
    package var line: Int?
    /// The field path inside the script's values, e.g. `layout.group.subitems[1].width`; empty for the script as a
    /// whole (a syntax error, a runtime error).
    package var field: String
    /// A human sentence, usually with a one-line example of what is accepted; at most
    /// ``QuotedText/messageBytes`` as made (longer text is cut, with its length).
    package var message: String
    /// The limit the script ran into, when that is the problem; the message names it but not how to raise it.
    package var exceededLimit: ExceededLimit?
    /// The limit whose command-line hint (how to raise it) the host has appended to `message`, so that a front
    /// end naming limits its own way (the library's `FeedEnvironment` properties) swaps that hint for its own,
    /// built from this value rather than read back from the text.
    package var hintedLimit: ExceededLimit?
    /// The message as the library tells it, when the host built one of its own from the same error: a remedy
    /// that names the library's setting (`Feed.statePath`) where `message` names the command's option.
    package var libraryMessage: String?

    /// The `script` of a problem with the options a build was given rather than a file (the screen's environment).
    package static let commandLine = "command line"

    package init(
        _ severity: Severity = .error, script: String, line: Int? = nil, field: String = "", message: String,
        exceededLimit: ExceededLimit? = nil
    ) {
        self.severity = severity
        self.script = script
        self.line = line
        // Cut here, where every problem passes, so no path can hand on (and the output repeat) a script's text
        // whole.
        self.field = QuotedText.head(field, limit: QuotedText.fieldBytes)
        self.message = QuotedText.head(message, limit: QuotedText.messageBytes)
        self.exceededLimit = exceededLimit
    }

    package var description: String {
        var text = script
        if let line { text += ":\(line)" }
        if !field.isEmpty { text += ": \(field)" }
        return text + ": " + message
    }
}
