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

    /// The loop after its first build was shown, and a save of `a.lua` whose rebuild waits for `release`.
    private func overtakenSave(release: DispatchSemaphore) throws -> (TemporaryDirectory, RebuildLoop) {
        let folder = TemporaryDirectory(prefix: "rebuildloop")
        folder.write("a.lua", Self.script(title: "one"))
        var loop = RebuildLoop(session: try FeedSession(feedAt: folder.path)) {}
        loop.begin { $0.start() }
        _ = try #require(shown(by: &loop))
        folder.write("a.lua", Self.script(title: "two"))
        loop.begin { session in
            release.wait()
            return session.filesChanged(["a.lua"])
        }
        return (folder, loop)
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

    @Test func anUpdateOvertakenByAChangeThatMattersToNothingIsShownAfterAll() throws {
        let release = DispatchSemaphore(value: 0)
        var (folder, loop) = try overtakenSave(release: release)
        loop.changed([FileChange(path: "notes.txt", kind: .created, contentHash: 1)])
        release.signal()
        let build = try #require(shown(by: &loop))
        #expect(build.rerun == ["a.lua"])
        #expect(build.json.contains("\"title\":\"two\""))
        #expect(loop.skippedSinceShown)
        _ = folder
    }

    @Test func anUpdateOvertakenByAChangeThatMattersIsReplaced() throws {
        let release = DispatchSemaphore(value: 0)
        var (folder, loop) = try overtakenSave(release: release)
        folder.write("a.lua", Self.script(title: "three"))
        loop.changed([FileChange(path: "a.lua", kind: .modified, contentHash: nil)])
        release.signal()
        let build = try #require(shown(by: &loop))
        #expect(build.json.contains("\"title\":\"three\""))
        loop.shown()
        #expect(shown(by: &loop)?.json == nil)
    }
}
