import Glibc

/// The watcher's mutable state and its wait loop.
///
/// Not thread-safe: lives inside the `FileWatcher`'s mutex and runs on whichever thread calls `next`.
final class WatchEngine {
    /// Where changes come from.
    enum Source {
        /// Kernel events; changed paths collect in `dirty` until the batch is due.
        case inotify(InotifyWatches)
        /// Periodic scans; `observed` is the picture the last scan produced.
        case polling(observed: FileRecords)
        /// `stop()` was called; all descriptors are closed.
        case stopped
    }

    /// What one `step` produced: a result for the caller, notices to deliver outside the lock, or both.
    struct StepOutcome {
        var result: WatchResult?
        var notices: [String]
    }

    let scope: WatchScope
    let options: WatchOptions
    /// The picture last reported (or the initial one): batches are differences from it.
    var records: FileRecords = [:]
    var source: Source = .stopped
    var pending = PendingBatch()
    /// Paths named by inotify events since the last batch.
    var dirty: Set<String> = []
    /// Paths whose last event left them unfinished: created and not yet closed after writing, or removed (an
    /// editor may be about to write the replacement). The batch waits for quiet while any are.
    var unsettled: Set<String> = []
    /// Whether the next batch must walk the whole tree (a directory changed, the queue overflowed, a link made).
    var needsRescan = false
    /// Whether the events being handled made a symlink: the watches are brought in line once they are all read.
    var linkMade = false
    /// The watched files that are symlinks, by their targets, from the last walk: inotify names only the target
    /// of a write, so the links that lead to it are looked at with it.
    var linksByTarget: [String: [String]] = [:]
    /// Folders watched only for the link targets they hold, from the last walk: their own files are never
    /// reported.
    var targetFolders: Set<String> = []
    var rootPresent = true
    /// The next polling scan, or the next look for a vanished root.
    var nextScan: ContinuousClock.Instant
    /// When the next polling scan is due if nothing is pending: the last scan's end and its rest (`ScanPacing`).
    var restingScan: ContinuousClock.Instant
    var notices: [String] = []

    /// Takes the initial picture of `scope` and starts watching it.
    ///
    /// - Throws: `WatchError` when the root is missing, not a directory or not readable.
    init(scope: WatchScope, options: WatchOptions) throws(WatchError) {
        self.scope = scope
        self.options = options
        self.nextScan = .now + max(options.pollInterval, .milliseconds(1))
        self.restingScan = nextScan
        guard let status = FileStatus.of(scope.root) else {
            throw WatchError(path: scope.root, reason: .missing)
        }
        guard status.kind == .directory else {
            throw WatchError(path: scope.root, reason: .notADirectory)
        }
        guard access(scope.root, R_OK | X_OK) == 0 else {
            throw WatchError(path: scope.root, reason: .unreadable(errno: errno))
        }
        if !options.forcePolling {
            do {
                source = .inotify(try InotifyWatches(limit: options.watchLimit))
                // Watches first, then the picture: a write in between is an event, never a lost change.
                reconcileWatches(at: .now)
            } catch {
                notices.append(pollingNotice(because: error.description))
            }
        }
        let listing = scope.walk()
        records = listing.map { scope.observe($0, previous: [:]) } ?? [:]
        if let listing { adoptLinks(of: listing) }
        switch source {
        case .inotify:
            break
        case .polling, .stopped:
            source = .polling(observed: records)
        }
    }

    /// The scan interval, at least a millisecond so a zero in the options cannot make the loop spin.
    var pollInterval: Duration {
        max(options.pollInterval, .milliseconds(1))
    }

    /// The backend in use.
    var backend: WatchBackend {
        if case .inotify = source {
            return .inotify
        }
        return .polling
    }

    /// Waits until a batch is due, `deadline` passes, the wake pipe is signalled or a notice is ready.
    ///
    /// Waits at least once, with a zero timeout if `deadline` has passed, so events already queued are read even
    /// by a caller that does not want to block.
    func step(until deadline: ContinuousClock.Instant, wake: WakePipe) -> StepOutcome {
        var hasWaited = false
        while true {
            if case .stopped = source {
                return StepOutcome(result: .stopped, notices: takeNotices())
            }
            let now = ContinuousClock.now
            if isScanning && now >= nextScan {
                scan(at: now)
            }
            if let due = dueInstant, now >= due {
                readQueuedEvents(at: now)
            }
            if let due = dueInstant, now >= due {
                let batch = flush()
                if !batch.isEmpty {
                    return StepOutcome(result: .changes(batch), notices: takeNotices())
                }
            }
            if !notices.isEmpty {
                return StepOutcome(result: nil, notices: takeNotices())
            }
            if now >= deadline && hasWaited {
                return StepOutcome(result: .timedOut, notices: [])
            }
            hasWaited = true
            var wakeAt = deadline
            if let due = dueInstant {
                wakeAt = min(wakeAt, due)
            }
            if isScanning {
                wakeAt = min(wakeAt, nextScan)
            }
            var descriptors = [wake.readEnd]
            if case .inotify(let watches) = source {
                descriptors.append(watches.descriptor)
            }
            switch ReadinessWait.wait(for: descriptors, until: wakeAt) {
            case .readable(0):
                wake.drain()
                return StepOutcome(result: .interrupted, notices: takeNotices())
            case .readable:
                if case .inotify(let watches) = source {
                    handle(watches.readEvents(), at: .now)
                }
            case .interrupted:
                return StepOutcome(result: .interrupted, notices: takeNotices())
            case .timedOut:
                continue
            }
        }
    }

    /// Reads events the kernel queued while this thread was busy, so a batch is not cut with more of the same
    /// burst already waiting: a caller that rebuilds between calls would otherwise get a batch per rebuild.
    private func readQueuedEvents(at now: ContinuousClock.Instant) {
        if case .inotify(let watches) = source {
            handle(watches.readEvents(), at: now)
        }
    }

    /// Closes every descriptor; later steps report `.stopped`.
    func shutDown() {
        source = .stopped
    }

    /// Whether timed scans run: the polling backend, or inotify looking for its vanished root.
    private var isScanning: Bool {
        switch source {
        case .polling: return true
        case .inotify: return !rootPresent
        case .stopped: return false
        }
    }

    /// When the pending batch is due. Polling schedules a scan no later than this instant, and a scan comes
    /// before a flush in `step`, so a batch is cut only after a scan that saw nothing new.
    private var dueInstant: ContinuousClock.Instant? {
        switch source {
        case .polling:
            return pending.due(quiet: options.debounce, maximumDelay: options.maximumDelay)
        case .inotify:
            guard rootPresent else { return nil }
            // A lone finished save goes out at once; bursts and unfinished files wait until events stop.
            let waits = pending.isBurst || !unsettled.isEmpty || needsRescan
            return pending.due(quiet: waits ? options.debounce : options.settle, maximumDelay: options.maximumDelay)
        case .stopped:
            return nil
        }
    }

    private func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }

    /// The one-line notice for falling back to polling.
    func pollingNotice(because reason: String) -> String {
        let interval = ReadinessWait.milliseconds(pollInterval)
        return "\(reason); watching \(scope.root) by polling every \(interval) ms (less often if a scan takes long)"
    }

    /// Takes the link map and the target folders of a fresh walk.
    func adoptLinks(of listing: TreeListing) {
        linksByTarget = listing.linksByTarget
        targetFolders = Set(listing.targetFolders.keys)
    }
}
