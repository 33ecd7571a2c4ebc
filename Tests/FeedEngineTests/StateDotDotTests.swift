import FeedEngine
import FeedTestSupport
import Foundation
import Testing

/// A library caller's state path that reads as the feed folder's own state file through `..` is guarded as that
/// file. The guard judged the folder by where the kernel goes, and `..` after a link goes to the link target's
/// parent: `DIR/.feed/../.feed/state.json` with `.feed` a link out, or `DIR/sub/../.feed/state.json` with `sub` a
/// link out, was read from and written to `.feed/state.json` beside the link's target, outside the folder.
@Suite struct StateDotDotTests {
    /// `link` planted in the folder leads to `outside/x`; the path spelled through it ends in `outside/.feed`.
    @Test(arguments: [".feed", "sub"])
    func aDotDotAfterALinkOutIsNotWrittenThrough(link: String) throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.createDirectory(atPath: outside.path + "/x", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/" + link, withDestinationPath: outside.path + "/x")
        let statePath = folder.path + "/\(link)/../.feed/state.json"
        let build = try Feed(opening: folder.path).build()
        #expect(build.succeeded)
        #expect(throws: FeedError.self) { try build.baseline.save(to: statePath) }
        #expect(throws: FeedError.self) { try build.save(to: statePath) }
        let session = try FeedSession(feedAt: folder.path, savingStateTo: statePath)
        let notices = session.start().fileErrors.map(\.description)
        #expect(notices.contains { $0.contains("a `..` after a link") }, "\(notices)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["x"])
    }

    /// A `..` inside the `.feed` link is no `..` after one: `DIR/.feed/x/../state.json` did not look like a state
    /// path at all, so nothing guarded it, and the state went into the folder the `.feed` link led to.
    @Test func aDotDotBelowALinkedFeedIsTheFoldersStatePath() throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.createDirectory(atPath: outside.path + "/x", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.feed", withDestinationPath: outside.path)
        let build = try Feed(opening: folder.path).build()
        let refusal = #expect(throws: FeedError.self) { try build.save(to: folder.path + "/.feed/x/../state.json") }
        #expect(refusal?.description.contains("/.feed leads outside the feed folder") == true, "\(refusal)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["x"])
    }

    /// Nor read: another feed's state beside the link's target was the baseline, its ids deletions.
    @Test func aDotDotAfterALinkOutIsNotRead() throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        let other = FeedTests().makeFolder()
        other.write("data/b.json", #"[{ "id": "secret" }]"#)
        try Feed(opening: other.path).build().baseline.save(to: outside.path + "/.feed/state.json")
        try FileManager.default.createDirectory(atPath: outside.path + "/x", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/sub", withDestinationPath: outside.path + "/x")
        let statePath = folder.path + "/sub/../.feed/state.json"
        let refusal = #expect(throws: FeedError.self) { try FeedBaseline.load(from: statePath) }
        #expect(refusal?.description.contains("a `..` after a link") == true, "\(refusal)")
        let started = try FeedSession(feedAt: folder.path, savingStateTo: statePath).start()
        #expect(started.changes?.batch.deleteItems == [])
        #expect(started.changes?.batch.insertSections == [0, 1])
    }

    /// A link inside the folder is no safer: `sub -> data/y` put the state at `data/.feed/state.json`, a data file.
    @Test func aDotDotAfterALinkIntoDataIsNotWrittenThrough() throws {
        let folder = FeedTests().makeFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/data/y", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub", withDestinationPath: "data/y")
        let build = try Feed(opening: folder.path).build()
        #expect(throws: FeedError.self) { try build.save(to: folder.path + "/sub/../.feed/state.json") }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data").sorted()
                == ["a.json", "b.json", "y"])
    }

    /// `..` after a real folder is the folder it reads as, saved and read as before.
    @Test func aDotDotAfterARealFolderIsTheStateFile() throws {
        let folder = FeedTests().makeFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kept", withIntermediateDirectories: true)
        let feed = try Feed(opening: folder.path)
        try feed.build().save(to: folder.path + "/kept/../.feed/state.json")
        #expect(try FeedBaseline.load(from: feed.statePath)?.sectionIDs == ["a", "b"])
        #expect(try FeedBaseline.load(from: folder.path + "/kept/../.feed/state.json")?.sectionIDs == ["a", "b"])
    }
}
