internal import CLua

/// A flag that stops every Lua state it is set on (`LuaState.cancellation`) at the next hook tick or charge,
/// from any thread: a later save cancelling a hung rebuild, a signal ending the process. It may also carry the
/// run's deadline (`feedTimeLimit`): the states it is set on stop once that much wall-clock time has passed since
/// it was made, however many scripts ran, so a feed of thousands of scripts that each run to their own limit ends.
///
/// `@unchecked Sendable`: the flag is only read and written with atomic operations (`fe_flag_store`, and the
/// hook's atomic load).
package final class LuaCancellation: @unchecked Sendable {
    let flag: UnsafeMutablePointer<Int32>
    /// Milliseconds the run may take from this cancellation's making (0: no deadline).
    package let feedTimeLimit: Int
    /// `CLOCK_MONOTONIC` nanoseconds when the run's time is up (0: never).
    let deadline: Int64

    /// A cancellation, with a deadline `feedTimeLimit` milliseconds from now unless that is 0.
    package init(feedTimeLimit: Int = 0) {
        flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        flag.initialize(to: 0)
        self.feedTimeLimit = max(0, feedTimeLimit)
        let (limit, overflow) = Int64(self.feedTimeLimit).multipliedReportingOverflow(by: 1_000_000)
        deadline = self.feedTimeLimit == 0 ? 0 : overflow ? .max : fe_now().addingReportingOverflow(limit).partialValue
    }

    deinit {
        flag.deallocate()
    }

    /// Stops every state this cancellation is set on; lock-free, so a signal handler may call it.
    package func cancel() {
        fe_flag_store(flag, 1)
    }

    /// Whether `cancel()` was called.
    package var isCancelled: Bool { fe_flag_load(flag) != 0 }

    /// Set on every state of the process: the process is ending (SIGINT, SIGTERM), every script stops now.
    package static let everything = LuaCancellation()
}
