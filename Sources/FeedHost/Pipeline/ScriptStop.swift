import LuaBridge

/// Stopping every script of the process at once: what `SIGINT` and `SIGTERM` do in `feed watch` and
/// `feed serve`, so a hung rebuild cannot keep the process alive.
package enum ScriptStop {
    /// Makes `all()` safe to call from a signal handler (the shared flag exists before any signal arrives).
    package static func prepare() {
        _ = LuaCancellation.everything.isCancelled
    }

    /// Every running and later script of this process stops at its next hook tick with a "cancelled" error.
    /// Lock-free and allocation-free once `prepare()` ran, so a signal handler may call it.
    package static func all() {
        LuaCancellation.everything.cancel()
    }
}
