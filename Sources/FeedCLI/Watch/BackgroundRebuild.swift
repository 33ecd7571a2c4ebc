import Dispatch
import FeedEngine
import Synchronization

/// One rebuild of a `FeedSession` on a worker thread, so the command's loop keeps reading file changes and
/// signals while scripts run: a later save or a deleted script cancels a hung rebuild (`FeedSession.Canceller`).
///
/// `@unchecked Sendable`: the session is used by the worker alone until `finished` returns non-nil; meanwhile
/// the loop touches only its `canceller`, which is thread-safe.
final class BackgroundRebuild: @unchecked Sendable {
    private let session: FeedSession
    private let canceller: FeedSession.Canceller
    private let outcome = Mutex<FeedBuild??>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` (a call of `session.start()`, `filesChanged(_:)` or `restart()`) on a worker thread, and
    /// calls `ended` once its outcome is ready (the command wakes its loop, so the update is shown at once).
    init(
        _ session: FeedSession, ended: @escaping @Sendable () -> Void,
        _ work: @escaping @Sendable (FeedSession) -> FeedBuild?
    ) {
        self.session = session
        canceller = session.canceller
        DispatchQueue.global().async { [self] in
            let update = work(self.session)
            outcome.withLock { $0 = .some(update) }
            done.signal()
            ended()
        }
    }

    /// The rebuild's update once it has ended (`.some(nil)`: nothing in the batch mattered); nil while it runs.
    var finished: FeedBuild?? { outcome.withLock { $0 } }

    /// Stops the rebuild's scripts.
    func cancel() {
        canceller.cancel()
    }

    /// Waits up to `milliseconds` for the rebuild to end; whether it did.
    func wait(milliseconds: Int) -> Bool {
        done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
    }
}
