import FeedHost
import FeedLayout
import Synchronization

/// The feed pipelines behind a preview: one per layout environment shown, each re-running only the scripts a
/// change affects, as `feed watch` does.
///
/// A failing script keeps its last good section (the document still lists its errors), and each document's
/// `changes` are against the last good run at the same environment.
///
/// Thread safety: every method may be called from any thread; runs are serialised.
public final class FeedRebuilder: Sendable {
    private struct Pipelines {
        var folder: FeedFolder
        var entries: [LayoutEnvironment: Entry] = [:]
    }

    private struct Entry {
        let pipeline: FeedPipeline
        /// Scripts to run again at the next build; nil runs everything.
        var pending: Set<String>?
        var baseline: FeedState?
    }

    /// The variables and limits of every run; its environment is replaced by the one asked for.
    public let configuration: PipelineConfiguration
    private let pipelines: Mutex<Pipelines>

    public init(folder: FeedFolder, configuration: PipelineConfiguration) {
        self.configuration = configuration
        pipelines = Mutex(Pipelines(folder: folder))
    }

    /// Runs the feed at `environment`: every script the first time, afterwards only those changes affected.
    public func document(at environment: LayoutEnvironment) -> FeedDocument {
        pipelines.withLock { pipelines in
            var entry =
                pipelines.entries[environment]
                ?? {
                    var configuration = self.configuration
                    configuration.environment = environment
                    let pipeline = FeedPipeline(folder: pipelines.folder, configuration: configuration)
                    pipeline.keepsLastGoodSections = true
                    return Entry(pipeline: pipeline, pending: nil, baseline: nil)
                }()
            let document = entry.pipeline.build(against: entry.baseline, rerunning: entry.pending)
            entry.pending = []
            if document.errors.isEmpty { entry.baseline = FeedState(document) }
            pipelines.entries[environment] = entry
            return document
        }
    }

    /// Notes changed files (paths relative to the feed folder, as the file watcher reports them) for the next
    /// build of every environment. A top-level script created or deleted makes the pipelines list the folder
    /// again.
    public func filesChanged(_ paths: [String]) {
        let relisting = paths.contains { !$0.contains("/") && $0.hasSuffix(".lua") }
        pipelines.withLock { pipelines in
            if relisting, let fresh = try? FeedFolder.discover(at: pipelines.folder.path) {
                pipelines.folder = fresh
            }
            for (environment, var entry) in pipelines.entries {
                if relisting { try? entry.pipeline.rediscover() }
                var affected = Set<String>()
                for path in paths { affected.formUnion(entry.pipeline.scripts(affectedBy: path)) }
                entry.pending = entry.pending.map { $0.union(affected) }
                pipelines.entries[environment] = entry
            }
        }
    }
}
