import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// A file that is a symbolic link to another watched file changes when its target does. Polling saw that (its
/// status follows the link); inotify names only the target, so `feed watch` kept a reader of the link on the
/// old bytes.
@Suite struct LinkedFileTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    /// Waits until `path` is reported with the hash of `text`, everything else as reported so far.
    static func reported(_ harness: WatchHarness, _ path: String, holding text: String) -> Bool {
        harness.waitFor(harness.state.hashes.merging([path: FNV1a.of(text.utf8)]) { $1 })
    }

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
        #expect(Self.reported(harness, "data/x.json", holding: "[2]"))
        harness.feed.write("data/b.json", "[3]")
        var expected = harness.state.expecting("data/b.json", "[3]")
        expected["data/x.json"] = FNV1a.of("[3]".utf8)
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// A link to a file the walk never lists, as a name it skips (`.stories.lua`) or in a folder it does not
    /// enter (`shared/stories.lua`, watched for the target's sake), follows its target; only the link is
    /// reported, never the target or its neighbours.
    @Test(arguments: backends, [".stories.lua", "shared/stories.lua"])
    func aLinkToAFileTheWalkSkipsFollowsIt(backend: WatchBackend, target: String) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write(target, "return 1")
        harness.feed.write("shared/other.lua", "return 0")
        #expect(symlink(target, harness.feed.path("stories.lua")) == 0)
        #expect(Self.reported(harness, "stories.lua", holding: "return 1"))
        harness.feed.write(target, "return 2")
        harness.feed.write("shared/other.lua", "return 3")
        #expect(Self.reported(harness, "stories.lua", holding: "return 2"))
        #expect(harness.staysQuiet(for: .milliseconds(200)))
        #expect(harness.state.reportedPaths == ["stories.lua"])
        #expect(harness.state.problems.isEmpty)
    }

    /// A link into a folder the walk entered under another name (`data/a-sets` → `other`, walked as `a-sets`):
    /// the folder keeps its one watch and its walked name, so its files are still reported, and the link follows
    /// its target, whose events name it `data/a-sets/x.json`, not `data/other/x.json`.
    @Test func aLinkIntoAFolderWalkedByAnotherNameKeepsThatFoldersEvents() throws {
        let harness = try WatchHarness(.inotify)
        harness.feed.write("data/other/x.json", "[1]")
        #expect(symlink("other", harness.feed.path("data/a-sets")) == 0)
        #expect(symlink("other/x.json", harness.feed.path("data/y.json")) == 0)
        var expected = ReportedState(files: TemporaryFeed.initialFiles).hashes
        let names = ["data/a-sets/x.json", "data/y.json"]
        #expect(Self.waitFor(names, toHold: "[1]", in: harness, expected: &expected))
        harness.feed.write("data/other/x.json", "[2]")
        #expect(Self.waitFor(names, toHold: "[2]", in: harness, expected: &expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// Waits until every name of `names` is reported holding `text`, beside what `expected` already holds.
    private static func waitFor(
        _ names: [String], toHold text: String, in harness: WatchHarness, expected: inout [String: UInt64]
    ) -> Bool {
        for name in names { expected[name] = FNV1a.of(text.utf8) }
        return harness.waitFor(expected)
    }

    /// A hard link made while watching: a write through either name is news of both (inotify names only the
    /// entry written), under both backends.
    @Test(arguments: [WatchBackend.inotify, .polling])
    func aHardLinkChangesWithTheNameWritten(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        #expect(link(harness.feed.path("data/apps.json"), harness.feed.path("data/hard.json")) == 0)
        var expected = harness.state.expecting("data/hard.json", TemporaryFeed.initialFiles["data/apps.json"])
        #expect(harness.waitFor(expected))
        let names = ["data/apps.json", "data/hard.json"]
        harness.feed.write("data/apps.json", "[{\"id\": 2}]\n")
        #expect(Self.waitFor(names, toHold: "[{\"id\": 2}]\n", in: harness, expected: &expected))
        harness.feed.write("data/hard.json", "[]\n")
        #expect(Self.waitFor(names, toHold: "[]\n", in: harness, expected: &expected))
        #expect(harness.state.problems.isEmpty)
    }
}
