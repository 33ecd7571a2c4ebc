/// A failure of a Lua script or of a value crossing the bridge.
///
/// `description` reads like Lua's own messages: `banners.lua:12: attempt to index a nil value`.
package struct LuaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, so callers can tell a script bug from a limit.
    package enum Kind: String, Hashable, Sendable {
        /// The chunk does not compile.
        case syntax
        /// The script raised an error while running.
        case runtime
        /// The instruction budget of the entry is spent.
        case budgetExceeded
        /// The script ran longer than its time limit (`LuaLimits.timeLimit`).
        case timeLimit
        /// The host cancelled the run (`LuaCancellation`).
        case cancelled
        /// The run's deadline passed (`LuaCancellation.feedTimeLimit`): the feed's scripts together ran too long.
        case feedTimeLimit
        /// The memory cap refused an allocation.
        case memoryLimit
        /// The feed's memory limit (`MemoryAccount`, shared by every state of a feed) refused an allocation or
        /// the values a conversion produced.
        case feedMemoryLimit
        /// A value could not cross the bridge (cycle, depth, unsupported type, foreign function reference).
        case conversion
        /// The script asked for something the sandbox refuses (a module path, a `__gc` metamethod…).
        case sandbox
    }

    /// What kind of failure this is.
    package var kind: Kind
    /// The chunk the error points into (`banners.lua`, `lib/util.lua`), when known.
    package var chunkName: String?
    /// The line in `chunkName`, when known.
    package var line: Int?
    /// The message without its `chunk:line:` prefix, and without `path`.
    package var message: String
    /// Where inside a value that could not cross the bridge the failure lies (`[1].children[1]`, `self`): a path
    /// from the value itself, so a caller that knows where the value came from puts its own name in front (the
    /// field `items` of a provider gives `items[1].children[1]`). Empty for other kinds, and when the value itself
    /// failed.
    package var path: String
    /// Lua's stack traceback at the point of the error, when one was taken.
    package var traceback: String?
    /// The limit that was reached, so a host can tell users how to raise it: the instruction budget for
    /// `budgetExceeded`, the memory cap in bytes for `memoryLimit`, the feed's limit in bytes for `feedMemoryLimit`, the time limit in milliseconds for
    /// `timeLimit`, the feed's time limit in milliseconds for `feedTimeLimit`; nil for other kinds.
    package var limit: Int?

    /// Creates an error; `message` excludes the position, which `description` adds back.
    package init(
        kind: Kind, chunkName: String?, line: Int?, message: String, path: String = "", traceback: String? = nil,
        limit: Int? = nil
    ) {
        self.kind = kind
        self.chunkName = chunkName
        self.line = line
        self.message = message
        self.path = path
        self.traceback = traceback
        self.limit = limit
    }

    /// `path: message`, or the message alone when there is no path.
    package var messageWithPath: String { path.isEmpty ? message : "\(path): \(message)" }

    /// `chunk:line`, or `chunk` without a line; nil when the chunk is not known.
    package var position: String? {
        chunkName.map { chunk in line.map { "\(chunk):\($0)" } ?? chunk }
    }

    /// `chunk:line: path: message`, or as much of it as is known.
    package var description: String { position.map { "\($0): \(messageWithPath)" } ?? messageWithPath }
}
