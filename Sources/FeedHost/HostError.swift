import FeedScripting

/// A failure of the host's environment: files it cannot read or write, documents it cannot parse.
///
/// Problems in a user's scripts are not errors of this kind; they come back as `Diagnostic`s, all of them.
package enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// JSON text that does not parse; `offset` is the byte where parsing stopped.
    case malformedJSON(offset: Int, message: String)
    /// A file or folder that cannot be read.
    case unreadable(path: String, reason: String)
    /// A file that cannot be written (the state file, `--out`).
    case unwritable(path: String, reason: String)
    /// A folder given as a feed that is not one.
    case notAFeedFolder(path: String, reason: String)
    /// A JSON document that parses but does not have the expected shape.
    case invalidDocument(path: String, reason: String)
    /// A data file name that resolves outside the feed's `data/` folder.
    case dataPathOutsideFeed(name: String)
    /// A path the host would open, write or watch that leads (through a symlink) outside the feed folder.
    case pathOutsideFeed(path: String, hint: String)
    /// A file whose contents take more than a limit once read (a state file's sections and items, the feed's
    /// memory limit): `unreadable` with how to raise the limit, which the library names its own way
    /// (`ExceededLimit.namingLibrary(in:)`).
    case unreadableOverLimit(path: String, reason: String, limit: ExceededLimit)
    /// A feed folder's own `.feed` or `.feed/state.json` that is a link out of the folder, or (`ontoFeedInput`)
    /// onto one of the feed's own files: no state is read or written there. Its remedy is the command's option
    /// in `description` and the library's property in `libraryDescription`, each built from this case.
    case stateLink(path: String, ontoFeedInput: Bool)

    /// This error with the file at `path` called `name` ("the state file") instead: for a message shown after
    /// that path, which otherwise named it twice (`warning: S: cannot read S: …`).
    package func naming(_ path: String, as name: String) -> HostError {
        switch self {
        case .unreadable(path, let reason): return .unreadable(path: name, reason: reason)
        case .invalidDocument(path, let reason): return .invalidDocument(path: name, reason: reason)
        case .unwritable(path, let reason): return .unwritable(path: name, reason: reason)
        case .pathOutsideFeed(path, let hint): return .pathOutsideFeed(path: name, hint: hint)
        case .unreadableOverLimit(path, let reason, let limit):
            return .unreadableOverLimit(path: name, reason: reason, limit: limit)
        case .stateLink(path, let ontoFeedInput): return .stateLink(path: name, ontoFeedInput: ontoFeedInput)
        default: return self
        }
    }

    package var description: String {
        switch self {
        case .malformedJSON(let offset, let message):
            return "malformed JSON at byte \(offset): \(message)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .notAFeedFolder(let path, let reason):
            return "\(path) is not a feed folder: \(reason)"
        case .invalidDocument(let path, let reason):
            return "\(path) is not a feed state or build output: \(reason)"
        case .dataPathOutsideFeed(let name):
            return "data file \"\(name)\" is outside the feed's data/ folder"
        case .pathOutsideFeed(let path, let hint):
            return "\(path) leads outside the feed folder (\(hint))"
        case .unreadableOverLimit(let path, let reason, let limit):
            return "cannot read \(path): \(reason)\(limit.raisingHint)"
        case .stateLink(let path, let ontoFeedInput):
            return Self.stateLink(path, ontoFeedInput: ontoFeedInput, or: "give --state FILE")
        }
    }

    /// The error as an app is told it: a remedy names what the library has in place of `feed`'s options (the
    /// `FeedEnvironment` property of a limit, `Feed.statePath` for the state file), which an app has no command
    /// line to give.
    package var libraryDescription: String {
        switch self {
        case .unreadableOverLimit(let path, let reason, let limit):
            return "cannot read \(path): \(reason)\(limit.libraryHint)"
        case .stateLink(let path, let ontoFeedInput):
            return Self.stateLink(
                path, ontoFeedInput: ontoFeedInput, or: "keep the state at a path other than Feed.statePath")
        default:
            return description
        }
    }

    /// The sentence of `stateLink`, with `remedy` as the other way out than removing the link.
    private static func stateLink(_ path: String, ontoFeedInput: Bool, or remedy: String) -> String {
        ontoFeedInput
            ? "cannot write \(path): it leads to \(WriteTarget.feedInputKind); remove the link or \(remedy)"
            : "\(path) leads outside the feed folder (remove the link or \(remedy))"
    }

    /// The limit whose hint ends the description, if any.
    package var exceededLimit: ExceededLimit? {
        guard case .unreadableOverLimit(_, _, let limit) = self else { return nil }
        return limit
    }
}
