import FeedScripting

/// A failure of the host's environment: files it cannot read or write, documents it cannot parse.
///
/// Problems in a user's scripts are not errors of this kind; they come back as `Diagnostic`s, all of them.
package enum HostError: Error, Equatable, Sendable, CustomStringConvertible {
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
        }
    }

    /// The limit whose hint ends the description, if any.
    package var exceededLimit: ExceededLimit? {
        guard case .unreadableOverLimit(_, _, let limit) = self else { return nil }
        return limit
    }
}
