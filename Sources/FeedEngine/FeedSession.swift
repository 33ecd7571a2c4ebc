import FeedHost
import FileWatching
import Glibc

/// A feed kept built while its files change, for a program that learns of changes its own way (its own file
/// watcher, an editor's save hook); `FeedWatch` is this session driven by the host's watcher.
///
/// `start` builds every script; afterwards `filesChanged` runs only the scripts the changed files reach (the
/// script saved, the scripts that read a changed `data/` file or required a changed `lib/` module, `feed.lua`
/// alone for the manifest) and diffs against the build before. A failing script keeps its last good section;
/// its errors stay in every build's diagnostics until a change fixes it.
///
/// ```swift
/// let session = try FeedSession(feedAt: "plugins")
/// show(session.start())
/// // … after the editor saved plugins/data/charts.json:
/// if let build = session.filesChanged(["data/charts.json"]) { show(build) }
/// ```
///
/// Not thread-safe: one thread drives a session; `canceller` is the one member other threads may use. A build
/// started in a cancelled Swift `Task` ends at once; to end one when its `Task` is cancelled meanwhile, call
/// `canceller.cancel()` from the `Task`'s cancellation handler (`FeedCanceller`).
public final class FeedSession {
    package let session: WatchSession

    /// Lists the folder; nothing runs before `start`.
    ///
    /// - Parameters:
    ///   - statePath: where builds without errors are saved, and the baseline of `start`; nil saves nothing and
    ///     makes `start` a first run. A save that fails is not thrown: it is in the build's `fileErrors`.
    /// - Throws: `FeedError` when the folder cannot be read, `statePath` is one of the feed's own files (a script,
    ///   a `lib/` module or a `data/` file), or a limit of `environment` cannot be one.
    public convenience init(
        feedAt path: String, environment: FeedEnvironment = FeedEnvironment(), savingStateTo statePath: String? = nil
    ) throws(FeedError) {
        try self.init(feedAt: path, environment: environment, savingStateTo: statePath, ignoring: [])
    }

    /// A session that also never reacts to `ignoredPaths` (the command's own output files, named as given).
    ///
    /// - Parameter statePathIsNamed: `statePath` is the user's `--state`, written where it leads even when it is
    ///   the folder's default path; otherwise that path is refused at every save once it links out of the folder.
    package init(
        feedAt path: String, environment: FeedEnvironment, savingStateTo statePath: String?,
        ignoring ignoredPaths: [String], statePathIsNamed: Bool = false
    ) throws(FeedError) {
        if let problem = environment.limitsProblem { throw FeedError(problem) }
        let folder: FeedFolder
        do {
            folder = try FeedFolder.discover(at: path)
        } catch {
            throw FeedError(error)
        }
        // As `feed watch --state` refuses it: the session saved its state over the script, and ignored the change.
        if let statePath, WriteTarget.isFeedInput(statePath, folder: folder.path) {
            throw FeedError("\(statePath) is \(WriteTarget.feedInputKind); save the state elsewhere")
        }
        let ignored = ([statePath].compactMap { $0 } + ignoredPaths).compactMap { folder.relativePath(of: $0) }
        session = WatchSession(
            folder: folder, configuration: environment.configuration,
            // A library's path that is a feed folder's own state file, however spelled, is guarded as `feed
            // build` guards the default one (`DIR/.feed/./state.json` was read through a link out).
            store: statePath.map { chosen in
                statePathIsNamed ? StateStore(path: chosen) : StateStore(guardingFeedStateAt: chosen)
            },
            ignoring: Set(ignored))
    }

    /// The folder, as given.
    public var path: String { session.folder.path }

    /// Refuses a `.feed` folder or state file that is a link leading outside the feed.
    package func checkDefaultStatePath() throws(FeedError) {
        do {
            try session.folder.checkDefaultStatePath()
        } catch {
            throw FeedError(error)
        }
    }

    /// Whether the feed reads the file at `path` (relative to the folder): a section script, `feed.lua`, a `lib/`
    /// module or a `data/` file; changes to anything else never rebuild.
    public static func reads(_ path: String) -> Bool {
        WatchedPath(path) != nil
    }

    /// Saves the state file on a queue of its own so a build returns without waiting for the disk (`feed watch`);
    /// `flushState()` waits for the writes.
    package var savesStateInBackground: Bool {
        get { session.savesStateInBackground }
        set { session.savesStateInBackground = newValue }
    }

    /// Waits until background state writes have ended; the description of the last one's failure, if any.
    package func flushState() -> String? {
        session.flushState()?.description
    }

    /// Cancels the build in progress from another thread.
    public var canceller: FeedCanceller { FeedCanceller(canceller: session.canceller) }

    /// The first build: every script runs, diffed against the state file (a first run without one).
    public func start() -> FeedBuild {
        build(session.start())
    }

    /// Builds again after `paths` were created, changed or deleted: relative to the feed folder (`banners.lua`,
    /// `data/apps.json`, also `./banners.lua` or `lib/../banners.lua`), or absolute paths inside it (through a link
    /// to the folder too), as a file watcher reports them.
    ///
    /// - Returns: the build, or nil when no file the feed reads is among them (a path outside the folder is not).
    public func filesChanged(_ paths: [String]) -> FeedBuild? {
        let known = Set(session.folder.scripts.map(\.name))
        let changes = paths.compactMap(feedRelative).map { path -> FileChange in
            let full = session.folder.path + "/" + path
            let kind: FileChange.Kind =
                access(full, F_OK) != 0
                ? .deleted
                : !path.contains("/") && !known.contains(path)
                    ? .created : .modified
            return FileChange(path: path, kind: kind, contentHash: nil)
        }
        return filesChanged(changes)
    }

    /// `path` as the host's watcher spells it, relative to the folder without `.` or `..` components or doubled
    /// slashes; nil outside the folder. An app's own watcher reports absolute paths, and each such change (or
    /// `./data/apps.json`) read as a file the feed never reads: the build was nil and the change lost; so was
    /// `data/../apps.lua`'s. A path that climbs out and back in (`../plugins/a.lua`) is placed on the disk.
    private func feedRelative(_ path: String) -> String? {
        let relative = DependencyPath.normalized(path[...])
        guard path.hasPrefix("/") || relative == ".." || relative.hasPrefix("../") else { return relative }
        return session.folder.relativePath(of: path.hasPrefix("/") ? path : session.folder.path + "/" + relative)
    }

    /// `filesChanged(_:)` for a batch of the host's file watcher.
    package func filesChanged(_ changes: [FileChange]) -> FeedBuild? {
        session.apply(changes).map(build)
    }

    /// Runs everything again in fresh Lua states, after listing the folder again; the diff is still against the
    /// build before.
    public func restart() -> FeedBuild {
        build(session.restart())
    }

    /// The session's build. One with errors that was laid out keeps its layout and snapshot: they are the feed as
    /// shown, the failing scripts' last good sections kept, and its changes lead to them. Both were dropped, and an
    /// app that skipped such a build for want of a snapshot then applied the next build's changes, made against
    /// the skipped one, to the build before it.
    private func build(_ update: WatchUpdate) -> FeedBuild {
        FeedBuild(
            document: update.document, layout: session.layout, snapshot: session.snapshot, log: session.log,
            folder: session.folder.path, keepsSections: update.isLaidOut
        ).with(update)
    }

    /// `FeedCanceller`, by its earlier name.
    public typealias Canceller = FeedCanceller
}
