import FeedDiff
import FeedEngine
import FeedTestSupport
import Foundation
import Testing

/// `FeedSession`, driven the way a program with its own file watcher drives it: paths it reports changed.
@Suite struct FeedSessionTests {
    private func script(_ id: String) -> String {
        """
        return { id = "\(id)", items = function(ctx) return ctx.data("\(id).json") end, layout = layout.list {} }
        """
    }

    private func makeFolder() -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "feedsession")
        folder.write("a.lua", script("a"))
        folder.write("data/a.json", #"[{ "id": "a1" }]"#)
        return folder
    }

    /// While a script fails, the session's builds keep its last good section and give the feed as shown: its
    /// layout and snapshot, and the changes that lead there, which an app applies build after build. Both were nil,
    /// so the app skipped the build, and applied the next one's changes (made against it) to the one before.
    @Test func aBuildWithAFailingScriptHasTheFeedAsShown() throws {
        let folder = makeFolder()
        folder.write("b.lua", script("b"))
        folder.write("data/b.json", #"[{ "id": "b1" }, { "id": "b2" }]"#)
        let session = try FeedSession(feedAt: folder.path)
        #expect(session.start().succeeded)
        folder.write("a.lua", "return { id = 'a', items = function(ctx) return nil end }")
        let broken = try #require(session.filesChanged(["a.lua"]))
        #expect(!broken.succeeded && broken.diagnostics.map(\.script) == ["a.lua"])
        #expect(broken.snapshot?.itemIdentifiers == ["a1", "b1", "b2"])
        #expect(broken.changes?.batch.operationCount == 0)
        folder.write("data/b.json", #"[{ "id": "b3" }]"#)
        let next = try #require(session.filesChanged(["data/b.json"]))
        #expect(!next.succeeded)
        #expect(next.snapshot?.itemIdentifiers == ["a1", "b3"])
        #expect(next.layout?.itemFrame(section: 1, item: 0).y == 44)
        #expect(next.changes?.batch.deleteItems == [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 1)])
        #expect(next.changes?.batch.insertItems == [ItemPath(section: 1, item: 0)])
    }

    @Test func aChangedDataFileRerunsOnlyTheScriptThatReadsIt() throws {
        let folder = makeFolder()
        folder.write("b.lua", script("b"))
        folder.write("data/b.json", #"[{ "id": "b1" }]"#)
        let session = try FeedSession(feedAt: folder.path)
        let first = session.start()
        #expect(first.succeeded && first.changes?.batch.insertSections == [0, 1])
        folder.write("data/b.json", #"[{ "id": "b1" }, { "id": "b2" }]"#)
        let second = try #require(session.filesChanged(["data/b.json"]))
        #expect(second.rerun == ["b.lua"])
        // Applying the batch to the first snapshot gives the second.
        let old = try #require(first.snapshot)
        let new = try #require(second.snapshot)
        #expect(try old.applying(try #require(second.changes), reading: new) == new)
        #expect(second.changes?.batch.insertItems == [ItemPath(section: 1, item: 1)])
    }

    @Test func aNewScriptAndADeletedOneAreSeenFromTheirPaths() throws {
        let folder = makeFolder()
        let session = try FeedSession(feedAt: folder.path)
        _ = session.start()
        folder.write("data/c.json", #"[{ "id": "c1" }]"#)
        folder.write("c.lua", script("c"))
        let added = try #require(session.filesChanged(["c.lua"]))
        #expect(added.sectionIDs == ["a", "c"] && added.changes?.batch.insertSections == [1])
        try FileManager.default.removeItem(atPath: folder.path + "/a.lua")
        let removed = try #require(session.filesChanged(["a.lua"]))
        #expect(removed.sectionIDs == ["c"] && removed.changes?.batch.deleteSections == [0])
    }

    @Test func filesTheFeedNeverReadsBuildNothing() throws {
        let folder = makeFolder()
        let session = try FeedSession(feedAt: folder.path)
        _ = session.start()
        #expect(session.filesChanged(["notes.txt", ".feed/state.json", "images/a.png"]) == nil)
        #expect(FeedSession.reads("lib/recipes.lua") && FeedSession.reads("feed.lua") && !FeedSession.reads("a.txt"))
    }

    /// The folder's own state file is never saved through a link out of the folder, also when the link appears
    /// after the session started (a pull checking one out): each save looked only at the path the session was
    /// given, and the first rebuild after wrote its state into the file outside.
    @Test func aStateLinkOutMadeDuringTheSessionIsNotWrittenThrough() throws {
        let folder = makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        let victim = outside.write("victim.txt", "victim")
        let statePath = folder.path + "/.feed/state.json"
        let session = try FeedSession(feedAt: folder.path, savingStateTo: statePath)
        #expect(session.start().succeeded)
        try FileManager.default.removeItem(atPath: statePath)
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: victim)
        folder.write("data/a.json", #"[{ "id": "a1" }, { "id": "a2" }]"#)
        let refused = try #require(session.filesChanged(["data/a.json"]))
        #expect(refused.succeeded)
        #expect(outside.read("victim.txt") == "victim")
        // Said, not skipped in silence: the next run would otherwise diff against a state it never saw saved.
        let notices = refused.update?.notices ?? []
        #expect(
            notices.contains { $0.description.contains(".feed/state.json leads outside the feed folder") }, "\(notices)"
        )
        // Nor through a `.feed` linking out.
        try FileManager.default.removeItem(atPath: folder.path + "/.feed")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.feed", withDestinationPath: outside.path)
        folder.write("data/a.json", #"[{ "id": "a1" }]"#)
        #expect(try #require(session.filesChanged(["data/a.json"])).succeeded)
        #expect(outside.read("state.json") == nil)
        #expect(outside.read("victim.txt") == "victim")
    }

    /// A change is seen however the app's watcher spells its path: an absolute path inside the folder, as
    /// inotify and FSEvents report them, or `./data/b.json`, was taken for a file the feed never reads, and the
    /// build was nil; so was `data/../data/b.json`'s. A path outside the folder still builds nothing.
    @Test(arguments: [
        "/data/b.json", "/./data//b.json", "./data/b.json", "data//b.json", "data/../data/b.json", "lib/../data/b.json",
        "/data/../data/b.json", "data/b.json/", "/data/b.json/",
    ])
    func aChangedPathIsSeenHoweverItIsSpelled(spelling: String) throws {
        let folder = makeFolder()
        folder.write("b.lua", script("b"))
        folder.write("data/b.json", #"[{ "id": "b1" }]"#)
        let session = try FeedSession(feedAt: folder.path)
        #expect(session.start().succeeded)
        folder.write("data/b.json", #"[{ "id": "b1" }, { "id": "b2" }]"#)
        let path = spelling.hasPrefix("/") ? folder.path + spelling : spelling
        let build = try #require(session.filesChanged([path]))
        #expect(build.rerun == ["b.lua"])
        #expect(build.changes?.batch.insertItems == [ItemPath(section: 1, item: 1)])
        let outside = TemporaryDirectory(prefix: "outside")
        #expect(session.filesChanged([outside.write("b.lua", script("b"))]) == nil)
    }

    @Test func buildsWithoutErrorsAreSavedAsTheNextStartsBaseline() throws {
        let folder = makeFolder()
        let statePath = folder.path + "/.feed/state.json"
        _ = try FeedSession(feedAt: folder.path, savingStateTo: statePath).start()
        // A new session starts from the saved state: nothing changed since.
        let again = try FeedSession(feedAt: folder.path, savingStateTo: statePath).start()
        #expect(again.changes?.isEmpty == true)
    }

    /// `..` that climbs out of the folder and back in, or a link to the folder, still names the feed's file; `..`
    /// that stays out names none.
    @Test func aPathThroughDotDotOrALinkToTheFolderRerunsItsScript() throws {
        let folder = makeFolder()
        folder.write("b.lua", script("b"))
        folder.write("data/b.json", #"[{ "id": "b1" }]"#)
        let session = try FeedSession(feedAt: folder.path)
        #expect(session.start().succeeded)
        let name = (folder.path as NSString).lastPathComponent
        let elsewhere = TemporaryDirectory(prefix: "link")
        let link = elsewhere.path + "/feed"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
        for (count, path) in ["../\(name)/b.lua", link + "/b.lua", link + "/data/../b.lua"].enumerated() {
            folder.write("b.lua", script("b") + String(repeating: "\n", count: count + 1))
            #expect(try #require(session.filesChanged([path]), "\(path)").rerun == ["b.lua"])
        }
        #expect(session.filesChanged(["../b.lua", "data/../../b.lua", "../\(name)x/b.lua"]) == nil)
        withExtendedLifetime(elsewhere) {}
    }
}
