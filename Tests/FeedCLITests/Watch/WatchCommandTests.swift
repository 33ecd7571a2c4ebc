import FeedTestSupport
import Foundation
import Testing

/// `feed watch` as users run it: NDJSON documents on standard output, one per rebuild, and signals.
@Suite("feed watch", .tags(.slow), .enabled(if: SlowTests.enabled))
struct WatchCommandTests {
    /// A fixture with sections `a` and `b` (50-point rows from data files).
    static func fixture() -> FeedFixture {
        let feed = FeedFixture()
        feed.writeListSection("a")
        feed.writeListSection("b")
        feed.writeItems("a", [("a-1", "one")])
        feed.writeItems("b", [("b-1", "two")])
        return feed
    }

    @Test func oneDocumentPerRebuildThroughAnErrorAndItsFixThenSIGINTExitsZero() throws {
        let feed = Self.fixture()
        let watch = try WatchProcess([feed.path, "--format", "json", "--no-state"], errorsTo: feed.path + ".err")
        let first = try watch.document(0)
        #expect((first["sections"] as? [Any])?.count == 2)
        #expect((first["changes"] as? [String: Any])?["baseline"] as? String == "none")

        // A data file change re-runs its reader: b-1's row is now 100 points below a's two rows' start.
        feed.writeItems("a", [("a-1", "one"), ("a-2", "new")])
        let grown = try watch.document(1)
        let items = (grown["changes"] as? [String: Any])?["items"] as? [String: Any]
        #expect(items?["inserted"] as? [String] == ["a-2"])
        let sections = grown["sections"] as? [[String: Any]] ?? []
        #expect(numbers(sections.last?["frame"]) == [0, 100, 390, 50])

        feed.write("a.lua", "return {\n  id = \"a\",\n  items = oops(\n}\n")
        let broken = try watch.document(2)
        let error = (broken["errors"] as? [[String: Any]])?.first
        #expect(error?["script"] as? String == "a.lua")
        #expect(error?["line"] as? Int != nil)
        #expect((broken["sections"] as? [Any])?.count == 2)

        feed.writeListSection("a", header: "Fixed")
        let fixed = try watch.document(3)
        #expect((fixed["errors"] as? [Any])?.isEmpty == true)
        let updated = ((fixed["changes"] as? [String: Any])?["sections"] as? [String: Any])?["updated"]
        #expect((updated as? [[String: Any]])?.map { $0["id"] as? String } == ["a"])

        #expect(watch.stop(with: SIGINT) == 0)
        #expect(watch.lines.count == 4)
        #expect(feed.state == nil)
    }

    /// `SIGHUP` runs every script again, as watch's own hint says (`kill -HUP to run everything again`); the guide
    /// and the contract had never said so.
    @Test func sighupRunsEverythingAgainAndTheStateFileFollows() throws {
        #expect(KitFolders.read(KitFolders.docs + "/guide.md").contains("`kill -HUP` with the"))
        #expect(KitFolders.read(KitFolders.docs + "/spec/contract.md").contains("SIGHUP runs every script again"))
        let feed = Self.fixture()
        let watch = try WatchProcess([feed.path, "--format", "json"], errorsTo: feed.path + ".err")
        _ = try watch.document(0)
        #expect(feed.state != nil)
        kill(watch.process.processIdentifier, SIGHUP)
        let again = try watch.document(1)
        let changes = again["changes"] as? [String: Any]
        #expect(changes?["baseline"] as? String == "previous")
        #expect((changes?["sections"] as? [String: Any])?["updated"] as? [String] == [])
        #expect((again["sections"] as? [Any])?.count == 2)
        #expect(watch.stop(with: SIGTERM) == 0)
    }

    /// 100 saves of a data file within about a second: the rebuilds of the burst are coalesced (the watcher cuts
    /// a batch at most every 250 ms while saves keep coming, a save that arrives while a rebuild runs cancels it)
    /// and the output ends with exactly one document of the final content. With a reader that spins for
    /// `spin` ms before it reads, saves land between the watcher's look at the file and the read far more often
    /// (the rebuild then reads bytes a later batch reports again: two documents of the last save in 6 bursts of
    /// 11 before the host kept the hashes of what it read).
    @Test(arguments: [0, 50])
    func aBurstOfAHundredSavesEndsInOneRebuildOfTheFinalContent(spin: Int) throws {
        let feed = Self.fixture()
        if spin > 0 {
            feed.write(
                "a.lua",
                """
                return { id = "a", layout = layout.list {}, items = function(ctx)
                  local start = os.clock() while os.clock() - start < \(Double(spin) / 1000) do end
                  return ctx.data("a.json") end }
                """)
        }
        let watch = try WatchProcess([feed.path, "--format", "json", "--no-state"], errorsTo: feed.path + ".err")
        _ = try watch.document(0)
        for save in 1...100 {
            feed.writeItems("a", [("a-1", "Save \(save)")])
            usleep(10_000)
        }
        _ = watch.waitForText("\"title\":\"Save 100\"")
        usleep(1_000_000)  // anything still to come would arrive by now
        let lines = watch.lines
        let final = lines.filter { $0.contains("\"title\":\"Save 100\"") }
        #expect(final.count == 1)
        #expect(lines.last == final.first)
        // Fewer documents than saves (a loaded machine spreads the saves out, so no tighter bound holds).
        #expect(lines.count - 1 < 100)
        let last = try parseJSON(Data((lines.last ?? "").utf8))
        #expect((last["errors"] as? [Any])?.isEmpty == true)
        #expect(watch.stop() == 0)
    }

    @Test func textModeAppendsOneViewPerRebuildWhenNotATerminal() throws {
        let feed = Self.fixture()
        let watch = try WatchProcess([feed.path, "--format", "text", "--no-state"], errorsTo: feed.path + ".err")
        _ = watch.waitForText("watching")
        feed.writeItems("b", [("b-1", "changed")])
        let text = watch.waitForText("#1 · data/b.json modified → ran b.lua")
        #expect(text.contains("#0 · first build"))
        #expect(text.contains("#1 · data/b.json modified → ran b.lua"))
        #expect(!text.contains("\u{1B}["))
        #expect(watch.stop() == 0)
    }

    /// A file name is the folder's, not the host's: a name holding a terminal's title sequence (ESC ] 0 ; … BEL)
    /// is shown escaped in the rebuild's headline, never sent to the terminal as it is.
    @Test func aFileNameWithControlCharactersIsShownNotObeyed() throws {
        let feed = Self.fixture()
        let watch = try WatchProcess([feed.path, "--format", "text", "--no-state"], errorsTo: feed.path + ".err")
        _ = watch.waitForText("watching")
        feed.write("c\u{1B}]0;owned\u{07}.lua", ErrorPathTests.top(items: "{ { id = \"c-1\" } }"))
        let text = watch.waitForText("#1 · c\\x1b]0;owned\\x07.lua created → ran c\\x1b]0;owned\\x07.lua")
        #expect(text.contains("#1 · c\\x1b]0;owned\\x07.lua created"), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(watch.stop() == 0)
    }

    @Test func aFolderThatIsNotThereIsAUsageError() throws {
        let result = try FeedBinary.run(["watch", "/nonexistent/feed-folder", "--format", "json"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
    }
}
