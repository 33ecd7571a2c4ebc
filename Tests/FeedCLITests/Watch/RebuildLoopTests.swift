import Dispatch
import FeedEngine
import FeedTestSupport
import FileWatching
import Glibc
import Testing

@testable import FeedCLI

/// `feed watch`'s loop: an update overtaken by waiting changes is not shown, unless what overtook it turns out to
/// matter to nothing, in which case it is still the feed as it stands.
@Suite struct RebuildLoopTests {
    private static func script(title: String) -> String {
        """
        return { id = "a", items = { { id = "a-1", title = "\(title)" } },
          layout = layout.list {} }
        """
    }

    /// What the loop shows after its first build and a save of `a.lua` whose rebuild is overtaken by `change` (and
    /// by `saving`, written before it) as it ends, and the loop then.
    private func overtakenSave(by change: String, saving text: String? = nil) throws
        -> (build: FeedBuild, loop: RebuildLoop, folder: TemporaryDirectory)
    {
        let folder = TemporaryDirectory(prefix: "rebuildloop")
        folder.write("a.lua", Self.script(title: "one"))
        folder.write("data/unused.json", "[]")
        var loop = RebuildLoop(session: try FeedSession(feedAt: folder.path)) {}
        loop.begin { $0.start() }
        _ = try #require(shown(by: &loop))
        folder.write("a.lua", Self.script(title: "two"))
        let (built, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        // Built, then held before it ends: the change cannot stop its run, only overtake its update.
        loop.begin { session in
            let build = session.filesChanged(["a.lua"])
            built.signal()
            release.wait()
            return build
        }
        built.wait()
        if let text { folder.write(change, text) }
        loop.changed([FileChange(path: change, kind: .modified, contentHash: nil)])
        release.signal()
        return (try #require(shown(by: &loop)), loop, folder)
    }

    /// The next update `step` gives, polling as the command's loop does when woken.
    private func shown(by loop: inout RebuildLoop) -> FeedBuild? {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if let build = loop.step() { return build }
            if !loop.isRebuilding { return nil }
            usleep(2_000)
        }
        return nil
    }

    /// A `data/` file no script reads: a file the feed may read, which the session then finds reaches nothing.
    @Test func anUpdateOvertakenByAChangeThatMattersToNothingIsShownAfterAll() throws {
        let (build, loop, _) = try overtakenSave(by: "data/unused.json")
        #expect(build.rerun == ["a.lua"])
        #expect(build.json.contains("\"title\":\"two\""))
        #expect(loop.skippedSinceShown)
    }

    /// A file the feed never reads neither waits for the rebuild nor stops it.
    @Test func aFileTheFeedNeverReadsOvertakesNothing() throws {
        let (build, loop, _) = try overtakenSave(by: "notes.txt")
        #expect(build.json.contains("\"title\":\"two\""))
        #expect(build.diagnostics.isEmpty)
        #expect(!loop.skippedSinceShown)
        #expect(!loop.isRebuilding)
    }

    @Test func anUpdateOvertakenByAChangeThatMattersIsReplaced() throws {
        var (build, loop, _) = try overtakenSave(by: "a.lua", saving: Self.script(title: "three"))
        #expect(build.json.contains("\"title\":\"three\""))
        loop.shown()
        #expect(shown(by: &loop)?.json == nil)
    }
}
