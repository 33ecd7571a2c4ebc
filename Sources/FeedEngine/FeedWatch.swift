import FileWatching

/// A feed kept built while its files change, as `feed watch` does it (docs/spec/contract.md §4).
///
/// `run` builds once, then after every save runs only the scripts the change reaches (the script saved, the
/// scripts that read a changed `data/` file or required a changed `lib/` module, unless their last run read those
/// very bytes) and hands each build, diffed against the one before, to its callback; a save that reaches no
/// script builds nothing. A failing script keeps its last good section; its errors stay in
/// every build's diagnostics until a save fixes it.
///
/// ```swift
/// let watch = try FeedWatch(feedAt: "plugins")
/// await watch.run { build in
///     print(build.changes?.batch ?? build.diagnostics)
///     return true                                      // false stops watching
/// }
/// ```
///
/// `run` blocks its thread; `stopper.stop()` ends it from any other (or from its callback). In a Swift `Task`,
/// `await watch.run { … }` also ends when the `Task` is cancelled, the build in progress at once (its scripts fail
/// as cancelled, as `FeedCanceller` makes them); the `run` without `await` (on a thread of its own) learns of a
/// cancellation only after that build, or within a second of waiting for changes. Not thread-safe otherwise: one
/// `run` at a time.
public final class FeedWatch {
    private let watcher: FileWatcher
    private let session: FeedSession

    /// Starts watching the folder; nothing is built before `run`.
    ///
    /// - Parameters:
    ///   - statePath: where builds without errors are saved, and the baseline of the first one; nil saves nothing
    ///     and makes the first build a first run. A save that fails is in the build's `fileErrors`.
    /// - Throws: `FeedError` when the folder cannot be read or watched, `statePath` is one of the feed's own files,
    ///   or a limit of `environment` cannot be one.
    public init(
        feedAt path: String, environment: FeedEnvironment = FeedEnvironment(), savingStateTo statePath: String? = nil
    ) throws(FeedError) {
        session = try FeedSession(feedAt: path, environment: environment, savingStateTo: statePath)
        do {
            watcher = try FileWatcher(folder: path)
        } catch {
            throw FeedError(error.description)
        }
    }

    /// Ends `run` from any thread.
    public var stopper: Stopper { Stopper(watcher: watcher) }

    /// Ends the build in progress from any thread, as `Feed`'s and `FeedSession`'s do: its scripts fail as
    /// cancelled and the watch goes on. With `stopper.stop()`, ends a watch at once even in a hung build, which
    /// `stop()` alone lets run to its scripts' time limit; `FeedWatch` had no way to reach it.
    public var canceller: FeedCanceller { session.canceller }

    /// Builds, then rebuilds on every change until `onBuild` returns false, `stopper.stop()` is called or the
    /// `Task` it runs in is cancelled, which also ends the build in progress: a hung script stops at its next
    /// instruction check instead of at its time limit. Blocks the thread it runs on, as the synchronous `run` does.
    ///
    /// A closure whose type is spelled without `async` (`Task { () throws -> T in … }`) gets the synchronous `run`
    /// even with `await` (the compiler warns that nothing is async there): spell it `() async throws -> T`.
    public func run(_ onBuild: (FeedBuild) -> Bool) async {
        // The synchronous `run` only sees `Task.isCancelled` between builds: a build it had begun ran on to its
        // scripts' time limit (minutes, with a long `timeLimit`), and only then did the watch end.
        let (canceller, stopper) = (session.canceller, self.stopper)
        await withTaskCancellationHandler {
            watch(onBuild)
        } onCancel: {
            canceller.cancel()
            stopper.stop()
        }
    }

    /// Builds, then rebuilds on every change until `onBuild` returns false, `stopper.stop()` is called or the
    /// `Task` it runs in is cancelled (seen after the build in progress; `await run` ends that build too).
    public func run(_ onBuild: (FeedBuild) -> Bool) {
        watch(onBuild)
    }

    /// Both `run`s: the build, then one per change, until told to stop.
    private func watch(_ onBuild: (FeedBuild) -> Bool) {
        guard onBuild(session.start()) else { return watcher.stop() }
        // A session's build in a cancelled `Task` fails at once as cancelled: without this check the watch went on
        // handing such builds to `onBuild` after every save, for good.
        while !Task.isCancelled {
            switch watcher.next(timeout: .seconds(1)) {
            case .changes(let batch):
                if let build = session.filesChanged(batch), !onBuild(build) { return watcher.stop() }
            case .timedOut, .interrupted:
                continue
            case .stopped:
                return
            }
        }
        watcher.stop()
    }

    /// Stops a `FeedWatch` from another thread.
    public struct Stopper: Sendable {
        fileprivate let watcher: FileWatcher

        /// Ends the watch's `run` after the build in progress, if any (`FeedWatch.canceller` ends that build).
        public func stop() {
            watcher.stop()
        }
    }
}
