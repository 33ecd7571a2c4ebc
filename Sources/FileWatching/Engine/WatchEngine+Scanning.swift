extension WatchEngine {
    /// One timed scan: a polling pass, or a look for the vanished root under inotify.
    func scan(at now: ContinuousClock.Instant) {
        nextScan = now + pollInterval
        switch source {
        case .polling(let observed):
            guard let listing = scope.walk() else {
                rootVanished()
                return
            }
            rootReturned()
            let current = scope.observe(listing, previous: observed)
            if !ChangeDetection.same(current, observed) {
                pending.note(now)
            }
            let ended = ContinuousClock.now
            restingScan = ended + ScanPacing(interval: pollInterval).rest(afterScanTaking: ended - now)
            nextScan = restingScan
            if pending.isPending {
                // Confirm the quiet period with a scan as soon as it ends instead of a whole rest later.
                nextScan = min(nextScan, now + options.debounce)
            }
            source = .polling(observed: current)
        case .inotify:
            guard scope.walk() != nil else { return }
            rootReturned()
            needsRescan = true
            reconcileWatches(at: now)
            pending.note(now)
        case .stopped:
            return
        }
    }

    /// Produces the batch that turns the reported picture into the current one, and adopts the current one.
    ///
    /// - Returns: the changes, sorted by path; empty when every event was a touch or an editor temporary.
    func flush() -> [FileChange] {
        var current = records
        switch source {
        case .polling(let observed):
            current = observed
            // The scan that confirmed the quiet period ends the batch: the next one rests as after any quiet scan.
            nextScan = max(nextScan, restingScan)
        case .inotify:
            if needsRescan {
                guard let listing = scope.walk() else {
                    rootVanished()
                    return []
                }
                current = scope.observe(listing, previous: records)
                adoptLinks(of: listing)
                needsRescan = false
            }
            // An event proves these were written, even when size and mtime look the same.
            let written = scope.observeFiles(dirty)
            for path in dirty {
                current[path] = written[path]
            }
            dirty = []
            unsettled = []
        case .stopped:
            return []
        }
        pending.clear()
        let changes = ChangeDetection.changes(from: records, to: current)
        records = current
        return changes
    }

    /// The root is gone (renamed away or deleted): stop watching and look for it every poll interval.
    ///
    /// Files are not reported deleted meanwhile; when the root is back, one batch says what differs.
    func rootVanished() {
        guard rootPresent else { return }
        rootPresent = false
        nextScan = .now + pollInterval
        if case .inotify(let watches) = source {
            watches.removeAll()
            needsRescan = true
        }
        notices.append("\(scope.root) is gone; watching for it to come back")
    }

    private func rootReturned() {
        guard !rootPresent else { return }
        rootPresent = true
        notices.append("\(scope.root) is back")
    }
}
