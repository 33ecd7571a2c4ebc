import Synchronization

/// Cancels a `WatchSession`'s rebuild (or a `Feed`'s build) in progress from another thread: a later save, a
/// deleted script, a stop or a cancelled Swift `Task` makes a hung rebuild end at its scripts' next hook tick
/// instead of at their time limit.
package final class RebuildCanceller: Sendable {
    private let running = Mutex<FeedPipeline?>(nil)

    package init() {}

    /// Stops the rebuild in progress, if any; its scripts end with "cancelled" errors (and keep their last good
    /// sections). A cancel that arrives between two rebuilds is a no-op.
    package func cancel() {
        running.withLock { $0?.cancel() }
    }

    /// Marks `pipeline`'s next run as the one in progress, just before it starts. A run started in a `Task`
    /// that is already cancelled ends at once: the `Task`'s cancellation handler may have run before this, when
    /// there was nothing to cancel yet, and a build then ran to its end (to the time limit, for a hung script).
    package func begin(_ pipeline: FeedPipeline) {
        running.withLock { running in
            pipeline.prepareRun()
            running = pipeline
        }
        if Task.isCancelled { cancel() }
    }

    package func end() {
        running.withLock { $0 = nil }
    }
}
