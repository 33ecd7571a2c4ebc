/// A command line that cannot run: printed as one line with the command's usage, exit status 2.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command the error belongs to, for the usage line; nil for `feed` itself.
    package var command: Command?
    package var reason: String

    package init(_ reason: String, command: Command? = nil) {
        self.reason = reason
        self.command = command
    }

    package var description: String { reason }
}
