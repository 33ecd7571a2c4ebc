internal import CLua

extension LuaState {
    /// Runs `body`, timing the entries it makes as one for the run's time limit: the clock starts before it and
    /// stops after it, instead of at each entry's start and end. Every entry still gets its own instruction
    /// budget and is stopped, with the same error, when the budget, the time limit or a cancellation says so.
    ///
    /// For a batch of short calls made one after another (`measure` for each item of a section), where reading
    /// the clock twice a call costs as much as a small function: the host's work between the calls then counts
    /// towards the script's time too, so keep `body` to the calls and what they need.
    package func withHeldClock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        guard !clockHeld, entryDepth == 0 else { return try body() }
        clockHeld = true
        control.pointee.entry_start = fe_now()
        defer {
            clockHeld = false
            fe_disarm(control)
        }
        return try body()
    }
}
