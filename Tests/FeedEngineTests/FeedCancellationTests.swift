import FeedEngine
import FeedTestSupport
import Foundation
import Synchronization
import Testing

/// Ending a build an app no longer wants: its Swift `Task` cancelled, or `canceller.cancel()` from another thread.
/// A hung script would otherwise run to its time limit (here 4 s, so that a build the cancel misses still ends and
/// fails these tests with the time limit's error instead of hanging them).
@Suite struct FeedCancellationTests {
    private static let cancelled = "cancelled: the host stopped this run before it finished"
    private let environment = FeedEnvironment(instructionBudget: Int.max / 2, timeLimit: 4000)

    private func hungFeed() -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "feedcancel")
        folder.write(
            "a.lua",
            """
            return { id = "a", items = function(ctx) while true do end end,
              layout = layout.list {} }
            """)
        return folder
    }

    /// The messages of a build that ran in a `Task` cancelled before the build began.
    private func buildInCancelledTask(_ build: @escaping @Sendable () throws -> FeedBuild?) async throws
        -> [String]
    {
        try await Task.detached { () throws -> [String] in
            // Returns (throwing) once the task is cancelled.
            try? await Task.sleep(for: .seconds(600))
            return try build()?.diagnostics.map(\.message) ?? []
        }.cancelledAtOnce().value
    }

    /// `build()`, and `check()` (`checks`).
    @Test(arguments: [false, true])
    func aFeedBuildInACancelledTaskEndsWithCancelledErrors(checks: Bool) async throws {
        let folder = hungFeed()
        let (path, environment) = (folder.path, self.environment)
        let messages = try await buildInCancelledTask {
            let feed = try Feed(opening: path, environment: environment)
            return checks ? feed.check() : feed.build()
        }
        #expect(messages == [Self.cancelled])
        withExtendedLifetime(folder) {}
    }

    @Test func aSessionBuildInACancelledTaskEndsAndSavesNothing() async throws {
        let folder = hungFeed()
        let (path, environment) = (folder.path, self.environment)
        let state = folder.path + "/state.json"
        let messages = try await buildInCancelledTask {
            try FeedSession(feedAt: path, environment: environment, savingStateTo: state).start()
        }
        #expect(messages == [Self.cancelled])
        #expect(!FileManager.default.fileExists(atPath: state))
        withExtendedLifetime(folder) {}
    }

    /// A `FeedWatch` run in a cancelled `Task` ends after its first build, both `run`s (`awaits`: the `async` one,
    /// else the synchronous one on the task's thread). It went on waiting for saves, each build of which failed as
    /// cancelled; the safety net here stops it after 60 s and says so (10 s was met by the first build itself in
    /// the whole suite under AddressSanitizer at load ~4, where alone it takes under 1 s).
    @Test(arguments: [true, false])
    func aWatchInACancelledTaskEnds(awaits: Bool) async throws {
        let folder = hungFeed()
        let (path, environment) = (folder.path, self.environment)
        let netFired = DoneFlag()
        // `async` spelled out: a closure typed `() throws -> …` took the synchronous `run` despite its `await`.
        let builds = try await Task.detached { () async throws -> [[String]] in
            try? await Task.sleep(for: .seconds(600))
            let watch = try FeedWatch(feedAt: path, environment: environment)
            let stopper = watch.stopper
            let net = Thread {
                sleep(60)
                netFired.value.store(true, ordering: .releasing)
                stopper.stop()
            }
            net.start()
            var builds: [[String]] = []
            let record = { (build: FeedBuild) -> Bool in
                builds.append(build.diagnostics.map(\.message))
                return true
            }
            if awaits { await watch.run(record) } else { runBlocking(watch, record) }
            return builds
        }.cancelledAtOnce().value
        let stoppedByTheNet = netFired.value.load(ordering: .acquiring)
        #expect(!stoppedByTheNet, "the watch went on after its Task was cancelled")
        #expect(builds == [[Self.cancelled]])
        withExtendedLifetime(folder) {}
    }

    /// `await watch.run` in a `Task` cancelled while its first build's hung script runs: the build ends cancelled,
    /// and so does the watch. The build ran on to the script's time limit (here 4 s; minutes under a long
    /// `timeLimit`), its error that limit's, and the watch only then saw the cancellation.
    @Test func cancellingAWatchsTaskEndsTheBuildInProgress() async throws {
        let folder = hungFeed()
        let (path, environment) = (folder.path, self.environment)
        let started = DoneFlag()
        let task = Task.detached { () async throws -> [[String]] in
            let watch = try FeedWatch(feedAt: path, environment: environment)
            started.value.store(true, ordering: .releasing)
            var builds: [[String]] = []
            await watch.run { build in
                builds.append(build.diagnostics.map(\.message))
                return true
            }
            return builds
        }
        // From a thread of its own, as in the canceller's test: the watch blocks one of the tasks' few threads.
        Thread {
            while !started.value.load(ordering: .acquiring) { usleep(1_000) }
            usleep(100_000)
            task.cancel()
        }.start()
        let builds = try await task.value
        #expect(builds == [[Self.cancelled]])
        withExtendedLifetime(folder) {}
    }

    /// A watch run on a thread of its own is ended in a hung build by its canceller and its stopper together: the
    /// build fails as cancelled at once instead of at the script's time limit (4 s here).
    @Test func aWatchsCancellerEndsItsBuildInProgress() throws {
        let folder = hungFeed()
        let watch = try FeedWatch(feedAt: folder.path, environment: environment)
        let (canceller, stopper) = (watch.canceller, watch.stopper)
        let done = DoneFlag()
        let thread = Thread {
            while !done.value.load(ordering: .acquiring) {
                stopper.stop()
                canceller.cancel()
                usleep(10_000)
            }
        }
        thread.start()
        var builds: [[String]] = []
        watch.run { build in
            builds.append(build.diagnostics.map(\.message))
            return true
        }
        done.value.store(true, ordering: .releasing)
        #expect(builds == [[Self.cancelled]])
    }

    /// `FeedCanceller`'s example as written, in a `Task` cancelled while its hung script runs (or before: either
    /// way it ends cancelled, not at the time limit).
    @Test func theCancellerExampleEndsTheBuildOfACancelledTask() async throws {
        let folder = hungFeed()
        let (path, environment) = (folder.path, self.environment)
        let task = Task.detached { () throws -> [String] in
            let feed = try Feed(opening: path, environment: environment)
            let baseline: FeedBaseline? = nil
            let canceller = feed.canceller
            let build = await withTaskCancellationHandler {
                feed.build(against: baseline)
            } onCancel: {
                canceller.cancel()
            }
            return build.diagnostics.map(\.message)
        }
        // From a thread of its own: the build blocks one of the few threads tasks run on, and a cancel waiting
        // for one of them came only after the script's time limit, with the suite's other tests running.
        Thread {
            usleep(50_000)
            task.cancel()
        }.start()
        let messages = try await task.value
        #expect(messages == [Self.cancelled])
        withExtendedLifetime(folder) {}
    }

    /// The cancellation handler's way, as `FeedCanceller` shows it: cancels keep coming from another thread until
    /// the build returns, so whether the first lands before the scripts start or while they run, it is not lost.
    @Test func aCancelFromAnotherThreadEndsARunningFeedBuild() throws {
        let folder = hungFeed()
        let feed = try Feed(opening: folder.path, environment: environment)
        let canceller = feed.canceller
        let done = DoneFlag()
        let thread = Thread {
            while !done.value.load(ordering: .acquiring) {
                canceller.cancel()
                usleep(10_000)
            }
        }
        thread.start()
        let build = feed.build()
        done.value.store(true, ordering: .releasing)
        #expect(!build.succeeded && build.diagnostics.map(\.message) == [Self.cancelled])
        // The next build is not cancelled: its hung script ends at its time limit of 50 ms instead.
        feed.environment.timeLimit = 50
        #expect(feed.build().diagnostics.map(\.message).first?.contains("cancelled") == false)
    }
}

/// The synchronous `FeedWatch.run`, which a caller in a `Task` reaches from a function that is not `async`.
private func runBlocking(_ watch: FeedWatch, _ onBuild: (FeedBuild) -> Bool) {
    watch.run(onBuild)
}

private final class DoneFlag: Sendable {
    let value = Atomic(false)
}

extension Task {
    /// The task, cancelled.
    fileprivate func cancelledAtOnce() -> Task {
        cancel()
        return self
    }
}
