import Dispatch
import FeedDiff
import FeedLayout
import FeedScripting
import LuaBridge
import Synchronization

/// The feed pipeline: discover → run scripts (in parallel, one Lua state each) → order → snapshot + layout →
/// document.
///
/// A pipeline lives as long as its feed is watched. Its cache is one entry per script (`ScriptEntry`: the
/// runtime with its Lua state and run, and the layout, snapshot and document parts built from that run, each
/// stamped with the run's revision) plus one for `feed.lua` (`ManifestEntry`). `run(rerunning:)` runs only the
/// scripts named (plus scripts never run), which invalidates exactly their entries; every later step rebuilds
/// what is out of date and takes the rest over. Diffing against a baseline is `FeedComparison`'s job;
/// `FeedBuild` joins the two with the state file.
///
/// `@unchecked Sendable`: one thread drives a pipeline at a time; inside a run it hands each runtime to one task.
package final class FeedPipeline: @unchecked Sendable {
    package private(set) var folder: FeedFolder
    package var configuration: PipelineConfiguration
    /// Keep a failing script's last good section in the document (`feed watch`); its errors are still reported.
    package var keepsLastGoodSections = false
    /// Drop the items' fields once a script is laid out, where nothing reads them again (`ScriptRuntime
    /// .releaseItemFields`), and the items and their payloads once its section is assembled (the document holds
    /// what it needs of them): for a pipeline that runs every script afresh each time (`Feed`), never one that
    /// lays out or assembles a script again without running it (`feed watch`) or keeps last good sections.
    package var releasesItems = false
    /// Leave the garbage each load leaves in its Lua state, and the runs and states the run replaces, for
    /// `collectDeferredGarbage()`, so a run's output does not wait for full collections and frees (a `feed watch`
    /// save; it collects before the next run).
    package var defersGarbageCollection = false
    /// Hash the bytes of every `data/` file a script reads (`ReadHashes`), for a pipeline that later learns of
    /// changes with their hashes (`feed watch`): a one-off build has nothing to compare them with, and hashing
    /// costs ~2 ns a byte (a 14 MB file: ~4% of its build).
    package var hashesDataReads = false
    /// The last good runs this run replaced, freed by `collectDeferredGarbage()`.
    var retired: [RetiredRun] = []
    /// The runs the last run replaced, being freed on another thread (unless `defersGarbageCollection`).
    var releasing: Background<Bool>?
    /// Whether this run lets its items go (`releasesItems`, unless last good sections are kept).
    var dropsRunData: Bool { releasesItems && !keepsLastGoodSections }
    /// The timings of the last run.
    package internal(set) var timings = PipelineTimings()
    /// The `print` lines of the last run, prefixed with their script's name, in file-name order.
    package internal(set) var log: [String] = []
    /// The snapshot of the last run's sections and items (nil when it failed).
    package internal(set) var snapshot: Snapshot?
    /// The layout of the last run that laid the feed out (nil when it failed, unless `keepsLastGoodSections`).
    package internal(set) var layout: LayoutResult?

    /// One entry per section script, in file-name order.
    private(set) var entries: [ScriptEntry]
    /// The entry of each script by file name.
    private(set) var entryNamed: [String: ScriptEntry] = [:]
    /// `feed.lua`'s entry.
    var manifestEntry = ManifestEntry()
    /// The last layout; which of its sections are current is in the entries (`ScriptEntry.laidOut`).
    var layoutCache: LayoutCache?
    /// The memory all the feed's Lua states and the values they return share (`ScriptLimits.memoryLimit`).
    let memory = MemoryAccount(limit: ScriptLimits.defaultMemoryLimit)
    /// The cancellation of the run in progress (or the last one), for `cancel()` from another thread; `isPrepared`
    /// when `prepareRun()` made it for the run about to begin.
    let runCancellation = Mutex<(cancellation: LuaCancellation?, isPrepared: Bool)>((nil, false))

    package init(folder: FeedFolder, configuration: PipelineConfiguration = PipelineConfiguration()) {
        self.folder = folder
        self.configuration = configuration
        entries = folder.scripts.map { ScriptEntry(runtime: ScriptRuntime(file: $0, folder: folder)) }
        indexEntries()
    }

    var manifest: FeedManifest? { manifestEntry.manifest }
    /// The entries' runtimes, in file-name order.
    var runtimes: [ScriptRuntime] { entries.map(\.runtime) }

    /// Lists the folder again (for `feed watch`): new scripts get entries, removed ones are dropped, the others
    /// keep their state and last results.
    package func rediscover() throws(HostError) {
        let fresh = try FeedFolder.discover(at: folder.path)
        entries = fresh.scripts.map {
            entryNamed[$0.name] ?? ScriptEntry(runtime: ScriptRuntime(file: $0, folder: fresh))
        }
        indexEntries()
        if fresh.manifest != folder.manifest { manifestEntry.isLoaded = false }
        folder = fresh
    }

    private func indexEntries() {
        entryNamed = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Runs the pipeline and returns the laid-out document, without changes (see `FeedComparison`).
    ///
    /// - Parameters:
    ///   - names: script file names to run again (`feed.lua` reloads the manifest); nil runs everything. Scripts
    ///     that have never run are always run.
    ///   - base: a snapshot whose identifier table the new snapshot shares, so diffing against it is linear (the
    ///     baseline's); the last run's snapshot when nil.
    /// - Returns: the document; on any error its `sections` are empty (unless `keepsLastGoodSections`) and
    ///   `errors` lists every problem of every script.
    package func run(rerunning names: Set<String>? = nil, sharingIdentifiersWith base: Snapshot? = nil) -> FeedDocument
    {
        run(rerunning: names, sharingIdentifiersWithSnapshotMade: { base })
    }

    /// `run(rerunning:sharingIdentifiersWith:)` with the base snapshot asked for only once the scripts have run,
    /// so it can be made on another thread meanwhile (`build(against:)`).
    func run(rerunning names: Set<String>? = nil, sharingIdentifiersWithSnapshotMade base: () -> Snapshot?)
        -> FeedDocument
    {
        var progress = RunProgress()
        startWorkerEarly()
        begin(reloadingManifest: names == nil || names?.contains(FeedFolder.manifestName) == true)
        let scriptsStart = Clock.now()
        let order = runScripts(names, progress: &progress)
        progress.timings.scripts = Clock.now() - scriptsStart
        collectScriptResults(&progress)
        var document = FeedDocument(environment: configuration.environment)
        let committed = buildSections(order, base: base(), into: &document, progress: &progress)
        var replaced: [RetiredRun] = []
        for index in committed {
            if let run = entries[index].runtime.commit() { replaced.append(run) }
        }
        // Consumed, not copied: a copy left here would outlive the other thread's and free them on this one (a
        // 100k-item run: 10.7 ms of this thread's time, timed between this line and the caller).
        if defersGarbageCollection {
            retired += replaced
        } else {
            releasing = RetiredRunRelease.start(consume replaced)
        }
        finish(&document, progress)
        return document
    }

    /// Stops the run in progress (from any thread): every script still running ends at its next hook tick with
    /// a "cancelled" error, and the run finishes quickly with those errors. A later run is not affected.
    package func cancel() {
        runCancellation.withLock { $0.cancellation?.cancel() }
    }

    /// Makes the next run's cancellation now, from the thread about to start the run, so that a `cancel()` from
    /// here on stops that run. Without it a cancel that arrived before the run made its own cancellation (a
    /// `Task` cancelled as its build began) went to the last run's and was lost: the build ran to its end.
    package func prepareRun() {
        let cancellation = LuaCancellation(feedTimeLimit: configuration.limits.feedTimeLimit)
        runCancellation.withLock { $0 = (cancellation, true) }
    }

    /// Adds the diff's time to the last run's timings.
    func recordDiffTime(_ nanoseconds: UInt64) {
        timings.diff = nanoseconds
    }

    /// Has Dispatch start a worker thread while this thread runs `feed.lua`: it starts them when a parallel phase
    /// first asks, and the scripts then waited for one (a cold `feed build` of the bundled feed, on two cores).
    /// The thread stays in the pool the parallel phases and `Background` use; with one script there is nothing
    /// to run beside it.
    private func startWorkerEarly() {
        guard entries.count > 1 else { return }
        DispatchQueue.global().async {}
    }

    /// Runs `body` for each entry index on all cores, handing each task its entry's runtime only.
    func parallel(_ indices: [Int], _ body: @Sendable (ScriptRuntime, Int) -> Void) {
        let runtimes = entries.map(\.runtime)
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            body(runtimes[indices[slot]], indices[slot])
        }
    }
}

/// What a run has gathered on its way: its timings and its diagnostics, in the order found.
struct RunProgress {
    var timings = PipelineTimings()
    var diagnostics: [Diagnostic] = []
}
