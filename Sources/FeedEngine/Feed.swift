import FeedHost
import FeedScripting

/// A feed folder opened for building (docs/spec/contract.md §1): its section scripts, each kept in its own Lua
/// state from one build to the next.
///
/// ```swift
/// let feed = try Feed(opening: "plugins")
/// let first = feed.build()                           // a first run: everything is inserted
/// try first.baseline.save(to: feed.statePath)
/// let second = feed.build(against: first.baseline)   // only what changed since
/// print(second.changes?.batch ?? "failed: \(second.diagnostics)")
/// ```
///
/// Not thread-safe: one thread builds a feed at a time. Builds of one folder by several `Feed`s at once are safe,
/// and so are their saves of one state file (the last one saved stays). A build blocks its thread until its
/// scripts end, or the limits of `environment` end them, or `canceller.cancel()` from another thread does (call
/// it from the Swift `Task`'s cancellation handler, see `FeedCanceller`); a build started in a cancelled `Task`
/// ends at once. A cancelled build fails with "cancelled" errors.
public final class Feed {
    package let pipeline: FeedPipeline
    private var hasBuilt = false
    private let running = RebuildCanceller()

    /// Lists the folder's scripts; nothing runs before `build`.
    ///
    /// - Throws: `FeedError` when `path` is not a readable folder, or a limit of `environment` cannot be one (a
    ///   budget of no instructions, a negative time).
    public init(opening path: String, environment: FeedEnvironment = FeedEnvironment()) throws(FeedError) {
        if let problem = environment.limitsProblem { throw FeedError(problem) }
        do {
            pipeline = FeedPipeline(
                folder: try FeedFolder.discover(at: path), configuration: environment.configuration)
            // Every build runs every script afresh: nothing reads an item's fields after its section is laid out.
            pipeline.releasesItems = true
        } catch {
            throw FeedError(error)
        }
    }

    /// The folder, as given.
    public var path: String { pipeline.folder.path }
    /// The section scripts' file names, sorted (`feed.lua`, the manifest, is not one).
    public var scripts: [String] { pipeline.folder.scripts.map(\.name) }
    /// Where `feed build` keeps the baseline: `.feed/state.json` inside the folder.
    public var statePath: String { pipeline.folder.defaultStatePath }

    /// `statePath` of the feed folder at `path`, without listing it.
    package static func defaultStatePath(of path: String) -> String {
        FeedFolder.defaultStatePath(of: path)
    }

    /// Ends the build in progress from another thread (the one member of a `Feed` other threads may use).
    public var canceller: FeedCanceller { FeedCanceller(canceller: running) }

    /// The environment of the next build; changing it lays every section out again.
    public var environment: FeedEnvironment {
        get { FeedEnvironment(pipeline.configuration) }
        set { pipeline.configuration = newValue.configuration }
    }

    /// Whether a build with errors still lays out the sections that worked, leaving the failed ones out
    /// (`feed build --keep-going`); its `changes` stay nil, so nothing there is a baseline to save.
    package var keepsGoing: Bool {
        get { pipeline.keepsLastGoodSections }
        set { pipeline.keepsLastGoodSections = newValue }
    }

    /// Refuses a `.feed` folder or state file that is a link leading outside the feed (`feed build` writes there).
    package func checkDefaultStatePath() throws(FeedError) {
        try Self.checkDefaultStatePath(of: pipeline.folder)
    }

    /// `checkDefaultStatePath()` to run again later, without holding the feed: `feed build` checks once more
    /// after its scripts ran, as a link made meanwhile (a checkout during a long build) would be written through.
    package var defaultStatePathCheck: @Sendable () throws(FeedError) -> Void {
        let folder = pipeline.folder
        return { () throws(FeedError) in try Self.checkDefaultStatePath(of: folder) }
    }

    private static func checkDefaultStatePath(of folder: FeedFolder) throws(FeedError) {
        do {
            try folder.checkDefaultStatePath()
        } catch {
            throw FeedError(error)
        }
    }

    /// Runs every script, lays the feed out and diffs it against `baseline`.
    ///
    /// Every build after the first lists the folder again, so scripts added or removed since count; each script
    /// keeps its Lua state from one build to the next.
    ///
    /// - Parameter baseline: what the build is compared with; nil for a first run, where everything is inserted.
    public func build(against baseline: FeedBaseline? = nil) -> FeedBuild {
        if let failed = relist() { return failed }
        let document = cancellable { pipeline.build(against: baseline?.state) }
        return FeedBuild(
            document: document, layout: pipeline.layout, snapshot: pipeline.snapshot, log: pipeline.log, folder: path)
    }

    /// Runs and validates every script and lays the feed out, without a baseline: `changes` is nil
    /// (`feed check`).
    public func check() -> FeedBuild {
        if let failed = relist() { return failed }
        let document = cancellable { pipeline.run() }
        return FeedBuild(
            document: document, layout: pipeline.layout, snapshot: pipeline.snapshot, log: pipeline.log, folder: path)
    }

    /// Runs `build` (one run of the pipeline) where `canceller` reaches it.
    private func cancellable(_ build: () -> FeedDocument) -> FeedDocument {
        running.begin(pipeline)
        defer { running.end() }
        return build()
    }

    /// Lists the folder again after the first build; a failed build when it cannot be read any more, or when
    /// `environment` was set to limits that cannot be.
    private func relist() -> FeedBuild? {
        if let problem = environment.limitsProblem {
            return FeedBuild(failedToList: path, because: problem, environment: pipeline.configuration.environment)
        }
        defer { hasBuilt = true }
        guard hasBuilt else { return nil }
        do {
            try pipeline.rediscover()
            return nil
        } catch {
            return FeedBuild(
                failedToList: path, because: error.description, environment: pipeline.configuration.environment)
        }
    }
}
