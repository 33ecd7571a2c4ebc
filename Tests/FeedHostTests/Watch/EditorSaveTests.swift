import FeedDiff
import FeedHost
import FileWatching
import Foundation
import Glibc
import Testing

/// The save patterns of real editors reach the session as exactly one rebuild of the saved script, with the
/// new content, and a rebuild that equals a full build.
@Suite("Watch: editor saves")
struct EditorSaveTests {
    static let files = [
        "a.lua": WatchFeed.script("a", titles: ["one", "two"]),
        "b.lua": WatchFeed.script("b", titles: ["three"]),
    ]

    @Test func writeInPlaceReRunsTheScriptAndDiffsAgainstThePreviousRebuild() throws {
        let feed = try WatchFeed(Self.files)
        #expect(feed.first.document.sectionIDs == ["a", "b"])
        #expect(feed.first.document.changes?.baseline == ChangesDocument.Baseline.none)
        feed.write("a.lua", WatchFeed.script("a", titles: ["one", "TWO", "new"]))
        let update = try #require(feed.nextUpdate())
        #expect(update.rerun == ["a.lua"])
        #expect(update.document.titles["a"] == ["one", "TWO", "new"])
        let changes = try #require(update.document.changes)
        #expect(changes.baseline == .previous)
        #expect(changes.changeset.items.inserted == ["a-2"])
        #expect(changes.changeset.items.updated == ["a-1"])
        // Section b moved down one 50-point row: its item's frame changed, its content did not.
        #expect(changes.frames.map(\.id) == ["b-0"])
        #expect(update.document.sections == (try feed.fullBuild()).sections)
    }

    @Test func temporaryFileRenamedOverIsOneChange() throws {
        let feed = try WatchFeed(Self.files)
        feed.writeByRename("b.lua", WatchFeed.script("b", titles: ["renamed"]))
        let update = try #require(feed.nextUpdate())
        #expect(update.rerun == ["b.lua"])
        #expect(update.document.titles["b"] == ["renamed"])
        // The script is watched through its folder, so a second atomic save is seen as well.
        feed.writeByRename("b.lua", WatchFeed.script("b", titles: ["again"]))
        #expect(feed.nextUpdate()?.document.titles["b"] == ["again"])
    }

    @Test func deleteAndRecreateEndsWithTheNewContent() throws {
        let feed = try WatchFeed(Self.files)
        try feed.remove("a.lua")
        feed.write("a.lua", WatchFeed.script("a", titles: ["reborn"]))
        let updates = feed.settle()
        let last = try #require(updates.last)
        #expect(last.document.sectionIDs == ["a", "b"])
        #expect(last.document.titles["a"] == ["reborn"])
        #expect(last.document.errors.isEmpty)
    }

    @Test func touchWithoutChangeRebuildsNothing() throws {
        let feed = try WatchFeed(Self.files)
        feed.write("a.lua", Self.files["a.lua"]!)
        #expect(feed.nextUpdate(timeout: .milliseconds(600)) == nil)
        // The session still reacts to the next real change.
        feed.write("a.lua", WatchFeed.script("a", titles: ["changed"]))
        #expect(feed.nextUpdate()?.rerun == ["a.lua"])
    }

    @Test func aBurstOfSavesGivesFewRebuildsAndTheLastContentWins() throws {
        let feed = try WatchFeed(Self.files)
        for save in 0..<100 {
            feed.write("a.lua", WatchFeed.script("a", titles: ["save \(save)"]))
            usleep(10_000)
        }
        let updates = feed.settle()
        // One rebuild per watcher batch; the watcher cuts a batch at most every 250 ms of a burst.
        #expect(!updates.isEmpty && updates.count <= 20)
        #expect(updates.last?.document.titles["a"] == ["save 99"])
        #expect(updates.allSatisfy { $0.rerun == ["a.lua"] })
    }

    @Test func theFolderRenamedAwayAndBackReportsWhatChangedMeanwhile() throws {
        let feed = try WatchFeed(Self.files)
        let away = feed.path + "-away"
        #expect(rename(feed.path, away) == 0)
        let script = WatchFeed.script("a", titles: ["while away"])
        _ = FileManager.default.createFile(atPath: away + "/a.lua", contents: Data(script.utf8))
        usleep(300_000)
        #expect(rename(away, feed.path) == 0)
        let update = try #require(feed.nextUpdate())
        #expect(update.rerun == ["a.lua"])
        #expect(update.document.titles["a"] == ["while away"])
        #expect(update.document.errors.isEmpty)
    }

    /// A script saved under a name that is not UTF-8 (`c\xFF.lua`) is its error as soon as it appears, where the
    /// watcher used to skip the name and the error waited for some other save; renamed, it is a section.
    @Test func aScriptNamedInBytesThatAreNotUTF8IsItsErrorAtOnce() throws {
        let feed = try WatchFeed(Self.files)
        let raw = Array((feed.path + "/c").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + ".lua".utf8CString
        let text = Array(WatchFeed.script("c", titles: ["named"]).utf8)
        let descriptor = open(raw, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        #expect(text.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == text.count)
        close(descriptor)
        let appeared = try #require(feed.nextUpdate(timeout: .seconds(5)))
        #expect(appeared.document.errors.map(\.script) == ["c\u{FFFD}.lua"])
        #expect(appeared.document.errors.first?.message.contains("its file name is not valid UTF-8") == true)
        #expect(appeared.document.sectionIDs == ["a", "b"])
        #expect(rename(raw, feed.path + "/c.lua") == 0)
        let renamed = feed.settle()
        #expect(renamed.last?.document.errors.isEmpty == true)
        #expect(renamed.last?.document.sectionIDs == ["a", "b", "c"])
    }
}
