import FeedHost
import FeedScripting

/// One problem of a build: a script error that keeps the feed from building, or a warning that does not.
///
/// The description reads like a compiler message: `charts.lua:14: layout.group.width: expected …`.
public struct FeedDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    package let diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic.namingLibraryLimit.namingEnvironmentFields
    }

    public var severity: Severity { diagnostic.severity == .error ? .error : .warning }
    /// The script's file name (`charts.lua`), or the feed-level file the problem is in (`feed.lua`); the folder's
    /// path for a problem of the folder itself (it has no scripts, it cannot be listed); `FeedEnvironment` for one
    /// of its values, named by `field` (`layout.width`).
    public var script: String { diagnostic.script }
    /// The 1-based line in the script, when known.
    public var line: Int? { diagnostic.line }
    /// The field path inside the script's values (`layout.group.width`); empty for the script as a whole.
    public var field: String { diagnostic.field }
    /// What is wrong; for a limit hit, how to raise it: the `FeedEnvironment` property and a value in its unit
    /// (`json`, the document of `feed build`, names the command's option instead).
    public var message: String { diagnostic.message }
    public var description: String { diagnostic.description }
}
