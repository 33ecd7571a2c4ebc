import Foundation
import Testing

@testable import FileWatching

/// The inotify backend's coalescing: a lone save goes out at once, and only bursts and unfinished files wait for
/// the quiet period. The quiet period here is long (2 s), so "at once" and "waited" are told apart by a wide
/// margin whatever the machine's load.
@Suite struct CoalescingTests {
    static let quiet = Duration.seconds(2)

    static func harness() throws -> WatchHarness {
        let options = WatchOptions(settle: .milliseconds(1), debounce: quiet, maximumDelay: .seconds(10))
        return try WatchHarness(options: options)
    }

    /// Waits for the next batch; how long it took, and the batch.
    static func nextBatch(_ harness: WatchHarness) -> (Duration, [FileChange]) {
        let start = ContinuousClock.now
        guard case .changes(let batch) = harness.watcher.next(timeout: .seconds(10)) else { return (.seconds(10), []) }
        harness.state.apply(batch)
        return (ContinuousClock.now - start, batch)
    }

    @Test func aLoneSaveInPlaceIsDeliveredWithoutWaitingForTheQuietPeriod() throws {
        let harness = try Self.harness()
        harness.feed.write("banners.lua", "return { lone = 1 }\n")
        let (elapsed, batch) = Self.nextBatch(harness)
        #expect(elapsed < Self.quiet / 2)
        #expect(batch.map(\.path) == ["banners.lua"])
        #expect(harness.state.hashes == harness.state.expecting("banners.lua", "return { lone = 1 }\n"))
    }

    /// Vim's rename-and-write pair: the original renamed away, then the new file written. The removal alone would
    /// wait; the write that follows settles it, so one `modified` goes out at once.
    @Test func anEditorsRenameAndWritePairIsOneChangeDeliveredAtOnce() throws {
        let harness = try Self.harness()
        harness.feed.rename("banners.lua", to: "banners.lua~")
        harness.feed.write("banners.lua", "return { vim = 1 }\n")
        let (elapsed, batch) = Self.nextBatch(harness)
        #expect(elapsed < Self.quiet / 2)
        #expect(batch.map(\.kind) == [.modified])
        #expect(harness.state.problems.isEmpty)
    }

    /// An atomic save (VS Code, Python's `os.replace`, the browser test): a sibling temporary written, then
    /// renamed over the file. The temporary's going away is not a removal to wait on (the last batch never
    /// reported it), so one `modified` goes out at once; it waited for the quiet period before.
    @Test func anAtomicSaveThroughATemporaryIsDeliveredAtOnce() throws {
        let harness = try Self.harness()
        harness.feed.write("banners.lua.tmp", "return { atomic = 1 }\n")
        harness.feed.rename("banners.lua.tmp", to: "banners.lua")
        let (elapsed, batch) = Self.nextBatch(harness)
        #expect(elapsed < Self.quiet / 2)
        #expect(batch.map(\.path) == ["banners.lua"])
        #expect(batch.map(\.kind) == [.modified])
    }

    /// A removed file may be replaced at once (an editor between its rename and its write): it waits for quiet.
    @Test func aRemovalWaitsForTheQuietPeriod() throws {
        let harness = try Self.harness()
        harness.feed.remove("banners.lua")
        let (elapsed, batch) = Self.nextBatch(harness)
        #expect(elapsed >= Self.quiet)
        #expect(batch.map(\.kind) == [.deleted])
    }

    /// A save that comes within the quiet period of the previous batch is part of a burst: it waits until the
    /// saves stop, and the batch holds the last content.
    @Test func aSaveRightAfterABatchWaitsUntilTheBurstIsOver() throws {
        let harness = try Self.harness()
        harness.feed.write("banners.lua", "return { burst = 1 }\n")
        _ = Self.nextBatch(harness)
        harness.feed.write("banners.lua", "return { burst = 2 }\n")
        harness.feed.write("banners.lua", "return { burst = 3 }\n")
        let (elapsed, batch) = Self.nextBatch(harness)
        #expect(elapsed >= Self.quiet)
        #expect(batch.map(\.path) == ["banners.lua"])
        #expect(harness.state.hashes == harness.state.expecting("banners.lua", "return { burst = 3 }\n"))
        #expect(harness.state.problems.isEmpty)
    }

    /// A file created and still being written (not closed) is not cut half-way: the batch waits for quiet.
    @Test func aNewFileStillOpenForWritingWaits() throws {
        let harness = try Self.harness()
        let descriptor = open(harness.feed.path("new.lua"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        let early = harness.watcher.next(timeout: Self.quiet / 2)
        #expect(early == .timedOut)
        close(descriptor)
        let (_, batch) = Self.nextBatch(harness)
        #expect(batch.map(\.kind) == [.created])
    }

    /// Burst detection keys on the previous batch's last event: within the quiet period of a lone save, within
    /// the maximum delay of a burst's batch; a save later than that is acted on at once again.
    @Test func pendingBatchMarksOnlyEventsSoonAfterThePreviousBatchAsABurst() {
        var pending = PendingBatch()
        let start = ContinuousClock.now
        func note(_ milliseconds: Int) {
            pending.note(
                start + .milliseconds(milliseconds), quiet: .milliseconds(30), maximumDelay: .milliseconds(250))
        }
        note(0)
        #expect(!pending.isBurst)
        pending.clear()
        note(10)
        #expect(pending.isBurst)
        note(20)
        pending.clear()
        note(120)  // 100 ms after a burst's batch: still the burst
        #expect(pending.isBurst)
        pending.clear()
        note(400)  // 280 ms later: a lone save
        #expect(!pending.isBurst)
        pending.clear()
        note(460)  // 60 ms after a lone save: a lone save again
        #expect(!pending.isBurst)
        #expect(pending.due(quiet: .milliseconds(1), maximumDelay: .seconds(1)) == start + .milliseconds(461))
    }
}
