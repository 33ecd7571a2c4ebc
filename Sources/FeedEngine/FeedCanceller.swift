import FeedHost

/// Stops a `Feed`'s or a `FeedSession`'s build in progress from another thread, such as a Swift `Task`'s
/// cancellation handler:
///
/// ```swift
/// let canceller = feed.canceller
/// let build = await withTaskCancellationHandler {
///     feed.build(against: baseline)
/// } onCancel: {
///     canceller.cancel()
/// }
/// ```
///
/// A build started in a `Task` that is already cancelled ends at once the same way, handler or not.
public struct FeedCanceller: Sendable {
    let canceller: RebuildCanceller

    /// Ends the build in progress at its scripts' next instruction check: they fail with "cancelled" errors, so
    /// the build does not succeed and is not saved (a session keeps their last good sections). A cancel between
    /// two builds does nothing.
    public func cancel() {
        canceller.cancel()
    }
}
