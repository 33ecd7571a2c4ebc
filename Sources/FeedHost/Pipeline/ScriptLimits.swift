/// The limits every section script runs under: an instruction budget per call and a memory cap per Lua state.
///
/// The defaults are far above what a real feed needs (the bundled feed uses well under 1% of either), so only a
/// runaway script meets them.
package struct ScriptLimits: Hashable, Sendable {
    /// Lua VM instructions one call into a script (`items`, `layout`, `measure`, …) may run.
    package var instructionBudget: Int
    /// Bytes one script's Lua state may hold.
    package var memoryCap: Int

    package init(
        instructionBudget: Int = ScriptLimits.defaultInstructionBudget, memoryCap: Int = ScriptLimits.defaultMemoryCap
    ) {
        self.instructionBudget = instructionBudget
        self.memoryCap = memoryCap
    }

    package static let defaultInstructionBudget = 50_000_000
    package static let defaultMemoryCap = 64 << 20
}
