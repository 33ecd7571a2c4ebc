import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// Files appearing, disappearing, being touched and saved in bursts, on both backends.
@Suite struct FileLifecycleTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    @Test(arguments: backends)
    func deleteThenRecreate(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.remove("banners.lua")
        #expect(harness.waitFor("banners.lua", nil))
        #expect(harness.state.batches.last == [FileChange(path: "banners.lua", kind: .deleted, contentHash: nil)])
        harness.feed.write("banners.lua", "return { title = 'Back' }\n")
        #expect(harness.waitFor("banners.lua", "return { title = 'Back' }\n"))
        #expect(harness.state.batches.last?.map(\.kind) == [.created])
        #expect(harness.state.problems.isEmpty)
    }

    /// Deleted and written again with the same bytes before the batch is cut: nothing to report.
    @Test(arguments: backends)
    func deleteAndRecreateWithTheSameBytesInOneGo(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let text = TemporaryFeed.initialFiles["banners.lua"]!
        harness.feed.remove("banners.lua")
        harness.feed.write("banners.lua", text)
        harness.pump(for: .milliseconds(300))
        // Polling may see the gap between the two calls; then the two batches cancel out.
        #expect(harness.state.hashes == ReportedState(files: TemporaryFeed.initialFiles).hashes)
        #expect(harness.state.problems.isEmpty)
    }

    @Test(arguments: backends)
    func newScript(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write("stories.lua", "return { kind = 'stories' }\n")
        #expect(harness.waitFor("stories.lua", "return { kind = 'stories' }\n"))
        #expect(harness.state.reportedPaths == ["stories.lua"])
        #expect(harness.state.batches.joined().first?.kind == .created)
        #expect(harness.state.problems.isEmpty)
    }

    @Test(arguments: backends)
    func removedScript(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.remove("feed.lua")
        #expect(harness.waitFor("feed.lua", nil))
        #expect(harness.state.batches == [[FileChange(path: "feed.lua", kind: .deleted, contentHash: nil)]])
    }

    @Test(arguments: backends)
    func touchWithoutChangeReportsNothing(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.touch("banners.lua")
        harness.feed.touch("data/apps.json")
        harness.feed.write("lib/recipes.lua", TemporaryFeed.initialFiles["lib/recipes.lua"]!)
        #expect(harness.staysQuiet(for: .milliseconds(400)))
    }

    @Test(arguments: backends)
    func identicalSaveByRenameReportsNothing(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.replace("banners.lua", TemporaryFeed.initialFiles["banners.lua"]!, via: "banners.lua.tmp")
        #expect(harness.staysQuiet(for: .milliseconds(400)))
    }

    /// 100 saves spread over about a second: far fewer batches than saves, and the last content wins.
    @Test(arguments: backends)
    func hundredSavesInASecond(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        var last = ""
        for save in 0..<100 {
            // Lengths vary and repeat, so equal sizes with equal coarse mtimes occur: the hash must decide.
            last = "return { save = \(save % 7 == 0 ? save : save * 1000) }\n"
            harness.feed.write("banners.lua", last)
            harness.pump(for: .milliseconds(10))
        }
        #expect(harness.waitFor("banners.lua", last))
        #expect(harness.staysQuiet(for: .milliseconds(300)))
        #expect(harness.state.batches.count <= 25)
        #expect(harness.state.reportedPaths == ["banners.lua"])
        #expect(harness.state.problems.isEmpty)
    }

    /// A consumer busy between calls (rebuilding for longer than the debounce) while saves keep coming: events
    /// queued meanwhile belong to the same burst, so it still gets few batches.
    @Test(arguments: backends)
    func busyConsumerStillGetsFewBatches(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let start = ContinuousClock.now
        var last = ""
        for save in 0..<50 {
            last = "return { busy = \(save) }\n"
            harness.feed.write("banners.lua", last)
            usleep(25_000)
            if case .changes(let batch) = harness.watcher.next(timeout: .zero) {
                harness.state.apply(batch)
            }
        }
        let elapsed = ContinuousClock.now - start
        #expect(harness.waitFor("banners.lua", last))
        // Only the maximum delay may cut a batch while saves keep coming (200 ms in `testOptions`): about 6 here
        // on an idle machine, against 25 or more if every busy spell cut one. Scales with a slow machine.
        #expect(harness.state.batches.count <= Int(elapsed / .milliseconds(200)) + 4)
        #expect(harness.state.problems.isEmpty)
    }

    /// Several files changed together arrive sorted by path; the harness checks order in every batch.
    @Test(arguments: backends)
    func batchesAreSortedByPath(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        var expected = harness.state.hashes
        for (path, text) in [
            ("zebra.lua", "z"), ("banners.lua", "b"), ("lib/sub/x.lua", "x2"), ("data/apps.json", "[]"),
            ("apps.lua", "a"),
        ] {
            harness.feed.write(path, text)
            expected[path] = FNV1a.of(text.utf8)
        }
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// Writes that close nothing: `truncate(2)` by path, and a writer that keeps its file open (a generator
    /// flushing `data/` as it goes). inotify sends `IN_MODIFY` alone; the watcher used to wait for a close that
    /// never came, and `feed watch` kept the old bytes.
    @Test(arguments: backends)
    func writesThatNeverCloseAreSeen(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        #expect(truncate(harness.feed.path("data/apps.json"), 3) == 0)
        #expect(harness.waitFor("data/apps.json", "[{\""))
        let descriptor = open(harness.feed.path("banners.lua"), O_WRONLY | O_TRUNC | O_CLOEXEC)
        defer { close(descriptor) }
        let text = Array("return { title = 'Open' }\n".utf8)
        #expect(text.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == text.count)
        #expect(harness.waitFor("banners.lua", "return { title = 'Open' }\n"))
        #expect(harness.state.problems.isEmpty)
    }
}
