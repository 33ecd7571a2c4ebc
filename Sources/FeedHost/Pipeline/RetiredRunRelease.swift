import Synchronization

/// Runs a newer run replaced, freed on another thread: closing their Lua states and releasing their items took
/// ~10 ms of 100,000 items on the building thread, between the sections and the output, whose encoding now
/// overlaps it. The next run waits for it first (`FeedPipeline.begin`), so it starts with the memory account
/// it had.
enum RetiredRunRelease {
    /// Starts freeing `runs`; nil when there is nothing to free. Its value is true once they are freed.
    static func start(_ runs: [RetiredRun]) -> Background<Bool>? {
        if runs.allSatisfy({ $0.run == nil && $0.script == nil }) { return nil }
        let held = Held(runs)
        return Background { held.free() }
    }

    /// The runs, owned here so the other thread drops the last reference, not whichever thread ends last.
    private final class Held: Sendable {
        private let runs: Mutex<[RetiredRun]>

        init(_ runs: [RetiredRun]) {
            self.runs = Mutex(runs)
        }

        func free() -> Bool {
            runs.withLock { $0 = [] }
            return true
        }
    }
}
