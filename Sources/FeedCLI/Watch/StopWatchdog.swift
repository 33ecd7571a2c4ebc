import Dispatch
import FeedHost
import Glibc

/// The semaphore a stop signal posts; allocated once, before any handler can run. `nonisolated(unsafe)`: the
/// pointer never changes, and `sem_t` is made for use from several threads and from signal handlers.
nonisolated(unsafe) private let stopSemaphore: UnsafeMutablePointer<sem_t> = {
    let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    sem_init(semaphore, 0, 0)
    return semaphore
}()

/// The last resort behind `SIGINT`/`SIGTERM` in `feed watch` and `feed serve`: the signal stops every script
/// (`ScriptStop.all()`), which ends a rebuild within a hook tick; if the command has still not ended a second
/// after the signal (a script stuck where nothing interrupts it), the process exits with status 0 anyway.
enum StopWatchdog {
    static let grace: useconds_t = 900_000

    /// Starts the waiting thread; call before installing the handlers that call `stopRequested()`.
    static func arm() {
        ScriptStop.prepare()
        DispatchQueue.global().async {
            while sem_wait(stopSemaphore) != 0 {}
            usleep(grace)
            _exit(0)
        }
    }

    /// From the signal handler: stop every script and start the grace period (both async-signal-safe).
    static func stopRequested() {
        ScriptStop.all()
        sem_post(stopSemaphore)
    }
}
