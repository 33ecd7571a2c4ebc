import Foundation
import Testing

/// Every error path: the message (script, line, field path, words), exit status 1, and an untouched state file.
@Suite struct ErrorPathTests {
    /// One way to break the feed of `makeFixture()`, and the error line it must produce.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Files to write (name → text) after the good first build.
        var files: [String: String]
        var removed: [String] = []
        var arguments: [String] = []
        /// The start of the expected `error:` line (script, line, field path).
        var prefix: String
        /// Words the message must contain.
        var words: String
        var testDescription: String { name }
    }

    /// A section script of `top` whose `body` replaces the items function; line 3 holds `items`.
    static func top(items: String, layoutLine: String = "") -> String {
        """
        return {
          id = "top",
          items = \(items),
          layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1), height = absolute(50),
            subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) \(layoutLine) } } } },
        }
        """
    }

    static let cases: [Case] = [
        Case(
            name: "syntax error", files: ["top.lua": "return {\n  id = \"top\",\n  items = {\n"],
            prefix: "error: top.lua:4: ", words: "near <eof>"),
        Case(
            name: "runtime error", files: ["top.lua": top(items: "function(ctx) error(\"no network\") end")],
            prefix: "error: top.lua:3: items: ", words: "no network"),
        Case(
            name: "unknown key", files: ["top.lua": top(items: "{}", layoutLine: ", zIndx = 1")],
            prefix: "error: top.lua:5: layout.group.subitems[1].zIndx: ", words: "unknown key \"zIndx\""),
        Case(
            name: "misspelt enum",
            files: [
                "top.lua": top(items: "{}").replacingOccurrences(
                    of: "layout.section {", with: "layout.section { orthogonalScrolling = \"groupPageing\",")
            ],
            prefix: "error: top.lua:4: layout.orthogonalScrolling: ", words: "did you mean \"groupPaging\"?"),
        Case(
            name: "item without an id", files: ["top.lua": top(items: "{ { title = \"x\" } }")],
            prefix: "error: top.lua", words: "id"),
        Case(
            name: "layout that cannot fit",
            files: [
                "top.lua": top(items: "{ { id = \"x\" } }")
                    .replacingOccurrences(of: "layout.group.vertical", with: "layout.group.horizontal")
                    .replacingOccurrences(
                        of: "layout.item { width = fractionalWidth(1)", with: "layout.item { width = absolute(500)")
            ],
            prefix: "error: top.lua:5: layout.group.subitems[1].width: ", words: "cannot fit"),
        Case(
            name: "item id in two scripts", files: ["data/bottom.json": #"[{"id": "t1", "title": "again"}]"#],
            prefix: "error: bottom.lua: items: ", words: "item id \"t1\" is also used by top.lua"),
        Case(
            name: "listed section without a script",
            files: ["feed.lua": #"return { sections = { "top", "middle", "bottom" } }"#],
            prefix: "error: feed.lua: sections[2]: ", words: "section \"middle\" is listed but no script declares it"),
        Case(
            name: "two scripts with one id",
            files: ["zz.lua": "return { id = \"top\", items = {}, layout = layout.list {} }"],
            prefix: "error: zz.lua: id: ", words: "section id \"top\" is also declared by top.lua"),
        Case(
            name: "instruction budget", files: ["top.lua": top(items: "function(ctx) while true do end end")],
            arguments: ["--instruction-budget", "100000"],
            prefix: "error: top.lua:3: items: ", words: "instruction budget"),
        Case(
            name: "memory cap",
            files: ["top.lua": top(items: "function(ctx) local t = {} for i = 1, 1e8 do t[i] = {i} end end")],
            arguments: ["--memory-cap", "4M"], prefix: "error: top.lua:3: items: ", words: "memory"),
        Case(
            name: "data outside data/",
            files: ["top.lua": top(items: "function(ctx) return ctx.data(\"../top.lua\") end")],
            prefix: "error: top.lua:3: items: ", words: "ctx.data"),
        Case(
            name: "missing data file", files: [:], removed: ["data/top.json"],
            prefix: "error: top.lua:4: items: ", words: "top.json"),
        Case(
            name: "size that would overflow the layout",
            files: [
                "top.lua": top(items: "{ { id = \"x\" } }").replacingOccurrences(
                    of: "height = absolute(50)", with: "height = absolute(1e308)")
            ],
            prefix: "error: top.lua:4: layout.group.height: ", words: "absolute(1e+308) is too large"),
        Case(
            name: "spacing that would overflow the layout",
            files: [
                "top.lua": top(items: "{ { id = \"x\" } }").replacingOccurrences(
                    of: "layout.section {", with: "layout.section { interGroupSpacing = 1e308,")
            ],
            prefix: "error: top.lua:4: layout.interGroupSpacing: ", words: "1e+308 is too large"),
        Case(
            name: "require outside lib/",
            files: ["top.lua": top(items: "function(ctx) return require(\"../secret\") end")],
            prefix: "error: top.lua:3: items: ", words: "../secret"),
    ]

    private func makeFixture() throws -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeManifest(["top", "bottom"])
        fixture.writeListSection("top")
        fixture.writeListSection("bottom")
        fixture.writeItems("top", [("t1", "One"), ("t2", "Two")])
        fixture.writeItems("bottom", [("b1", "B one")])
        let first = try fixture.feed("build")
        #expect(first.status == 0, "\(first.errors)")
        return fixture
    }

    @Test(arguments: cases)
    func reportsTheProblemAndLeavesTheStateAlone(_ broken: Case) throws {
        let fixture = try makeFixture()
        let before = try #require(fixture.state)
        for (name, text) in broken.files { fixture.write(name, text) }
        for name in broken.removed { fixture.remove(name) }
        let result = try FeedBinary.run(["build", fixture.path, "--format", "json"] + broken.arguments)
        #expect(result.status == 1)
        let errorLines = result.errors.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        let matching = errorLines.filter { $0.hasPrefix(broken.prefix) && $0.contains(broken.words) }
        #expect(matching.count == 1, "stderr was:\n\(result.errors)")
        #expect(result.errors.hasSuffix("; the state file was not changed\n"))
        #expect(fixture.state == before)
        // The JSON output lists the same problems, with no sections and no changes.
        let document = try parseJSON(result.outputBytes)
        #expect((document["errors"] as? [Any])?.count == errorLines.count)
        #expect((document["sections"] as? [Any])?.isEmpty == true)
        #expect(document["changes"] is NSNull)
    }

    @Test func everyProblemOfEveryScriptComesInOneRun() throws {
        let fixture = try makeFixture()
        let before = fixture.state
        fixture.write("top.lua", Self.top(items: "function(ctx) error(\"first\") end"))
        fixture.write(
            "bottom.lua",
            Self.top(items: "{}").replacingOccurrences(of: "\"top\"", with: "\"bottom\"")
                .replacingOccurrences(of: "fractionalHeight(1)", with: "fractionalHight(1)"))
        let result = try fixture.feed("check", "--format", "text")
        #expect(result.status == 1)
        let errorLines = result.errors.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errorLines.count == 2, "\(result.errors)")
        #expect(errorLines.first?.hasPrefix("error: bottom.lua:5: ") == true)
        #expect(errorLines.last?.hasPrefix("error: top.lua:3: items: ") == true)
        #expect(result.output.isEmpty)
        #expect(fixture.state == before)
    }

    @Test func anUnlistedScriptIsAWarningAndFollowsTheListedOnes() throws {
        let fixture = try makeFixture()
        fixture.writeListSection("extra")
        fixture.writeItems("extra", [("e1", "E")])
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: extra.lua: section \"extra\" is not listed in feed.lua"))
        let document = try parseJSON(result.outputBytes)
        #expect((document["sections"] as? [[String: Any]])?.map { $0["id"] as? String } == ["top", "bottom", "extra"])
        #expect((document["warnings"] as? [Any])?.count == 1)
        let quiet = try fixture.feed("build", "--quiet")
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty)
    }

    /// A state file that parses but repeats an id is named as given (not as the default `.feed/state.json`), in
    /// one sentence that names ten of the sections and counts the rest.
    @Test func aStateFileRepeatingAnIdIsNamedAsGivenInOneBoundedSentence() throws {
        let fixture = try makeFixture()
        let sections = (0..<300).map { #"{"id":"s\#($0)","hash":"h","items":[{"id":"dup","hash":"0"}]}"# }
        fixture.write("kept/old.json", #"{"version":1,"sections":["# + sections.joined(separator: ",") + "]}")
        let result = try fixture.feed("build", "--state", fixture.path + "/kept/old.json")
        #expect(result.status == 0)
        let warning = try #require(result.errors.split(separator: "\n").first.map(String.init))
        #expect(warning.hasPrefix("warning: \(fixture.path)/kept/old.json: the state file is not a feed state"))
        #expect(
            warning.contains("'s8', 's9' and 290 more); identifiers must be unique; treating this run as the first"))
        #expect(warning.count < 400, "\(warning.count) characters")
    }

    /// Output that cannot be written (a full disk) is an error, and the state does not move past what was
    /// delivered; before, the build said nothing, exited 0 and saved its state.
    @Test func anUnwritableStandardOutputFailsAndKeepsTheState() throws {
        let fixture = try makeFixture()
        let before = fixture.state
        // A change since the fixture's state, so a saved state would differ from it.
        fixture.writeItems("top", [("t1", "One"), ("t3", "Three")])
        let result = try FeedBinary.run(["build", fixture.path, "--format", "json"], standardOutput: "/dev/full")
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "feed: cannot write to standard output: No space left on device; the state file was not changed"),
            "\(result.errors)")
        #expect(fixture.state == before)
        #expect(try Self.stateFiles(of: fixture) == ["state.json"])
        let export = try FeedBinary.run(["export", "swift", fixture.path], standardOutput: "/dev/full")
        #expect(export.status == 1)
        #expect(export.errors.contains("feed: cannot write to standard output: No space left on device"))
        // A watch whose lines cannot be written ends (it ran on, printing nothing, before).
        let watch = try FeedBinary.run(
            ["watch", fixture.path, "--format", "json"], timeout: 20, standardOutput: "/dev/full")
        #expect(watch.status == 1, "\(watch.errors)")
        #expect(
            watch.errors.contains("feed: cannot write to standard output: No space left on device; the watch ends"))
    }

    /// `feed build | head` once `head` has gone: the write fails (EPIPE, not SIGPIPE), so the build says so and
    /// leaves the state as it was, with no temporary of the new one beside it (killed by SIGPIPE, it left one).
    @Test func aReaderThatGoesAwayFailsTheBuildAndLeavesNoTemporary() throws {
        let fixture = try makeFixture()
        let before = fixture.state
        fixture.writeItems("top", [("t1", "One"), ("t3", "Three")])
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try FeedBinary.run(
            ["build", fixture.path, "--format", "json"], standardOutputHandle: pipe.fileHandleForWriting)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "feed: cannot write to standard output: Broken pipe; the state file was not changed"),
            "\(result.errors)")
        #expect(fixture.state == before)
        #expect(try Self.stateFiles(of: fixture) == ["state.json"])
    }

    /// The state file and any temporary of a new one beside it (`state.json.feed-tmp-PID`).
    private static func stateFiles(of fixture: FeedFixture) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.path + "/.feed")
            .filter { $0.hasPrefix("state.json") }.sorted()
    }

    @Test func anUnreadableStateFileIsAWarningAndAFirstRun() throws {
        let fixture = try makeFixture()
        fixture.write(".feed/state.json", "{ torn")
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: \(fixture.statePath): "))
        #expect(result.errors.contains("treating this run as the first"))
        let changes = try parseJSON(result.outputBytes)["changes"] as? [String: Any]
        #expect(changes?["baseline"] as? String == "none")
        // The broken file is replaced by a good one.
        #expect(try parseJSON(fixture.state ?? Data())["version"] as? Int == 1)
    }

    @Test func aMissingFolderIsAUsageError() throws {
        let result = try FeedBinary.run(["build", "/nonexistent/feed"])
        #expect(result.status == 2)
        #expect(result.errors == "feed: /nonexistent/feed is not a feed folder: no such directory\n")
    }

    @Test func anUnwritableOutFailsAndSavesNothing() throws {
        let fixture = try makeFixture()
        let before = fixture.state
        fixture.writeItems("top", [("t9", "Nine")])
        let result = try fixture.feed("build", "--out", fixture.path + "/no/such/dir/out.json")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("feed: cannot write \(fixture.path)/no/such/dir/out.json: "))
        #expect(fixture.state == before)
    }

    @Test func aStateFileThatCannotBeWrittenFailsTheBuild() throws {
        let fixture = try makeFixture()
        fixture.write("blocker", "a file where the state's folder should be")
        let result = try fixture.feed("build", "--state", fixture.path + "/blocker/state.json", "--format", "json")
        #expect(result.status == 1)
        // Reading it fails first (a warning: a first run), then saving it fails the build.
        #expect(result.errors.hasPrefix("warning: \(fixture.path)/blocker/state.json: cannot read "))
        #expect(result.errors.contains("\nfeed: cannot write \(fixture.path)/blocker"))
        #expect(
            FileManager.default.contents(atPath: fixture.path + "/blocker").map { String(decoding: $0, as: UTF8.self) }
                == "a file where the state's folder should be")
    }

    @Test func diffOfAMissingOrMalformedFileFails() throws {
        let fixture = try makeFixture()
        let missing = try FeedBinary.run(["diff", fixture.statePath, fixture.path + "/none.json"])
        #expect(missing.status == 1)
        #expect(missing.errors == "feed: cannot read \(fixture.path)/none.json: no such file\n")
        fixture.write("bad.json", #"{"version": 1, "sections": [{"items": []}]}"#)
        let malformed = try FeedBinary.run(["diff", fixture.statePath, fixture.path + "/bad.json"])
        #expect(malformed.status == 1)
        #expect(malformed.errors.contains("sections[0] has no string \"id\""))
    }
}
