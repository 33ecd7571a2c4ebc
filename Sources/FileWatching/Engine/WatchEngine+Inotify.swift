import Glibc

extension WatchEngine {
    /// Turns kernel events into dirty paths, rescans and watch changes.
    func handle(_ events: [InotifyEvent], at now: ContinuousClock.Instant) {
        guard case .inotify(let watches) = source else { return }
        var relevant = false
        var directoriesChanged = false
        for event in events {
            if event.has(IN_Q_OVERFLOW) {
                directoriesChanged = true
                relevant = true
                continue
            }
            guard let directory = watches[event.watch] else { continue }
            if event.has(IN_IGNORED) {
                watches.forget(event.watch)
                directoriesChanged = true
                relevant = true
            } else if event.has(IN_DELETE_SELF | IN_MOVE_SELF) {
                directoriesChanged = true
                relevant = true
            } else if event.name.isEmpty {
                continue
            } else if event.has(IN_ISDIR) {
                if scope.watchesDirectory(named: event.name, in: directory.relativePath) {
                    directoriesChanged = true
                    relevant = true
                }
            } else if noteFile(event, in: directory.relativePath) {
                relevant = true
            }
        }
        if directoriesChanged || linkMade {
            linkMade = false
            needsRescan = true
            reconcileWatches(at: now)
        }
        if relevant {
            pending.note(now, quiet: options.debounce, maximumDelay: options.maximumDelay)
        }
    }

    /// Notes an event about a file (not a directory) of the watched directory `relative`.
    ///
    /// - Returns: whether it matters to the next batch.
    private func noteFile(_ event: InotifyEvent, in relative: String) -> Bool {
        let path = WatchScope.join(relative, event.name)
        if EditorTemporaries.isIgnored(event.name) || targetFolders.contains(relative) {
            // Never reported itself, but a watched link may lead to it (`stories.lua` → `.stories.lua`, or
            // `shared/stories.lua` in a folder watched for that alone).
            guard let links = linksByTarget[path] else { return false }
            dirty.formUnion(links)
            return true
        }
        if event.nameIsUndecodable {
            // Its repaired name opens nothing: only a walk of the tree lists it (or finds it gone).
            needsRescan = true
            return true
        }
        dirty.insert(path)
        dirty.formUnion(linksByTarget[path] ?? [])
        // A link made or moved into place may lead to a file no link led to, in a folder not watched yet, and a
        // hard link made gives a file a second name: the walk maps them and the watches follow.
        if event.has(IN_CREATE | IN_MOVED_TO), FileStatus.isLinked(scope.path(of: path)) {
            linkMade = true
        }
        if event.has(IN_CLOSE_WRITE | IN_MOVED_TO) || isTransient(path, event) {
            unsettled.remove(path)
        } else {
            unsettled.insert(path)
        }
        return true
    }

    /// Whether `event` removes a file the last batch never reported: the temporary of an editor's atomic save
    /// (`x.tmp` written, then renamed over `x`). Its going changes nothing to wait for, where a reported file
    /// that is removed or renamed away may be about to be replaced (vim renames `x` to `x~`, then writes `x`).
    private func isTransient(_ path: String, _ event: InotifyEvent) -> Bool {
        event.has(IN_MOVED_FROM | IN_DELETE) && records[path] == nil
    }

    /// Brings the watches in line with the directories on disk; falls back to polling at the watch limit.
    ///
    /// Called as soon as a directory event arrives so files written into a new directory right after it was
    /// made are seen by its watch; anything written before the watch existed is caught by the rescan.
    func reconcileWatches(at now: ContinuousClock.Instant) {
        guard case .inotify(let watches) = source else { return }
        guard let listing = scope.walk(directoriesOnly: true) else {
            rootVanished()
            return
        }
        adoptLinks(of: listing)
        do {
            try watches.reconcile(with: listing, scope: scope)
        } catch {
            fallBackToPolling(at: now, because: error.description)
        }
    }

    /// Closes inotify and continues by polling; the first scan, at once, picks up anything pending.
    private func fallBackToPolling(at now: ContinuousClock.Instant, because reason: String) {
        notices.append(pollingNotice(because: reason))
        source = .polling(observed: records)
        dirty = []
        unsettled = []
        needsRescan = false
        nextScan = now
    }
}
