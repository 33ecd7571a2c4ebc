/// A failure of a Lua script or of a value crossing the bridge.
///
/// `description` reads like Lua's own messages: `banners.lua:12: attempt to index a nil value`.
public struct LuaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, so callers can tell a script bug from a limit.
    public enum Kind: String, Hashable, Sendable {
        /// The chunk does not compile.
        case syntax
        /// The script raised an error while running.
        case runtime
        /// The instruction budget of the entry is spent.
        case budgetExceeded
        /// The memory cap refused an allocation.
        case memoryLimit
        /// A value could not cross the bridge (cycle, depth, unsupported type, foreign function reference).
        case conversion
        /// The script asked for something the sandbox refuses (a module path, a `__gc` metamethod…).
        case sandbox
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The chunk the error points into (`banners.lua`, `lib/util.lua`), when known.
    public var chunkName: String?
    /// The line in `chunkName`, when known.
    public var line: Int?
    /// The message without its `chunk:line:` prefix.
    public var message: String
    /// Lua's stack traceback at the point of the error, when one was taken.
    public var traceback: String?

    /// Creates an error; `message` excludes the position, which `description` adds back.
    public init(kind: Kind, chunkName: String?, line: Int?, message: String, traceback: String? = nil) {
        self.kind = kind
        self.chunkName = chunkName
        self.line = line
        self.message = message
        self.traceback = traceback
    }

    /// `chunk:line: message`, or as much of it as is known.
    public var description: String {
        switch (chunkName, line) {
        case (let chunk?, let line?): return "\(chunk):\(line): \(message)"
        case (let chunk?, nil): return "\(chunk): \(message)"
        default: return message
        }
    }
}
