internal import CLua

/// A flag that stops every Lua state it is set on (`LuaState.cancellation`) at the next hook tick or charge,
/// from any thread: a later save cancelling a hung rebuild, a signal ending the process.
///
/// `@unchecked Sendable`: the flag is only read and written with atomic operations (`fe_flag_store`, and the
/// hook's atomic load).
package final class LuaCancellation: @unchecked Sendable {
    let flag: UnsafeMutablePointer<Int32>

    package init() {
        flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        flag.initialize(to: 0)
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
