/// The failure a Swift callback reports to the calling script; it becomes a Lua error at the caller's line.
public struct LuaHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message the script sees, after Lua's `chunk:line:` prefix of the calling position.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
