import Glibc

/// An inotify descriptor and the watched directories behind its watch descriptors.
///
/// Not thread-safe: owned by the `WatchEngine`, which runs under the `FileWatcher`'s lock.
final class InotifyWatches {
    /// A watched directory: where it was when the watch was added, and which inode it was.
    struct Directory: Equatable {
        let relativePath: String
        let identity: FileIdentity
    }

    /// Why watches could not be kept up.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// `inotify_init1` failed with this `errno` (no inotify, too many instances).
        case unavailable(errno: Int32)
        /// `ENOSPC` from `inotify_add_watch`, or `WatchOptions.watchLimit` reached.
        case limitReached

        var description: String {
            switch self {
            case .unavailable(let code): return "inotify is unavailable (\(String(cString: strerror(code))))"
            case .limitReached: return "the inotify watch limit is reached"
            }
        }
    }

    let descriptor: Int32
    private let limit: Int?
    private(set) var directories: [Int32: Directory] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Opens an inotify descriptor that will hold at most `limit` watches (the kernel's limit when `nil`).
    ///
    /// - Throws: `Failure.unavailable` when inotify cannot be used.
    init(limit: Int?) throws(Failure) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .unavailable(errno: errno) }
        self.descriptor = descriptor
        self.limit = limit
    }

    deinit {
        _ = close(descriptor)
    }

    /// The watched directory behind a watch descriptor.
    subscript(watch: Int32) -> Directory? {
        directories[watch]
    }

    /// Makes the watches match `listing` (its walked directories and link-target folders): drops watches on
    /// directories that moved away or were replaced, and adds watches on directories not watched yet, parents
    /// first.
    ///
    /// - Throws: `Failure.limitReached` when the kernel's (or the configured) watch limit is hit.
    func reconcile(with listing: TreeListing, scope: WatchScope) throws(Failure) {
        let wanted = listing.watchedDirectories
        var watched: Set<String> = []
        for (watch, directory) in directories {
            if let status = wanted[directory.relativePath], status.identity == directory.identity {
                watched.insert(directory.relativePath)
            } else {
                remove(watch)
            }
        }
        for relative in wanted.keys.sorted() where !watched.contains(relative) {
            guard let status = wanted[relative] else { continue }
            if let limit, directories.count >= limit {
                // A configured cap behaves exactly like the kernel's, so the fallback can be tested.
                throw .limitReached
            }
            let watch = inotify_add_watch(descriptor, scope.path(of: relative), InotifyEvent.watchMask)
            if watch < 0 {
                if errno == ENOSPC {
                    throw .limitReached
                }
                // Gone or replaced since the walk: the event that says so triggers the next reconcile.
                continue
            }
            directories[watch] = Directory(relativePath: relative, identity: status.identity)
        }
    }

    /// Drops one watch; the kernel's `IN_IGNORED` for it then names an unknown descriptor and is skipped.
    func remove(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
        directories[watch] = nil
    }

    /// Forgets a watch the kernel already dropped (`IN_IGNORED`).
    func forget(_ watch: Int32) {
        directories[watch] = nil
    }

    /// Drops every watch (the watched folder went away).
    func removeAll() {
        for watch in Array(directories.keys) {
            remove(watch)
        }
    }

    /// Reads every queued event without blocking.
    func readEvents() -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                events += InotifyEvent.parse(buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return events
            }
        }
    }
}
