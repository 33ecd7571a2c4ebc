/// The limits every section script runs under: an instruction budget per call and a memory cap per Lua state.
///
/// The defaults are far above what a real feed needs (the bundled feed uses well under 1% of either), so only a
/// runaway script meets them.
package struct ScriptLimits: Hashable, Sendable {
    /// Lua VM instructions one call into a script (`items`, `layout`, `measure`, …) may run.
    package var instructionBudget: Int
    /// Bytes one script's Lua state may hold.
    package var memoryCap: Int
    /// Bytes all scripts of the feed may hold together (`--memory-limit`): their Lua states and the values they
    /// returned to the host, by the size the host keeps (`MemoryAccount`). Never less than `memoryCap`.
    package var memoryLimit: Int
    /// Milliseconds of running time one run of a script may take (its load, `items`, `layout` and every
    /// `measure` together); 0 for no limit. The last line of defence behind the budget.
    package var timeLimit: Int
    /// Milliseconds of wall-clock time all the feed's scripts may take in one run, from its start (`feed.lua`,
    /// every load, `layout(env)` and `measure`, an export's evaluations); 0 for no limit. A script still running
    /// when it passes stops, and one not yet started stops at once, so a feed of thousands of scripts that each
    /// run to their own limit ends near this time rather than thousands of times theirs.
    package var feedTimeLimit = ScriptLimits.defaultFeedTimeLimit
    /// What one section's cells may ask for (text, solver steps, views), and the whole feed's cells and badges
    /// (`SectionBudget`); tests lower them.
    package var sectionBudget = SectionBudget.section
    package var feedBudget = SectionBudget.feed

    package init(
        instructionBudget: Int = ScriptLimits.defaultInstructionBudget, memoryCap: Int = ScriptLimits.defaultMemoryCap,
        timeLimit: Int = ScriptLimits.defaultTimeLimit, memoryLimit: Int = ScriptLimits.defaultMemoryLimit
    ) {
        self.instructionBudget = instructionBudget
        self.memoryCap = memoryCap
        self.memoryLimit = memoryLimit
        self.timeLimit = timeLimit
    }

    package static let defaultInstructionBudget = 50_000_000
    package static let defaultMemoryCap = 64 << 20
    package static let defaultTimeLimit = 5000
    package static let defaultFeedTimeLimit = 60_000
    package static let defaultMemoryLimit = 256 << 20

    /// The feed-wide limit in force: `memoryLimit`, raised to `memoryCap` when one script alone may hold more.
    package var feedMemoryLimit: Int { max(memoryLimit, memoryCap) }

    /// Milliseconds in the `--script-timeout` and `--feed-timeout` syntax: `10` (seconds) or `2.5`.
    package static func seconds(_ milliseconds: Int) -> String {
        var fraction = String(1000 + milliseconds % 1000).dropFirst()
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return fraction.isEmpty ? "\(milliseconds / 1000)" : "\(milliseconds / 1000).\(fraction)"
    }
}
