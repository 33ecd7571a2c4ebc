/// The limits every section script runs under: an instruction budget per call and a memory cap per Lua state.
///
/// The defaults are far above what a real feed needs (the bundled feed uses well under 1% of either), so only a
/// runaway script meets them.
public struct ScriptLimits: Hashable, Sendable {
    /// Lua VM instructions one call into a script (`items`, `layout`, `measure`, …) may run.
    public var instructionBudget: Int
    /// Bytes one script's Lua state may hold.
    public var memoryCap: Int

    public init(
        instructionBudget: Int = ScriptLimits.defaultInstructionBudget, memoryCap: Int = ScriptLimits.defaultMemoryCap
    ) {
        self.instructionBudget = instructionBudget
        self.memoryCap = memoryCap
    }

    public static let defaultInstructionBudget = 50_000_000
    public static let defaultMemoryCap = 64 << 20
}
