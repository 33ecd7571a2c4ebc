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
}
