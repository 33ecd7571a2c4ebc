import Glibc
import Synchronization

/// Ctrl-C and `kill` for `feed serve`: SIGINT and SIGTERM ask the serve loop to stop; SIGPIPE is ignored so a
/// client that goes away mid-write cannot end the process.
enum ServeSignals {
    private static let requested = Atomic<Bool>(false)

    /// Whether SIGINT or SIGTERM arrived since `install()`.
    static var stopRequested: Bool { requested.load(ordering: .acquiring) }

    /// Installs the handlers without `SA_RESTART`, so a wait on the calling thread ends when a signal arrives there.
    static func install() {
        requested.store(false, ordering: .releasing)
        var action = sigaction()
        StopWatchdog.arm()
        action.__sigaction_handler.sa_handler = { _ in
            ServeSignals.requested.store(true, ordering: .releasing)
            StopWatchdog.stopRequested()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        signal(SIGPIPE, SIG_IGN)
        // A parent may start us with these blocked (Foundation's Process does): unblock them on this thread, so
        // they are delivered here rather than left pending for ever.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    }
}
