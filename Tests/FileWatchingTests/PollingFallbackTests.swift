import StableHashing
import Testing

@testable import FileWatching

/// Falling back to polling when inotify's watch limit is reached, with a one-line notice.
@Suite struct PollingFallbackTests {
    /// Four directories to watch (`""`, `data`, `lib`, `lib/sub`) against a limit of two: polling from the start.
    @Test func watchLimitAtStartFallsBackToPolling() throws {
        let harness = try WatchHarness(.inotify, watchLimit: 2)
        #expect(harness.watcher.backend == .polling)
        #expect(harness.noticeLog.all.count == 1)
        #expect(harness.noticeLog.all.first?.contains("watch limit") == true)
        #expect(harness.noticeLog.all.first?.contains("polling every 20 ms (less often if a scan takes long)") == true)
        harness.feed.write("lib/sub/x.lua", "return 'polled'\n")
        #expect(harness.waitFor("lib/sub/x.lua", "return 'polled'\n"))
    }

    /// Enough watches at the start; a new subfolder passes the limit, and nothing written meanwhile is lost.
    @Test func watchLimitReachedLaterFallsBackWithoutLosingChanges() throws {
        let harness = try WatchHarness(.inotify, watchLimit: 4)
        #expect(harness.watcher.backend == .inotify)
        harness.feed.write("lib/more/y.lua", "return 'y'\n")
        harness.feed.write("banners.lua", "return 'both'\n")
        var expected = harness.state.expecting("lib/more/y.lua", "return 'y'\n")
        expected["banners.lua"] = FNV1a.of("return 'both'\n".utf8)
        #expect(harness.waitFor(expected))
        #expect(harness.watcher.backend == .polling)
        #expect(harness.noticeLog.all.filter { $0.contains("watch limit") }.count == 1)
        harness.feed.write("lib/more/y.lua", "return 'y2'\n")
        #expect(harness.waitFor("lib/more/y.lua", "return 'y2'\n"))
        #expect(harness.state.problems.isEmpty)
    }

    @Test func forcedPollingPrintsNoNotice() throws {
        let harness = try WatchHarness(.polling)
        #expect(harness.watcher.backend == .polling)
        #expect(harness.noticeLog.all.isEmpty)
    }
}
