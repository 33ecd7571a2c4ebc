/// A resource limit that stopped a script, with the value it had, so a host can say how to raise it.
package enum ExceededLimit: Hashable, Sendable {
    /// The instruction budget of one call into the script, in instructions.
    case instructionBudget(Int)
    /// The memory cap of the script's Lua state, in bytes.
    case memoryCap(Int)
    /// The memory limit all scripts of the feed share, in bytes.
    case memoryLimit(Int)
    /// The running time of one run of the script, in milliseconds.
    case timeLimit(Int)
    /// The running time of all the feed's scripts in one run, in milliseconds.
    case feedTimeLimit(Int)
}
