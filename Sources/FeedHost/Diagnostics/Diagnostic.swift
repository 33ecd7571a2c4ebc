/// One problem found in a feed: where it is (script, line, field path) and what is wrong.
///
/// Printed as `script:line: field.path: message`; parts that are unknown are left out.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var severity: Severity
    /// The script's file name (`charts.lua`), or the feed-level file the problem is in (`feed.lua`).
    public var script: String
    public var line: Int?
    /// The field path inside the script's result (`layout.group.width`), when the problem has one.
    public var field: String?
    public var message: String

    public init(_ severity: Severity = .error, script: String, line: Int? = nil, field: String? = nil, message: String)
    {
        self.severity = severity
        self.script = script
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String {
        var text = script
        if let line { text += ":\(line)" }
        text += ": "
        if let field, !field.isEmpty { text += "\(field): " }
        return text + message
    }
}
