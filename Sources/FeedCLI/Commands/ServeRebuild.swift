import Dispatch
import FeedEngine
import Synchronization

/// One rebuild of `feed serve` on a worker thread, so the serve loop keeps reading file changes and signals while
/// scripts run: a later save cancels a hung rebuild (`FeedRebuilder.filesChanged`), and a stop signal is seen at
/// once.
final class ServeRebuild: Sendable {
    /// The paths whose changes the rebuild applies (nil for the first build), for its report line.
    let changed: [String]?
    private let outcome = Mutex<FeedBuild?>(nil)

    /// Starts `work` (which rebuilds the preview and returns the command line environment's update).
    init(changed: [String]?, _ work: @escaping @Sendable () -> FeedBuild) {
        self.changed = changed
        DispatchQueue.global().async { [self] in
            let update = work()
            self.outcome.withLock { $0 = update }
        }
    }

    /// The rebuild's update once it has ended; nil while it runs.
    var finished: FeedBuild? { outcome.withLock { $0 } }
}
