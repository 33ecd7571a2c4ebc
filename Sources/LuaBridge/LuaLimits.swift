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
    /// Deepest table nesting converted between Lua and Swift (also the JSON depth limit).
    package var maximumDepth: Int
    /// Most values (table entries counted one by one) a single conversion to Swift may produce; stops
    /// tables that share sub-tables from exploding into exponentially many Swift values.
    package var maximumConvertedValues: Int
    /// Longest text `json.decode` accepts and `json.encode` produces, in bytes.
    package var maximumJSONBytes: Int
    /// Instructions between two ticks of the count hook.
    package var hookInterval: Int

    /// Creates limits; every parameter has the default a real feed never meets.
    package init(
        instructionBudget: Int = 50_000_000, memoryLimit: Int = 64 << 20, maximumDepth: Int = 100,
        maximumConvertedValues: Int = 10_000_000, maximumJSONBytes: Int = 16 << 20, hookInterval: Int = 1000
    ) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.maximumDepth = maximumDepth
        self.maximumConvertedValues = maximumConvertedValues
        self.maximumJSONBytes = maximumJSONBytes
        self.hookInterval = hookInterval
    }
}
