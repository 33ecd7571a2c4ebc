/// The resource limits of one `LuaState`.
///
/// The defaults are chosen so a real feed script never meets them while a runaway one stops within a second or
/// two. The instruction budget is per top-level entry: every `run`, `load` or `call` made by the host (not from
/// inside a callback) starts with a full budget, so a state that lives across rebuilds never starves.
package struct LuaLimits: Hashable, Sendable {
    /// Lua VM instructions one top-level entry may execute (counted in steps of `hookInterval`).
    package var instructionBudget: Int
    /// Bytes the state may hold while the script runs; the host's own pushes are never refused.
    package var memoryLimit: Int
    /// Deepest table nesting converted between Lua and Swift (also the JSON depth limit). 160 lets an outline of
    /// 64 levels (an item table and a `children` array per level, 130 tables) reach its own, clearer check.
    package var maximumDepth: Int
    /// Most values (table entries counted one by one) a single conversion to Swift may produce; stops
    /// tables that share sub-tables from exploding into exponentially many Swift values.
    package var maximumConvertedValues: Int
    /// Longest text `json.decode` accepts and `json.encode` produces, in bytes.
    package var maximumJSONBytes: Int
    /// Instructions between two ticks of the count hook.
    package var hookInterval: Int
    /// Running time one run of the script may take, in milliseconds, summed over the host's entries since
    /// the state was made or `LuaState.startRun()` (0: no limit). The last line of defence: work neither the
    /// count hook nor a charge sees (one VM instruction concatenating long strings) still ends here.
    package var timeLimit: Int
    /// Bytes of `print` output one run of the script may log; later lines are dropped, with one line that
    /// says so, so a printing loop cannot fill the host's memory.
    package var maximumLogBytes: Int

    /// Creates limits; every parameter has the default a real feed never meets.
    package init(
        instructionBudget: Int = 50_000_000, memoryLimit: Int = 64 << 20, maximumDepth: Int = 160,
        maximumConvertedValues: Int = 10_000_000, maximumJSONBytes: Int = 16 << 20, hookInterval: Int = 1000,
        timeLimit: Int = 5000, maximumLogBytes: Int = 1 << 20
    ) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.maximumDepth = maximumDepth
        self.maximumConvertedValues = maximumConvertedValues
        self.maximumJSONBytes = maximumJSONBytes
        self.hookInterval = hookInterval
        self.timeLimit = timeLimit
        self.maximumLogBytes = maximumLogBytes
    }

    /// The limit behind an error of `kind`, in the unit `LuaError.limit` documents; nil for other kinds.
    func value(of kind: LuaError.Kind) -> Int? {
        switch kind {
        case .budgetExceeded: return instructionBudget
        case .memoryLimit: return memoryLimit
        case .timeLimit: return timeLimit
        default: return nil
        }
    }
}
