import FeedEngine
import FeedHost
import FeedLayout
import FileWatching
import Synchronization

/// The sessions behind a preview: one `FeedSession` (the engine of `feed watch`) per layout environment
/// shown, made when a page first asks for that environment and fed every batch of changed files; the
/// `sessionLimit` asked for last are kept.
///
/// So the preview re-runs what `feed watch` re-runs: the script saved, the scripts that required a changed `lib/`
/// module or read a changed `data/` file, `feed.lua` alone for a re-ordered manifest, new and removed scripts. A
/// failing script keeps its last good section (the document still lists its errors), and each document's `changes`
/// are against the previous rebuild at the same environment.
///
/// The sessions neither read nor write a state file: the preview's first document is a first run, and the state
/// file stays what `feed build` or `feed watch` last saved (docs/decisions.md).
///
/// Thread safety: every method may be called from any thread; the sessions sit behind one `Mutex`, so runs are
/// serialised, while `filesChanged(_:)` and `cancelOvertaken()` never wait for a run.
package final class FeedRebuilder: Sendable {
    private struct Entry {
        let session: FeedSession
        var latest: FeedBuild
    }

    /// Changes not yet applied, per environment (applied when it is next asked for: an environment no page shows
    /// any more costs nothing), and each session's canceller. Behind its own lock, so changes are taken and a
    /// hung rebuild cancelled while `sessions` is held by that rebuild.
    private struct Inbox {
        var pending: [LayoutEnvironment: [FileChange]] = [:]
        var cancellers: [LayoutEnvironment: FeedSession.Canceller] = [:]

        /// Cancels the rebuilds that changes have overtaken: those of environments with changes waiting.
        func cancelOvertaken() {
            for (environment, canceller) in cancellers where pending[environment]?.isEmpty == false {
                canceller.cancel()
            }
        }
    }

    /// The feed folder; each session lists it when it is made.
    package let path: String
    /// The variables and limits of every run; its layout environment is replaced by the one asked for.
    package let environment: FeedEnvironment
    private let sessions = Mutex(Sessions())

    /// The sessions by environment, and which were asked for last.
    private struct Sessions {
        var entries: [LayoutEnvironment: Entry] = [:]
        var recent = RecentlyUsed<LayoutEnvironment>(limit: FeedRebuilder.sessionLimit)
    }

    /// How many environments keep a session. Each holds the whole feed (its Lua states, items and layout): a
    /// feed of 10 × 10k items held 50 MB more for each device the page's picker showed, 905 MB after all 16.
    /// One asked for again after it was let go is built afresh.
    static let sessionLimit = 4
    private let inbox = Mutex(Inbox())

    /// - Throws: `FeedError` when the folder cannot be read.
    package init(feedAt path: String, environment: FeedEnvironment) throws(FeedError) {
        // Read now, so a folder that cannot be read is reported before anything is served.
        _ = try FeedSession(feedAt: path, environment: environment)
        self.path = path
        self.environment = environment
    }

    /// The feed at `environment` as it now stands: every script runs the first time, afterwards only those the
    /// changes since the last call affected (the previous update when none did). Changes that arrive meanwhile
    /// cancel the rebuild in progress and are applied before this returns, so the update is never older than
    /// the files.
    package func update(at environment: LayoutEnvironment) -> FeedBuild {
        sessions.withLock { sessions in
            var entry: Entry
            if let existing = sessions.entries[environment] {
                entry = existing
            } else {
                var settings = self.environment
                settings.layout = environment
                // Lists the folder again: scripts may have come or gone since the command started.
                let session: FeedSession
                do throws(FeedError) {
                    session = try FeedSession(feedAt: path, environment: settings)
                } catch {
                    return FeedBuild(failedToList: path, because: error.commandDescription, environment: environment)
                }
                // Registered before the first build, so a change during it is applied afterwards.
                inbox.withLock { inbox in
                    inbox.pending[environment] = []
                    inbox.cancellers[environment] = session.canceller
                }
                entry = Entry(session: session, latest: session.start())
            }
            while let batch = takePending(at: environment) {
                if let build = entry.session.filesChanged(batch) { entry.latest = build }
            }
            sessions.entries[environment] = entry
            if let released = sessions.recent.use(environment) {
                sessions.entries[released] = nil
                inbox.withLock { inbox in
                    inbox.pending[released] = nil
                    inbox.cancellers[released] = nil
                }
            }
            return entry.latest
        }
    }

    private func takePending(at environment: LayoutEnvironment) -> [FileChange]? {
        inbox.withLock { inbox in
            guard let batch = inbox.pending[environment], !batch.isEmpty else { return nil }
            inbox.pending[environment] = []
            return batch
        }
    }

    /// `update(at:)`'s document.
    package func document(at environment: LayoutEnvironment) -> FeedDocument {
        update(at: environment).document
    }

    /// Notes a batch of changed files (paths relative to the feed folder, as the file watcher reports them) for
    /// the next build of every environment, and cancels a rebuild in progress (a hung script's included): its
    /// `update(at:)` applies the batch before it returns. Never waits for a rebuild.
    ///
    /// - Returns: whether any of them is a file the feed reads (a script, `feed.lua`, a `lib/` module, a `data/`
    ///   file); when none is, no document changes and the preview need not rebuild.
    @discardableResult
    package func filesChanged(_ changes: [FileChange]) -> Bool {
        let relevant = changes.filter { FeedSession.reads($0.path) }
        guard !relevant.isEmpty else { return false }
        inbox.withLock { inbox in
            for environment in inbox.pending.keys { inbox.pending[environment]?.append(contentsOf: relevant) }
            inbox.cancelOvertaken()
        }
        return true
    }

    /// Cancels again the rebuilds that waiting changes have overtaken: a cancel that came just before a rebuild
    /// began its run found nothing to stop. Call it while a rebuild runs.
    package func cancelOvertaken() {
        inbox.withLock { $0.cancelOvertaken() }
    }
}
