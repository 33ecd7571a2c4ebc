import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The descriptor the signal handler writes to, and the signals caught since the last `take()` (a bit each).
/// Globals because a C signal handler cannot capture anything; atomics because it may run on any thread.
private let wakeDescriptor = Atomic<Int32>(-1)
private let caughtSignals = Atomic<UInt64>(0)

/// Catches `SIGINT`, `SIGTERM` and `SIGHUP` for `feed watch` with a handler that only sets a flag and writes one
/// byte to the watcher's wake descriptor (both async-signal-safe), so a blocked wait ends at once and the
/// command's loop decides what to do outside the handler.
struct SignalTrap: ~Copyable {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private var previous: [Int32: sigaction] = [:]

    /// Installs the handler; `descriptor` is `FileWatcher.wakeDescriptor`.
    init(waking descriptor: Int32) {
        StopWatchdog.arm()
        wakeDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
        caughtSignals.store(0, ordering: .sequentiallyConsistent)
        for signal in Self.handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                caughtSignals.bitwiseOr(UInt64(1) << UInt64(signal & 63), ordering: .sequentiallyConsistent)
                if signal != SIGHUP { StopWatchdog.stopRequested() }
                var byte: UInt8 = 1
                _ = write(wakeDescriptor.load(ordering: .sequentiallyConsistent), &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            // No SA_RESTART: a blocked poll in the watcher ends with EINTR on the thread that took the signal.
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
        }
        // A parent may start us with these blocked (Foundation's `Process` blocks nearly every signal in its
        // children); this thread, which waits on the watcher, must receive them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in Self.handled { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// What the signals caught since the last call ask for; forgets them.
    func take() -> Caught {
        let bits = caughtSignals.exchange(0, ordering: .sequentiallyConsistent)
        func caught(_ signal: Int32) -> Bool { bits & (UInt64(1) << UInt64(signal)) != 0 }
        return Caught(stop: caught(SIGINT) || caught(SIGTERM), restart: caught(SIGHUP))
    }

    /// What caught signals ask the command to do.
    struct Caught {
        /// `SIGINT` or `SIGTERM`: end with status 0.
        var stop: Bool
        /// `SIGHUP`: run everything again.
        var restart: Bool
    }

    /// Puts the previous handlers back; the wake descriptor is forgotten before the watcher closes it.
    consuming func remove() {
        for (signal, var old) in previous { _ = sigaction(signal, &old, nil) }
        wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
    }
}
