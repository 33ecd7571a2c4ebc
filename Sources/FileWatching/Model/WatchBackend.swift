/// How a watcher learns about changes.
package enum WatchBackend: String, Sendable, Hashable {
    /// Kernel notifications on every watched directory.
    case inotify
    /// Scanning the folders at `WatchOptions.pollInterval`, comparing size, mtime and content hash.
    case polling
}
