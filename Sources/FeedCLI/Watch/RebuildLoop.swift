import FeedEngine
import FileWatching

/// What `feed watch` rebuilds next: at most one rebuild runs (on a worker thread); changes and `SIGHUP` that
/// arrive meanwhile cancel it and are applied as soon as it has ended. An update superseded by waiting changes is
/// not shown, since the next one replaces it at once; if the next one is nothing (the changes mattered to no
/// script), the superseded update is still the feed as it stands, and is shown after all.
struct RebuildLoop {
    let session: FeedSession
    /// Called on the worker thread when a rebuild ends: wakes the loop waiting for file changes.
    let wake: @Sendable () -> Void
    private var running: BackgroundRebuild?
    private var pending: [FileChange] = []
    private var restartPending = false
    /// The last update that ended without being shown, until one is shown.
    private var unshown: FeedBuild?
    /// Whether a rebuild ended without being shown since the last update shown.
    private(set) var skippedSinceShown = false

    init(session: FeedSession, wake: @escaping @Sendable () -> Void) {
        self.session = session
        self.wake = wake
    }

    var isRebuilding: Bool { running != nil }

    /// Starts a rebuild (the first build: `session.start()`).
    mutating func begin(_ work: @escaping @Sendable (FeedSession) -> FeedBuild?) {
        running = BackgroundRebuild(session, ended: wake, work)
    }

    /// A batch from the watcher: applied after the rebuild in progress, which it cancels. Files the feed never
    /// reads (a note beside the scripts) are left out: they would stop a rebuild for nothing, and a script they
    /// stopped would show its "cancelled" error until some other save.
    mutating func changed(_ batch: [FileChange]) {
        let read = batch.filter { FeedSession.reads($0.path) }
        guard !read.isEmpty else { return }
        pending += read
        running?.cancel()
    }

    /// `SIGHUP`: everything runs again after the rebuild in progress, which it cancels.
    mutating func restartRequested() {
        restartPending = true
        running?.cancel()
    }

    /// The update to show, if a rebuild ended since the last call; starts the next one when work waits.
    mutating func step() -> FeedBuild? {
        var shown: FeedBuild?
        if let rebuild = running {
            guard let outcome = rebuild.finished else {
                // A cancel may have come before the rebuild's run began: repeat it until the rebuild ends.
                if !pending.isEmpty || restartPending { rebuild.cancel() }
                return nil
            }
            running = nil
            if pending.isEmpty && !restartPending {
                shown = outcome ?? unshown
                unshown = nil
            } else if let outcome {
                unshown = outcome
                skippedSinceShown = true
            }
        }
        if restartPending {
            restartPending = false
            pending = []
            begin { $0.restart() }
        } else if !pending.isEmpty {
            let batch = pending
            pending = []
            begin { $0.filesChanged(batch) }
        }
        return shown
    }

    /// Notes that the update `step` returned was shown.
    mutating func shown() {
        skippedSinceShown = false
    }

    /// Ends the loop: cancels the rebuild in progress and gives it a moment to end (the state file is written
    /// atomically, so leaving earlier loses nothing).
    mutating func finish() {
        guard let rebuild = running else { return }
        rebuild.cancel()
        _ = rebuild.wait(milliseconds: 500)
        running = nil
    }
}
