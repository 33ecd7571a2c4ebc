import FeedHost
import FeedLayout
import FileWatching
import Synchronization

/// The watch sessions behind a preview: one `WatchSession` (the engine of `feed watch`) per layout environment
/// shown, made when a page first asks for that environment and fed every batch of changed files.
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
/// serialised.
package final class FeedRebuilder: Sendable {
    private struct Entry {
        let session: WatchSession
        var latest: WatchUpdate
        /// Changes since this environment's last rebuild, applied when it is next asked for: an environment no
        /// page shows any more costs nothing.
        var pending: [FileChange] = []
    }

    /// The folder as first listed; a session made later lists it again.
    package let folder: FeedFolder
    /// The variables and limits of every run; its environment is replaced by the one asked for.
    package let configuration: PipelineConfiguration
    private let entries = Mutex<[LayoutEnvironment: Entry]>([:])

    package init(folder: FeedFolder, configuration: PipelineConfiguration) {
        self.folder = folder
        self.configuration = configuration
    }

    /// The feed at `environment` as it now stands: every script runs the first time, afterwards only those the
    /// changes since the last call affected (the previous update when none did).
    package func update(at environment: LayoutEnvironment) -> WatchUpdate {
        entries.withLock { entries in
            if var entry = entries[environment] {
                guard !entry.pending.isEmpty else { return entry.latest }
                if let update = entry.session.apply(entry.pending) { entry.latest = update }
                entry.pending = []
                entries[environment] = entry
                return entry.latest
            }
            var configuration = self.configuration
            configuration.environment = environment
            // Scripts may have come or gone since the command started.
            let current = (try? FeedFolder.discover(at: folder.path)) ?? folder
            let session = WatchSession(folder: current, configuration: configuration)
            let update = session.start()
            entries[environment] = Entry(session: session, latest: update)
            return update
        }
    }

    /// `update(at:)`'s document.
    package func document(at environment: LayoutEnvironment) -> FeedDocument {
        update(at: environment).document
    }

    /// Notes a batch of changed files (paths relative to the feed folder, as the file watcher reports them) for
    /// the next build of every environment.
    ///
    /// - Returns: whether any of them is a file the feed reads (a script, `feed.lua`, a `lib/` module, a `data/`
    ///   file); when none is, no document changes and the preview need not rebuild.
    @discardableResult
    package func filesChanged(_ changes: [FileChange]) -> Bool {
        let relevant = changes.filter { WatchedPath($0.path) != nil }
        guard !relevant.isEmpty else { return false }
        entries.withLock { entries in
            for environment in entries.keys { entries[environment]?.pending.append(contentsOf: relevant) }
        }
        return true
    }
}
