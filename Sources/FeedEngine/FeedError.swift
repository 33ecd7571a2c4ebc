import FeedHost

/// Why a feed could not be opened, a state file read or written, or a folder watched; the description is the
/// sentence `feed` prints.
public struct FeedError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    package init(_ description: String) {
        self.description = description
    }

    package init(_ error: HostError) {
        self.init(error.description)
    }

    /// The error as an app is told it: a limit it ran into named as the `FeedEnvironment` property to raise, not
    /// as `feed`'s option (which `init(_:)` keeps, for the command's own errors).
    package init(namingLibraryLimitOf error: HostError) {
        self.init(error.exceededLimit.map { $0.namingLibrary(in: error.description) } ?? error.description)
    }
}
