import Synchronization

/// Cancels a `WatchSession`'s rebuild in progress from another thread: a later save, a deleted script or a
/// stop makes a hung rebuild end at its scripts' next hook tick instead of at their time limit.
package final class RebuildCanceller: Sendable {
    private let running = Mutex<FeedPipeline?>(nil)

    /// Stops the rebuild in progress, if any; its scripts end with "cancelled" errors (and keep their last good
    /// sections). A cancel that arrives between two rebuilds is a no-op.
    package func cancel() {
        running.withLock { $0?.cancel() }
    }

    func begin(_ pipeline: FeedPipeline) {
        running.withLock { $0 = pipeline }
    }

    func end() {
        running.withLock { $0 = nil }
    }
}
