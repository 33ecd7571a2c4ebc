/// What one call of `FileWatcher.next(timeout:)` came back with.
package enum WatchResult: Sendable, Equatable {
    /// A non-empty batch of changes, sorted by path.
    case changes([FileChange])
    /// The timeout passed with nothing to report.
    case timedOut
    /// `wake()` was called, or a signal interrupted the wait on the calling thread: check your flags.
    case interrupted
    /// `stop()` was called; every later call returns this at once.
    case stopped
}
