/// The failure a Swift callback reports to the calling script; it becomes a Lua error at the caller's line.
package struct LuaHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message the script sees, after Lua's `chunk:line:` prefix of the calling position.
    package var message: String
    /// The failure is the state's memory cap: the host reports it as the cap, with a hint to raise it.
    package var isMemoryCap = false

    /// Creates a failure with the message the script will see.
    package init(_ message: String, isMemoryCap: Bool = false) {
        self.message = message
        self.isMemoryCap = isMemoryCap
    }

    /// The message.
    package var description: String { message }
}
