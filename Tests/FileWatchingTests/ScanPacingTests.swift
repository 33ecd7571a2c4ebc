import Testing

@testable import FileWatching

/// Polling rests in proportion to what a scan costs, so a large folder does not keep a core busy.
@Suite struct ScanPacingTests {
    /// A feed whose `data/` holds `count` small files: enough that one scan outlasts a 1 ms poll interval.
    private static func largeFeed(files count: Int) -> TemporaryFeed {
        var files = TemporaryFeed.initialFiles
        for index in 0..<count {
            files["data/set\(index % 10)/file\(index).json"] = "[\(index)]\n"
        }
        return TemporaryFeed(files: files)
    }

    private static func pollingEngine(of feed: TemporaryFeed, interval: Duration) throws -> WatchEngine {
        try WatchEngine(
            scope: WatchScope(root: feed.root, recursiveFolders: ["lib", "data"]),
            options: WatchOptions(pollInterval: interval, forcePolling: true))
    }

    /// Before, the next scan came an interval after the last one began, so a scan longer than the interval was
    /// followed by another at once; now the rest is four times the scan's own cost. The test's own reading of the
    /// cost may run late (the thread descheduled after the scan), so only twice is asserted.
    @Test func aScanLongerThanTheIntervalIsFollowedByALongerRest() throws {
        let feed = Self.largeFeed(files: 3_000)
        let engine = try Self.pollingEngine(of: feed, interval: .milliseconds(1))
        let started = ContinuousClock.now
        engine.scan(at: started)
        let cost = ContinuousClock.now - started
        #expect(cost > .milliseconds(1), "the scan must outlast the interval for the test to mean anything")
        #expect(engine.nextScan - started >= cost * 2)
    }

    /// A quiet folder scanned faster than the interval is scanned at the interval, as before.
    @Test func aQuickScanRestsForTheInterval() throws {
        let feed = TemporaryFeed()
        let engine = try Self.pollingEngine(of: feed, interval: .seconds(5))
        let started = ContinuousClock.now
        engine.scan(at: started)
        #expect(engine.nextScan - started >= .seconds(5))
        #expect(engine.nextScan - started < .seconds(6))
    }

    /// The scan that confirms a batch's quiet period is the last of that batch: the one after it rests. Before,
    /// the batch's end left the next scan a debounce (30 ms) away, one more scan of the whole folder per save.
    @Test func aBatchIsFollowedByARest() throws {
        let feed = TemporaryFeed()
        let engine = try Self.pollingEngine(of: feed, interval: .seconds(1))
        let wake = try #require(WakePipe.open())
        defer { wake.close() }
        feed.write("banners.lua", "return { title = 'Tomorrow' }\n")
        var batch: [FileChange] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while batch.isEmpty && ContinuousClock.now < deadline {
            if case .changes(let changes) = engine.step(until: deadline, wake: wake).result {
                batch = changes
            }
        }
        #expect(batch.map(\.path) == ["banners.lua"])
        #expect(engine.nextScan - ContinuousClock.now > .milliseconds(500))
    }
}
