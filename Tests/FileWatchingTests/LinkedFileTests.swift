import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// A file that is a symbolic link to another watched file changes when its target does. Polling saw that (its
/// status follows the link); inotify names only the target, so `feed watch` kept a reader of the link on the
/// old bytes.
@Suite struct LinkedFileTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    @Test(arguments: backends)
    func editingTheTargetReportsTheLinkToo(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write("data/sub/real.json", "[1]")
        #expect(symlink("sub/real.json", harness.feed.path("data/x.json")) == 0)
        #expect(
            harness.waitFor(
                harness.state.expecting("data/sub/real.json", "[1]").merging(["data/x.json": FNV1a.of("[1]".utf8)]) {
                    $1
                }))
        harness.feed.write("data/sub/real.json", "[2]")
        var expected = harness.state.expecting("data/sub/real.json", "[2]")
        expected["data/x.json"] = FNV1a.of("[2]".utf8)
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// A link made to point elsewhere follows its new target from then on.
    @Test(arguments: backends)
    func aRetargetedLinkFollowsItsNewTarget(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write("data/a.json", "[1]")
        harness.feed.write("data/b.json", "[2]")
        #expect(symlink("a.json", harness.feed.path("data/x.json")) == 0)
        #expect(
            harness.waitFor(
                harness.state.expecting("data/a.json", "[1]").merging([
                    "data/b.json": FNV1a.of("[2]".utf8), "data/x.json": FNV1a.of("[1]".utf8),
                ]) { $1 }))
        #expect(symlink("b.json", harness.feed.path("data/y.json")) == 0)
        #expect(rename(harness.feed.path("data/y.json"), harness.feed.path("data/x.json")) == 0)
        #expect(harness.waitFor(harness.state.hashes.merging(["data/x.json": FNV1a.of("[2]".utf8)]) { $1 }))
        harness.feed.write("data/b.json", "[3]")
        var expected = harness.state.expecting("data/b.json", "[3]")
        expected["data/x.json"] = FNV1a.of("[3]".utf8)
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// A link to a name the watcher skips (a hidden `.stories.lua`) still changes when that file is saved.
    @Test(arguments: backends)
    func aLinkToASkippedNameFollowsIt(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write(".stories.lua", "return 1")
        #expect(symlink(".stories.lua", harness.feed.path("stories.lua")) == 0)
        #expect(harness.waitFor(harness.state.hashes.merging(["stories.lua": FNV1a.of("return 1".utf8)]) { $1 }))
        harness.feed.write(".stories.lua", "return 2")
        #expect(harness.waitFor(harness.state.hashes.merging(["stories.lua": FNV1a.of("return 2".utf8)]) { $1 }))
        #expect(harness.state.problems.isEmpty)
    }
}
