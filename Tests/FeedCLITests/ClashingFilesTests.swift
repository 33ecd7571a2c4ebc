import FeedTestSupport
import Foundation
import Testing

@testable import FeedCLI

/// The files a command writes are each its own: `--out x.json --state x.json` wrote the output and then the state
/// over it, and the output was gone with status 0 (the same for `--out` over the folder's own state file, and for
/// `--client` over `--out`). Such a run is a usage error before anything runs, and nothing is written.
@Suite struct ClashingFilesTests {
    private func feed(_ arguments: [String]) -> (status: Int32, errors: String) {
        let errors = BufferChannel()
        let status = FeedCommandLine.run(arguments, output: BufferChannel(), errors: errors, environment: [:])
        return (status, errors.text)
    }

    private func fixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.writeItems("top", [("t1", "One")])
        return fixture
    }

    /// `watch` runs as a child process with a time limit: were the clash missed, it would watch on.
    @Test func outAndStateNamingOneFileAreRefused() throws {
        let fixture = fixture()
        let shared = fixture.path + "/out.json"
        let message = "feed: --out \(shared) and --state \(shared) name the same file; give each its own\n"
        let build = feed(["build", fixture.path, "--format", "json", "--out", shared, "--state", shared])
        #expect(build.status == 2)
        #expect(build.errors == message, "\(build.errors)")
        let watch = try FeedBinary.run(
            ["watch", fixture.path, "--format", "json", "--out", shared, "--state", shared], timeout: 20)
        #expect(watch.status == 2)
        #expect(watch.errors == message, "\(watch.errors)")
        #expect(!FileManager.default.fileExists(atPath: shared))
    }

    /// The folder's own state file counts when `--state` is not given, through another spelling of the path too;
    /// `check` saves no state, and `--no-state` none either.
    @Test func outOverTheFoldersOwnStateFileIsRefused() {
        let fixture = fixture()
        let state = fixture.path + "/./.feed/../.feed/state.json"
        let run = feed(["build", fixture.path, "--format", "json", "--out", state])
        #expect(run.status == 2)
        #expect(run.errors.contains("and the state file \(fixture.path)/.feed/state.json name the same file"))
        let noState = feed(["build", fixture.path, "--format", "json", "--no-state", "--out", fixture.path + "/a.json"])
        #expect(noState.status == 0)
        #expect(feed(["build", fixture.path, "--format", "json", "--out", fixture.path + "/b.json"]).status == 0)
        #expect(feed(["check", fixture.path, "--format", "json", "--out", fixture.statePath]).status == 0)
    }

    @Test func exportsClientOverItsOutIsRefused() {
        let fixture = fixture()
        let out = fixture.path + "/Feed.swift"
        let client = fixture.path + "/../" + Self.last(fixture.path) + "/Feed.swift"
        let run = feed(["export", "swift", fixture.path, "--out", out, "--client", client])
        #expect(run.status == 2)
        #expect(run.errors.contains("--client"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `feed export swift --out DIR/.feed/state.json` wrote Swift over the folder's state file, status 0: the next
    /// build warned and started from nothing. It saves no state, but keeps the one there.
    @Test func exportsOutOverTheFoldersStateFileIsRefused() throws {
        let fixture = fixture()
        #expect(feed(["build", fixture.path, "--format", "json"]).status == 0)
        let state = try #require(fixture.state)
        for option in ["--out", "--client"] {
            let run = feed(["export", "swift", fixture.path, option, fixture.statePath])
            #expect(run.status == 2, "\(option)")
            #expect(run.errors.contains("the state file \(fixture.statePath)"), "\(run.errors)")
            #expect(run.errors.contains("name the same file; give each its own"), "\(run.errors)")
            #expect(fixture.state == state)
        }
    }

    private static func last(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    /// None of them may be a file the feed reads: `--format json --out top.lua` replaced the script it ran.
    @Test func aFileTheFeedReadsIsRefused() throws {
        let fixture = fixture()
        fixture.write("lib/style.lua", "return {}")
        let script = try #require(fixture.directory.read("top.lua"))
        for (option, path) in [
            ("--out", "top.lua"), ("--out", "lib/style.lua"), ("--state", "data/../data/top.json"),
            ("--out", "data/new.json"),
        ] {
            let run = feed(["build", fixture.path, "--format", "json", option, fixture.path + "/" + path])
            #expect(run.status == 2, "\(option) \(path)")
            #expect(
                run.errors.contains(
                    "is one of the feed's own files (a script, a lib/ module or a data/ file); write it elsewhere"),
                "\(run.errors)")
        }
        #expect(fixture.directory.read("top.lua") == script)
        #expect(
            feed(["build", fixture.path, "--format", "json", "--out", fixture.path + "/lib/notes.txt"]).status == 0)
    }

    /// `feed diff OLD NEW --out OLD` replaced a state file with the changes; a file diffed with itself stays fine.
    @Test func diffsOutOverAnInputIsRefused() throws {
        let fixture = fixture()
        #expect(feed(["build", fixture.path, "--format", "json"]).status == 0)
        let state = try #require(fixture.directory.read(".feed/state.json"))
        let run = feed([
            "diff", fixture.statePath, fixture.statePath, "--out", fixture.path + "/.feed/../.feed/state.json",
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains("and OLD \(fixture.statePath) name the same file"), "\(run.errors)")
        #expect(fixture.directory.read(".feed/state.json") == state)
        #expect(
            feed(["diff", fixture.statePath, fixture.statePath, "--out", fixture.path + "/changes.json"]).status == 0)
    }
}
