import FeedDiff
import FeedLayout
import FileWatching

/// A feed kept built while its files change: the engine of `feed watch`, reusable by any live preview.
///
/// Feed it the watcher's batches; it re-runs only the scripts a batch affects (the script saved, the scripts
/// that read a changed `data/` file or required a changed `lib/` module, `feed.lua` alone for the manifest),
/// lists the folder again when scripts appear or vanish, lays out again only the sections that changed, and
/// diffs against the previous rebuild.
///
/// A script that fails to load, fails to run, exceeds a limit or returns a layout the engine rejects keeps its
/// last good section; its errors (file and line) stay in every rebuild until it runs cleanly again, because a
/// failing script is retried on every rebuild. A rebuild without errors is saved to the state file, as
/// `feed build` would save it.
///
/// ```swift
/// let watcher = try FileWatcher(folder: folder.path)          // before the first build
/// let session = WatchSession(folder: folder, configuration: configuration, store: store)
/// show(session.start())
/// while case .changes(let batch) = watcher.next(timeout: .seconds(1)) {
///     if let update = session.apply(batch) { show(update) }
/// }
/// ```
///
/// Not thread-safe: one thread drives a session (wrap it in a `Mutex` to share it).
package final class WatchSession {
    package let configuration: PipelineConfiguration
    /// Where rebuilds without errors are saved; nil for `--no-state`.
    package let store: StateStore?
    /// Paths (relative to the feed folder) the session never reacts to: the command's own output files.
    package let ignoredPaths: Set<String>
    /// The last rebuild; nil before `start()`.
    package private(set) var latest: WatchUpdate?
    /// The `print` lines of the last rebuild's scripts.
    package var log: [String] { pipeline.log }
    /// The phase timings of the last rebuild.
    package var timings: PipelineTimings { pipeline.timings }

    /// Cancels the rebuild in progress; the one member that may be used from another thread while a rebuild
    /// runs.
    package let canceller = RebuildCanceller()
    /// Whether the state file of a rebuild after the first is written on a queue of its own (`StateWriter`)
    /// rather than before the rebuild returns, so the rebuild's output never waits for the disk; `flushState()` waits for the writes. A write
    /// that fails is reported in the next rebuild's notices.
    package var savesStateInBackground = false
    private lazy var writer: StateWriter? = store.map(StateWriter.init)

    private var pipeline: FeedPipeline
    /// The previous rebuild's state and snapshot: the baseline of the next diff.
    private var baselineState: FeedState?
    private var baselineSnapshot: Snapshot?
    private var sequence = 0
    /// The scripts of the last rebuild.
    private var knownScripts: Set<String> = []
    /// The Lua collection a one-script rebuild left to run after it returned; waited for before the pipeline
    /// runs again.
    private var collection: Background<Bool>?

    /// Creates a session; nothing runs before `start()`.
    package init(
        folder: FeedFolder, configuration: PipelineConfiguration, store: StateStore? = nil,
        ignoring ignoredPaths: Set<String> = []
    ) {
        self.configuration = configuration
        self.store = store
        self.ignoredPaths = ignoredPaths
        pipeline = Self.pipeline(folder: folder, configuration: configuration)
    }

    /// The folder as last listed.
    package var folder: FeedFolder { pipeline.folder }
    /// The layout and the snapshot of the last rebuild that laid the feed out.
    package var layout: LayoutResult? { pipeline.layout }
    package var snapshot: Snapshot? { pipeline.snapshot }

    /// The first build: every script runs, and the diff is against the state file (a first run without one).
    package func start() -> WatchUpdate {
        let loaded = DiffBaseline(loading: store, allowance: StateReadAllowance(configuration.limits))
        baselineState = loaded.state
        baselineSnapshot = loaded.state == nil ? nil : loaded.snapshot
        var update = rebuild(rerunning: nil, trigger: .start)
        update.document.warnings.insert(contentsOf: loaded.warnings, at: 0)
        latest = update
        return update
    }

    /// Rebuilds after a batch of changed files.
    ///
    /// - Returns: the rebuild, or nil when nothing in the batch matters to the feed (a file no script reads,
    ///   an ignored output file, a note next to the scripts, bytes every script that reads them last ran on).
    package func apply(_ changes: [FileChange]) -> WatchUpdate? {
        let relevant = changes.filter { !ignoredPaths.contains($0.path) && WatchedPath($0.path) != nil }
        guard !relevant.isEmpty else { return nil }
        let kinds = relevant.compactMap { WatchedPath($0.path) }
        // A new lib/ or data/ folder is only seen by runtimes made after it: start over with fresh ones.
        let folderAppeared = kinds.contains { kind in
            switch kind {
            case .module: return folder.libraryPath == nil
            case .data: return folder.dataPath == nil
            case .script, .manifest: return false
            }
        }
        if folderAppeared { return restart(trigger: .changes(relevant)) }
        var notices: [HostError] = []
        let relists = zip(relevant, kinds).contains { $1.isTopLevel && $0.kind != .modified }
        if relists {
            do {
                try pipeline.rediscover()
            } catch {
                notices.append(error)
            }
        }
        var names = Set<String>()
        for change in relevant {
            names.formUnion(pipeline.scripts(affectedBy: change.path, holding: change.contentHash))
        }
        // A failing script may be waiting for exactly this file (a module or data file it could not find).
        guard relists || !names.isEmpty || !failingScripts.isEmpty else { return nil }
        var update = rebuild(rerunning: names, trigger: .changes(relevant))
        update.notices.insert(contentsOf: notices, at: 0)
        latest = update
        return update
    }

    /// Waits until the state writes of earlier rebuilds have ended (`savesStateInBackground`).
    ///
    /// - Returns: the last write's failure, if it failed and no rebuild has reported it yet.
    package func flushState() -> HostError? {
        guard savesStateInBackground, let writer else { return nil }
        writer.flush()
        return writer.takeFailure()
    }

    /// Runs everything again in fresh Lua states (`SIGHUP`), after listing the folder again; the diff is still
    /// against the previous rebuild. Sections of failing scripts are dropped until they are fixed.
    package func restart() -> WatchUpdate {
        restart(trigger: .restart)
    }

    private func restart(trigger: WatchTrigger) -> WatchUpdate {
        awaitCollection()
        var notices: [HostError] = []
        do {
            pipeline = Self.pipeline(folder: try FeedFolder.discover(at: folder.path), configuration: configuration)
        } catch {
            notices.append(error)
        }
        var update = rebuild(rerunning: nil, trigger: trigger)
        update.notices.insert(contentsOf: notices, at: 0)
        latest = update
        return update
    }

    // MARK: Rebuilding

    /// Waits for the collection the last rebuild left (`collection`), so nothing else uses the states meanwhile.
    private func awaitCollection() {
        _ = collection?.value()
        collection = nil
    }

    /// The scripts (and `feed.lua`) with errors in the last rebuild.
    private var failingScripts: Set<String> {
        let present = Set(pipeline.folder.scripts.map(\.name)).union([FeedFolder.manifestName])
        return Set((latest?.document.errors ?? []).map(\.script)).intersection(present)
    }

    private static func pipeline(folder: FeedFolder, configuration: PipelineConfiguration) -> FeedPipeline {
        let pipeline = FeedPipeline(folder: folder, configuration: configuration)
        pipeline.keepsLastGoodSections = true
        pipeline.hashesDataReads = true
        return pipeline
    }

    /// Runs `names` (nil: everything) plus every script that failed last time, diffs, and saves the state.
    private func rebuild(rerunning names: Set<String>?, trigger: WatchTrigger) -> WatchUpdate {
        let start = Clock.now()
        awaitCollection()
        var notices: [HostError] = []
        if savesStateInBackground, let failure = writer?.takeFailure() { notices.append(failure) }
        let scriptNames = Set(pipeline.folder.scripts.map(\.name))
        // Scripts that failed last time run again every time, so their errors stay current and clear as soon as
        // the fix lands, wherever it lands (their own file, a module, a data file, feed.lua).
        let failing = failingScripts
        let toRun = names.map { $0.union(failing) }
        let oldSnapshot = baselineSnapshot ?? Snapshot()
        // A save's garbage (one script's items, all converted) is collected after the rebuild returns; a run of
        // several scripts collects as it goes, so their garbage never adds up in the feed's memory account.
        pipeline.defersGarbageCollection = latest != nil && (toRun?.count ?? Int.max) <= 1
        canceller.begin(pipeline)
        var document = pipeline.run(rerunning: toRun, sharingIdentifiersWith: oldSnapshot)
        canceller.end()
        if pipeline.defersGarbageCollection {
            let pipeline = self.pipeline
            collection = Background {
                pipeline.collectDeferredGarbage()
                return true
            }
        }
        let isLaidOut = document.errors.isEmpty || !document.sections.isEmpty
        var savedState = false
        if isLaidOut {
            savedState = compare(&document, against: oldSnapshot, notices: &notices)
        } else if let previous = latest?.document {
            document.sections = previous.sections
            document.contentSize = previous.contentSize
        }
        sequence += latest == nil ? 0 : 1
        let rerun = scriptsRun(toRun, among: scriptNames)
        knownScripts = scriptNames
        return WatchUpdate(
            sequence: sequence, trigger: trigger, document: document, rerun: rerun.sorted(), isLaidOut: isLaidOut,
            savedState: savedState, notices: notices, nanoseconds: Clock.now() - start)
    }

    /// Diffs a laid-out document against the baseline into its `changes`, makes it the new baseline, and saves
    /// the state when the run has no errors; whether the state was saved (or handed to the background writer).
    private func compare(_ document: inout FeedDocument, against oldSnapshot: Snapshot, notices: inout [HostError])
        -> Bool
    {
        let diffStart = Clock.now()
        let newState = pipeline.state(of: document)
        let newSnapshot = pipeline.snapshot ?? Snapshot()
        let baseline = FeedComparison.comparable(
            baselineState, oldSnapshot,
            sectionHashes: { Dictionary(newState.sections.map { ($0.id, $0.hash) }) { first, _ in first } },
            newSnapshot: newSnapshot)
        document.changes = FeedComparison.changes(
            from: baseline.state, baseline.snapshot, to: newState, newSnapshot, options: pipeline.configuration.diff)
        pipeline.recordDiffTime(Clock.now() - diffStart)
        baselineState = newState
        baselineSnapshot = newSnapshot
        guard let store, document.errors.isEmpty else { return false }
        // The first build saves before it returns, so its state file is there when its document is.
        if savesStateInBackground, latest != nil, let writer {
            let encoding = pipeline.stateEncoding(of: document, state: newState)
            writer.save { encoding.bytes() }
            return true
        }
        do {
            try store.save(encoded: pipeline.stateBytes(of: document))
            return true
        } catch {
            notices.append(error)
            return false
        }
    }

    /// The scripts (and `feed.lua`) a rebuild of `toRun` ran (nil: everything): scripts new since the last
    /// rebuild run even when no change named them.
    private func scriptsRun(_ toRun: Set<String>?, among scriptNames: Set<String>) -> Set<String> {
        guard let toRun else {
            return pipeline.folder.manifest == nil ? scriptNames : scriptNames.union([FeedFolder.manifestName])
        }
        return toRun.intersection(scriptNames.union([FeedFolder.manifestName])).union(
            scriptNames.subtracting(knownScripts))
    }
}
