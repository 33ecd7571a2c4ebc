import FeedHost
import FeedTestSupport
import Foundation
import Testing

/// `feed watch` prints a rebuild before its state file is on disk (the write runs on a queue of its own): a stop
/// signal waits for the write, and a kill at any instant leaves a valid state file, the previous or the new one.
@Suite("feed watch state writes", .tags(.slow), .enabled(if: SlowTests.enabled))
struct StateWriteTests {
    /// The item ids of the state file, or nil when it is missing or not a valid state file.
    static func stateItems(_ feed: FeedFixture) -> [String]? {
        guard case .state(let state) = StateStore(path: feed.statePath).load() else { return nil }
        return state.sections.flatMap { $0.items.map(\.id) }
    }

    @Test func aStopAfterTheLineLeavesTheNewStateFile() throws {
        let feed = WatchCommandTests.fixture()
        let watch = try WatchProcess([feed.path, "--format", "json"], errorsTo: feed.path + ".err")
        _ = try watch.document(0)
        feed.writeItems("a", [("a-1", "one"), ("a-2", "new")])
        _ = try watch.document(1)
        #expect(watch.stop(with: SIGTERM) == 0)
        #expect(Self.stateItems(feed) == ["a-1", "a-2", "b-1"])
    }

    /// Killed the moment the line is out: the state file is whole, and it is the old or the new state.
    @Test func aKillRightAfterTheLineLeavesAValidStateFile() throws {
        let feed = WatchCommandTests.fixture()
        let watch = try WatchProcess([feed.path, "--format", "json"], errorsTo: feed.path + ".err")
        _ = try watch.document(0)
        feed.writeItems("a", [("a-1", "one"), ("a-2", "new")])
        _ = watch.waitForLines(2)
        kill(watch.process.processIdentifier, SIGKILL)
        watch.process.waitUntilExit()
        let items = try #require(Self.stateItems(feed))
        #expect(items == ["a-1", "b-1"] || items == ["a-1", "a-2", "b-1"])
    }
}
