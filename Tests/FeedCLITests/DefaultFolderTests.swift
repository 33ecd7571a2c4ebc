import FeedTestSupport
import Foundation
import Testing

/// Without DIR, every command works on `.` when it holds section scripts, else on `plugins`, and says which on
/// standard error (standard output stays clean JSON).
@Suite struct DefaultFolderTests {
    /// A feed folder with one section, `rows`, of two items.
    private func makeFeed() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeListSection("rows")
        fixture.writeItems("rows", [("a", "A"), ("b", "B")])
        return fixture
    }

    @Test(arguments: ["build", "check"])
    func insideAFeedFolderTheFolderIsDot(command: String) throws {
        let fixture = makeFeed()
        let run = try FeedBinary.run([command, "--format", "json"], in: fixture.path)
        #expect(run.status == 0, "\(run.errors)")
        let sections = try parseJSON(run.outputBytes)["sections"] as? [[String: Any]]
        #expect(sections?.map { $0["id"] as? String } == ["rows"])
        #expect(run.errors.contains("feed: no DIR given; using . (it holds section scripts)\n"), "\(run.errors)")
        if command == "build" { #expect(fixture.state != nil, "the state goes to ./.feed/state.json") }
    }

    @Test func quietSaysNothing() throws {
        let fixture = makeFeed()
        let run = try FeedBinary.run(["check", "--format", "json", "--quiet"], in: fixture.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
    }

    @Test func exportReadsDot() throws {
        let fixture = makeFeed()
        let run = try FeedBinary.run(["export", "swift"], in: fixture.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"rows\""))
        #expect(run.errors.contains("using . (it holds section scripts)"))
    }

    @Test func newInsideAFeedFolderWritesBesideTheOtherScripts() throws {
        let fixture = makeFeed()
        let run = try FeedBinary.run(["new", "deals"], in: fixture.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(fixture.directory.read("deals.lua") != nil)
        #expect(fixture.directory.read("data/deals.json") != nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "/plugins"))
        #expect(run.errors.contains("using . (it holds section scripts)"))
    }

    @Test func aFolderWithoutScriptsMeansPlugins() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        scratch.write("notes.txt", "not a feed")
        let run = try FeedBinary.run(["build", "--format", "json", "--no-state"], in: scratch.path)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("feed: no DIR given; using plugins (no *.lua here; feed init starts a feed)\n"),
            "\(run.errors)")
        #expect(run.errors.contains("feed: plugins is not a feed folder: no such directory"), "\(run.errors)")
        let bundled = try FeedBinary.run(["check", "--format", "json"], in: FeedBinary.packageRoot)
        #expect(bundled.status == 0, "\(bundled.errors)")
        #expect(bundled.errors.contains("feed: no DIR given; using plugins (no *.lua here)\n"))
    }

    @Test func watchWatchesDot() throws {
        let fixture = makeFeed()
        let errorPath = fixture.path + "/../" + UUID().uuidString + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let watch = try WatchProcess(["--format", "json", "--no-state"], errorsTo: errorPath, in: fixture.path)
        let first = try watch.document(0)
        #expect((first["sections"] as? [[String: Any]])?.first?["id"] as? String == "rows")
        #expect(watch.stop() == 0)
        let errors = String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
        #expect(errors.contains("using . (it holds section scripts)"))
    }
}
