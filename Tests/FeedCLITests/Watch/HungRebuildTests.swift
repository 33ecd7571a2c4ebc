import Foundation
import Testing

/// `feed watch` with a script that never ends, run without a budget or time limit so only cancellation can stop
/// it (issue 18, item 2): a later save cancels the hung rebuild, and SIGTERM or SIGINT end the process within a
/// second, through the real binary.
@Suite("feed watch with a hung script")
struct HungRebuildTests {
    static let unlimited = ["--script-timeout", "0", "--instruction-budget", "999999999999999"]
    static let hung =
        "return { id = \"a\", items = function(ctx) while true do end end,\n"
        + "  layout = layout.list { rowHeight = absolute(50) } }\n"

    /// Section `a` hung from the start, `b` fine.
    static func fixture() -> FeedFixture {
        let feed = FeedFixture()
        feed.write("a.lua", hung)
        feed.writeListSection("b")
        feed.writeItems("b", [("b-1", "two")])
        return feed
    }

    @Test func aSaveCancelsTheHungFirstBuild() throws {
        let feed = Self.fixture()
        let watch = try WatchProcess(
            [feed.path, "--format", "json", "--no-state"] + Self.unlimited, errorsTo: feed.path + ".err")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watch.lines.isEmpty)
        // The data first: the watcher acts on a save within a millisecond, so a.lua saved before its data
        // could be built (one line, with a missing-file error) before the data is there.
        feed.writeItems("a", [("a-1", "one")])
        feed.writeListSection("a")
        // On a loaded machine the watcher may start after that save, leaving the first build hung on the old
        // a.lua with nothing to cancel it: saving again until a line comes keeps this about cancelling.
        for _ in 0..<10 where watch.waitForLines(1, timeout: 3).isEmpty {
            feed.writeListSection("a")
        }
        let document = try watch.document(0)
        #expect((document["errors"] as? [Any])?.isEmpty == true)
        #expect((document["sections"] as? [Any])?.count == 2)
        #expect(watch.stop(with: SIGINT) == 0)
    }

    @Test func deletingTheHungScriptCancelsItsRebuild() throws {
        let feed = Self.fixture()
        feed.writeListSection("a")
        feed.writeItems("a", [("a-1", "one")])
        let watch = try WatchProcess(
            [feed.path, "--format", "json", "--no-state"] + Self.unlimited, errorsTo: feed.path + ".err")
        _ = try watch.document(0)
        feed.write("a.lua", Self.hung)
        Thread.sleep(forTimeInterval: 0.5)
        try FileManager.default.removeItem(atPath: feed.path + "/a.lua")
        let document = try watch.document(1)
        #expect((document["sections"] as? [[String: Any]])?.map { $0["id"] as? String } == ["b"])
        #expect(watch.stop(with: SIGTERM) == 0)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsAHungRebuildWithinASecond(_ signal: Int32) throws {
        let feed = Self.fixture()
        let watch = try WatchProcess([feed.path, "--format", "json"] + Self.unlimited, errorsTo: feed.path + ".err")
        // The first build is hung in a.lua.
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        #expect(watch.stop(with: signal) == 0)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(watch.lines.isEmpty)
    }
}
