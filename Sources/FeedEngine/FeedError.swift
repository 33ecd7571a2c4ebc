import FeedHost

/// Why a feed could not be opened, a state file read or written, or a folder watched.
///
/// The description speaks to an app: where the command would name its option (`--state FILE`,
/// `--memory-limit`), it names the library's own (`Feed.statePath`, `FeedEnvironment.memoryLimit`).
public struct FeedError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The sentence `feed` prints: the same error with the command's options in its remedy.
    package let commandDescription: String

    package init(_ description: String) {
        self.description = description
        commandDescription = description
    }

    /// Both texts built from the host's error, not one read back from the other.
    package init(_ error: HostError) {
        description = error.libraryDescription
        commandDescription = error.description
    }
}
