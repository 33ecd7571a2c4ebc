/// A command line that cannot run: printed as one line with the command's usage, exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command the error belongs to, for the usage line; nil for `feed` itself.
    public var command: Command?
    public var reason: String

    public init(_ reason: String, command: Command? = nil) {
        self.reason = reason
        self.command = command
    }

    public var description: String { reason }
}
