import FileWatching

/// Why a watch session rebuilt the feed.
package enum WatchTrigger: Hashable, Sendable {
    /// The first build of the session.
    case start
    /// Files changed; the batch the watcher reported, without the files the feed never reads.
    case changes([FileChange])
    /// Everything ran again on request (`SIGHUP`).
    case restart
}
