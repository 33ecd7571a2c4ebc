import FeedEngine
import FeedTestSupport
import Foundation
import Testing

/// The library saves a feed folder's own state file as `feed build` does: never through a `.feed` or
/// `.feed/state.json` link planted in the folder that leads out of it. `feed build` refused such a link, while
/// `build.baseline.save(to: feed.statePath)` and `build.save(to: feed.statePath)` wrote the state into the file
/// outside.
@Suite struct StateLinkTests {
    @Test(arguments: [".feed", ".feed/state.json"])
    func aPlantedLinkOutIsNotWrittenThrough(link: String) throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        let victim = outside.write("state.json", "victim")
        try FileManager.default.createDirectory(atPath: folder.path + "/.feed", withIntermediateDirectories: true)
        if link == ".feed" { try FileManager.default.removeItem(atPath: folder.path + "/.feed") }
        let target = link == ".feed" ? outside.path : victim
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + link, withDestinationPath: target)
        let feed = try Feed(opening: folder.path)
        let build = feed.build()
        #expect(build.succeeded)
        let refusals = [
            #expect(throws: FeedError.self) { try build.baseline.save(to: feed.statePath) },
            #expect(throws: FeedError.self) { try build.save(to: feed.statePath) },
        ]
        for refusal in refusals {
            #expect(refusal?.description.contains("\(link) leads outside the feed folder") == true, "\(refusal)")
        }
        #expect(outside.read("state.json") == "victim")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["state.json"])
    }

    /// The folder's state file spelled with `.` components or doubled slashes is the same file, guarded alike.
    @Test(arguments: ["/.feed/./state.json", "/.feed//state.json", "/./.feed/state.json"])
    func anotherSpellingOfTheStatePathIsGuarded(spelling: String) throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.feed", withDestinationPath: outside.path)
        let build = try Feed(opening: folder.path).build()
        #expect(build.succeeded)
        #expect(throws: FeedError.self) { try build.baseline.save(to: folder.path + spelling) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    /// Nor through a link inside the folder onto a file the feed reads: `feed build` refused one when it started,
    /// but the library, and `feed watch` for a link made while it ran, replaced the script with the state.
    @Test(arguments: [false, true])
    func aStateLinkOntoAScriptIsNotWrittenThrough(inSession: Bool) throws {
        let folder = FeedTests().makeFolder()
        let script = folder.read("a.lua")
        let statePath = folder.path + "/.feed/state.json"
        let session = try FeedSession(feedAt: folder.path, savingStateTo: statePath)
        #expect(session.start().succeeded)
        try FileManager.default.removeItem(atPath: statePath)
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: "../a.lua")
        if inSession {
            folder.write("data/b.json", #"[{ "id": "b2" }]"#)
            let rebuilt = try #require(session.filesChanged(["data/b.json"]))
            let notices = rebuilt.update?.notices ?? []
            #expect(notices.contains { $0.description.contains("leads to one of the feed's own files") }, "\(notices)")
        } else {
            let feed = try Feed(opening: folder.path)
            let refusal = #expect(throws: FeedError.self) { try feed.build().save(to: feed.statePath) }
            #expect(refusal?.description.contains("leads to one of the feed's own files") == true, "\(refusal)")
        }
        #expect(folder.read("a.lua") == script)
    }

    /// Nor read through such a link: a session, or `FeedBaseline.load(from: feed.statePath)`, took the state of
    /// another feed outside the folder as its baseline, and that feed's item ids came out as deletions.
    @Test(arguments: ["/.feed/state.json", "/.feed/./state.json"])
    func aStateLinkOutIsNotRead(spelling: String) throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        let other = FeedTests().makeFolder()
        other.write("data/b.json", #"[{ "id": "secret" }]"#)
        let otherFeed = try Feed(opening: other.path)
        try otherFeed.build().baseline.save(to: outside.path + "/state.json")
        try FileManager.default.createDirectory(atPath: folder.path + "/.feed", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/.feed/state.json", withDestinationPath: outside.path + "/state.json")
        let statePath = folder.path + spelling
        // Another spelling is named as the file it is.
        let named = spelling == "/.feed/state.json" ? "the state file" : "/.feed/state.json"
        let refusal = #expect(throws: FeedError.self) { try FeedBaseline.load(from: statePath) }
        #expect(refusal?.description.contains("\(named) leads outside the feed folder") == true, "\(refusal)")
        let started = try FeedSession(feedAt: folder.path, savingStateTo: statePath).start()
        #expect(started.changes?.batch.deleteItems == [])
        #expect(started.changes?.batch.insertSections == [0, 1])
        let warnings = started.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("\(named) leads outside the feed folder") }, "\(warnings)")
    }

    /// A link the user made onto a file inside the folder that no save has made yet is the folder's own: it read as
    /// leading outside the folder (a target not there cannot be resolved), so on a first run
    /// `FeedBaseline.load(from: feed.statePath)` threw and the save was refused.
    @Test func aLinkOntoAFileNotMadeYetInsideTheFolderIsAFirstRun() throws {
        let folder = FeedTests().makeFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/.feed", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/.feed/state.json", withDestinationPath: "../kept.json")
        let feed = try Feed(opening: folder.path)
        #expect(try FeedBaseline.load(from: feed.statePath) == nil)
        try feed.build().baseline.save(to: feed.statePath)
        #expect(try FeedBaseline.load(from: feed.statePath)?.sectionIDs == ["a", "b"])
        // One onto a file not made yet outside the folder is still refused.
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.removeItem(atPath: feed.statePath)
        try FileManager.default.createSymbolicLink(
            atPath: feed.statePath, withDestinationPath: outside.path + "/s.json")
        #expect(throws: FeedError.self) { try feed.build().baseline.save(to: feed.statePath) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    /// Not every link is refused: a `.feed` linking to a folder inside the feed is saved through.
    @Test func aLinkInsideTheFolderIsSavedThrough() throws {
        let folder = FeedTests().makeFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kept", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/.feed", withDestinationPath: folder.path + "/kept")
        let feed = try Feed(opening: folder.path)
        try feed.build().baseline.save(to: feed.statePath)
        #expect(try FeedBaseline.load(from: folder.path + "/kept/state.json")?.sectionIDs == ["a", "b"])
    }
}
