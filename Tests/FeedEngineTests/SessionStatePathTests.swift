import FeedEngine
import FeedTestSupport
import Foundation
import Testing

/// What a session saves, and what it says when it cannot, as an app sees them through the public API alone.
@Suite struct SessionStatePathTests {
    /// A state path that is a file the feed reads is refused, as `feed watch --state a.lua` is: the session wrote
    /// its state over the script (and, ignoring its own state file, never rebuilt for it), so the next restart
    /// failed on JSON read as Lua.
    @Test(arguments: ["a.lua", "data/a.json", "feed.lua", "lib/new.lua"])
    func aStatePathOntoOneOfTheFeedsFilesIsRefused(relative: String) throws {
        let folder = FeedTests().makeFolder()
        let statePath = folder.path + "/" + relative
        let before = folder.read(relative)
        let refusal = #expect(throws: FeedError.self) { try FeedSession(feedAt: folder.path, savingStateTo: statePath) }
        #expect(
            refusal?.description == "\(statePath) is one of the feed's own files (a script, a lib/ module or a "
                + "data/ file); save the state elsewhere")
        #expect(throws: FeedError.self) { try FeedWatch(feedAt: folder.path, savingStateTo: statePath) }
        #expect(folder.read(relative) == before)
    }

    /// A save that fails is in the build's `fileErrors`: the session reported it only to the command line, and
    /// an app took a build whose state was never written for a saved one.
    @Test func aSaveThatFailsIsAFileErrorOfTheBuild() throws {
        let folder = FeedTests().makeFolder()
        let directory = TemporaryDirectory(prefix: "notafile")
        let session = try FeedSession(feedAt: folder.path, savingStateTo: directory.path)
        let build = session.start()
        #expect(build.succeeded)
        #expect(
            build.fileErrors.map(\.description) == [
                "cannot write \(directory.path): it is a directory, not a regular file"
            ])
        let saved = try FeedSession(feedAt: folder.path, savingStateTo: folder.path + "/kept.json").start()
        #expect(saved.succeeded && saved.fileErrors.isEmpty)
        #expect(try Feed(opening: folder.path).build().fileErrors.isEmpty)
    }

    /// A `Feed` build's `save(to:)` refuses the feed's own files too: `build.save(to: DIR/a.lua)` wrote the state
    /// over the script, and the next build failed on JSON read as Lua.
    @Test(arguments: ["a.lua", "data/a.json", "feed.lua", "lib/new.lua"])
    func aFeedBuildIsNotSavedOverOneOfTheFeedsFiles(relative: String) throws {
        let folder = FeedTests().makeFolder()
        let statePath = folder.path + "/" + relative
        let before = folder.read(relative)
        let build = try Feed(opening: folder.path).build()
        #expect(build.succeeded)
        let refusal = #expect(throws: FeedError.self) { try build.save(to: statePath) }
        #expect(refusal?.description.hasPrefix("\(statePath) is one of the feed's own files") == true)
        #expect(folder.read(relative) == before)
        try build.save(to: folder.path + "/kept.json")
        #expect(folder.read("kept.json")?.isEmpty == false)
    }

    /// Nor its `baseline`'s, the way `Feed`'s own example saves one (`first.baseline.save(to: feed.statePath)`):
    /// `build.baseline.save(to: DIR/a.lua)` wrote the state over the script.
    @Test(arguments: ["a.lua", "data/a.json", "feed.lua", "lib/new.lua"])
    func aBuildsBaselineIsNotSavedOverOneOfTheFeedsFiles(relative: String) throws {
        let folder = FeedTests().makeFolder()
        let statePath = folder.path + "/" + relative
        let before = folder.read(relative)
        let feed = try Feed(opening: folder.path)
        let baseline = feed.build().baseline
        let refusal = #expect(throws: FeedError.self) { try baseline.save(to: statePath) }
        #expect(refusal?.description.hasPrefix("\(statePath) is one of the feed's own files") == true)
        #expect(folder.read(relative) == before)
        try baseline.save(to: feed.statePath)
        #expect(try FeedBaseline.load(from: feed.statePath)?.sectionIDs == ["a", "b"])
    }
}
