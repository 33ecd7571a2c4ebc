import Foundation
import Testing

/// A second `feed build` after editing a feed reports exactly the expected changes, and `feed diff` of the two
/// state files agrees with it.
@Suite struct SecondRunTests {
    /// Two list sections (rows 50 tall, 390 wide; see `FeedFixture.writeListSection`).
    /// Run 1: top = t1 t2 t3 t4, bottom = b1 b2.
    /// Run 2: top = t2 t4 t1′ t5, bottom = b1 t3 — t1 changed its title, t5 is new, b2 is gone, t3 crossed over.
    private func makeFixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeManifest(["top", "bottom"])
        fixture.writeListSection("top")
        fixture.writeListSection("bottom", header: nil)
        fixture.writeItems("top", [("t1", "One"), ("t2", "Two"), ("t3", "Three"), ("t4", "Four")])
        fixture.writeItems("bottom", [("b1", "B one"), ("b2", "B two")])
        return fixture
    }

    private func edit(_ fixture: FeedFixture) {
        fixture.writeItems("top", [("t2", "Two"), ("t4", "Four"), ("t1", "One, renamed"), ("t5", "Five")])
        fixture.writeItems("bottom", [("b1", "B one"), ("t3", "Three")])
    }

    @Test func aFirstRunInsertsEverySection() throws {
        let fixture = makeFixture()
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 0, "\(result.errors)")
        let changes = try parseJSON(result.outputBytes)["changes"] as? [String: Any]
        #expect(changes?["baseline"] as? String == "none")
        let sections = changes?["sections"] as? [String: Any]
        #expect(sections?["inserted"] as? [String] == ["top", "bottom"])
        // Items that come with their section are implied by it.
        #expect((changes?["items"] as? [String: Any])?["inserted"] as? [String] == [])
        let batch = changes?["batch"] as? [String: Any]
        #expect(batch?["insertSections"] as? [Int] == [0, 1])
        #expect(fixture.state != nil)
    }

    /// The first run's summary in words agrees in number: "1 section inserted with all its items" (it read
    /// "with all their items" for one section, the line `feed init`'s first build shows).
    @Test func aFirstRunOfOneSectionSaysIts() throws {
        let fixture = FeedFixture()
        fixture.writeListSection("only")
        fixture.writeItems("only", [("o1", "One")])
        let result = try fixture.feed("build", "--format", "text")
        #expect(result.output.hasSuffix("first run (no previous state): + 1 section inserted with all its items\n"))
    }

    @Test func aSecondRunReportsExactlyWhatChanged() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        edit(fixture)
        let result = try fixture.feed("build", "--format", "json")
        #expect(result.status == 0, "\(result.errors)")
        let changes = try #require(try parseJSON(result.outputBytes)["changes"] as? [String: Any])
        #expect(changes["baseline"] as? String == "previous")

        // Sections kept their ids, order, header and layout.
        let sections = changes["sections"] as? [String: Any]
        for key in ["inserted", "deleted", "moved", "updated"] { #expect((sections?[key] as? [Any])?.isEmpty == true) }

        // Items. top's old positions in new order are t2 1, t4 3, t1 0: the longest increasing run is (1, 3), so
        // only t1 moves inside top; t3 changes section, which is always a move; t1's title changed (updated).
        let items = try #require(changes["items"] as? [String: Any])
        #expect(items["inserted"] as? [String] == ["t5"])
        #expect(items["deleted"] as? [String] == ["b2"])
        #expect(items["updated"] as? [String] == ["t1"])
        let moved = (items["moved"] as? [[String: Any]] ?? []).map {
            "\($0["id"] as? String ?? "") \(numbers($0["from"])) \(numbers($0["to"]))"
        }
        #expect(moved == ["t1 [0.0, 0.0] [0.0, 2.0]", "t3 [0.0, 2.0] [1.0, 1.0]"])

        // The batch: b2 deleted at its old path [1, 1]; t5 inserted at its new path [0, 3]; both moves; t1 moved
        // and changed, so it is reconfigured after the batch at its new path (the default since issue 13).
        let batch = try #require(changes["batch"] as? [String: Any])
        #expect((batch["deleteItems"] as? [[Int]]) == [[1, 1]])
        #expect((batch["insertItems"] as? [[Int]]) == [[0, 3]])
        #expect((batch["moveItems"] as? [[[Int]]]) == [[[0, 0], [0, 2]], [[0, 2], [1, 1]]])
        #expect((batch["reloadItems"] as? [[Int]]) == [])
        for key in ["deleteSections", "insertSections", "moveSections", "reloadSections"] {
            #expect((batch[key] as? [Any])?.isEmpty == true)
        }
        #expect(((changes["afterBatch"] as? [String: Any])?["reconfigureItems"] as? [[Int]]) == [[0, 2]])
        #expect(((changes["afterBatch"] as? [String: Any])?["reloadItems"] as? [[Int]]) == [])

        // Frames: rows are 50 tall; top is 200 tall both times, so bottom starts at y = 200.
        // t2 50 → 0, t4 150 → 50, t1 0 → 100, t3 100 → 250 (bottom's second row); b1 stays at 200.
        let frames = (changes["frames"] as? [[String: Any]] ?? []).map {
            "\($0["id"] as? String ?? "") \(numbers($0["from"])[1]) \(numbers($0["to"])[1])"
        }
        #expect(frames == ["t2 50.0 0.0", "t4 150.0 50.0", "t1 0.0 100.0", "t3 100.0 250.0"])
    }

    @Test func diffOfTheTwoStateFilesAgreesWithBuild() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        let first = fixture.directory.write("first.json", String(decoding: fixture.state ?? Data(), as: UTF8.self))
        edit(fixture)
        let build = try fixture.feed("build", "--format", "json")
        let second = fixture.directory.write("second.json", String(decoding: fixture.state ?? Data(), as: UTF8.self))
        let diff = try FeedBinary.run(["diff", first, second, "--format", "json"])
        #expect(diff.status == 0, "\(diff.errors)")
        let fromBuild = try parseJSON(build.outputBytes)["changes"] as? NSDictionary
        let fromDiff = try parseJSON(diff.outputBytes)["changes"] as? NSDictionary
        #expect(fromBuild != nil)
        #expect(fromBuild == fromDiff)
        let text = try FeedBinary.run(["diff", first, second, "--format", "text"])
        #expect(text.output.hasPrefix("changes from \(first) to \(second):\n"))
        #expect(text.output.contains("  + 1 item inserted: t5\n"))
        #expect(text.output.contains("  − 1 item deleted: b2\n"))
        #expect(text.output.contains("  ~ 1 item updated: t1\n"))
    }

    @Test func diffOfTwoBuildOutputsFindsTheItemChanges() throws {
        let fixture = makeFixture()
        let first = fixture.directory.write("one.json", try fixture.feed("build", "--no-state").output)
        edit(fixture)
        let second = fixture.directory.write("two.json", try fixture.feed("build", "--no-state").output)
        let diff = try FeedBinary.run(["diff", first, second, "--format", "json"])
        #expect(diff.status == 0, "\(diff.errors)")
        let items = (try parseJSON(diff.outputBytes)["changes"] as? [String: Any])?["items"] as? [String: Any]
        #expect(items?["inserted"] as? [String] == ["t5"])
        #expect(items?["deleted"] as? [String] == ["b2"])
        #expect(items?["updated"] as? [String] == ["t1"])
    }

    @Test func anUnchangedFeedReportsNoChanges() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build").status == 0)
        let result = try fixture.feed("build", "--format", "text")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("no changes since the last run\n"))
    }

    @Test func noStateNeitherReadsNorWrites() throws {
        let fixture = makeFixture()
        let result = try fixture.feed("build", "--no-state", "--format", "json")
        #expect(result.status == 0)
        #expect(fixture.state == nil)
        #expect((try parseJSON(result.outputBytes)["changes"] as? [String: Any])?["baseline"] as? String == "none")
    }

    @Test func stateFlagChoosesTheFile() throws {
        let fixture = makeFixture()
        let custom = fixture.path + "/custom-state.json"
        #expect(try fixture.feed("build", "--state", custom).status == 0)
        #expect(fixture.state == nil)
        #expect(FileManager.default.fileExists(atPath: custom))
        let again = try fixture.feed("build", "--state", custom, "--format", "json")
        #expect((try parseJSON(again.outputBytes)["changes"] as? [String: Any])?["baseline"] as? String == "previous")
    }

    @Test func outWritesTheResultToAFile() throws {
        let fixture = makeFixture()
        let out = fixture.path + "/out.json"
        let result = try fixture.feed("build", "--no-state", "--out", out)
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let document = try parseJSON(FileManager.default.contents(atPath: out) ?? Data())
        #expect((document["sections"] as? [Any])?.count == 2)
    }

    @Test func setPassesVariablesToScripts() throws {
        let fixture = FeedFixture()
        fixture.write(
            "greeting.lua",
            """
            return {
              id = "greeting",
              items = function(ctx) return { { id = "hello", who = ctx.vars.who, width = ctx.env.width } } end,
              layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                height = absolute(10), subitems = { layout.item { width = fractionalWidth(1),
                height = fractionalHeight(1) } } } },
            }
            """)
        let result = try fixture.feed("check", "--set", "who=world", "--device", "ipad")
        #expect(result.status == 0, "\(result.errors)")
        let document = try parseJSON(result.outputBytes)
        let item = ((document["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first
        let fields = item?["fields"] as? [String: Any]
        #expect(fields?["who"] as? String == "world")
        #expect((fields?["width"] as? NSNumber)?.doubleValue == 820)
        #expect(document["changes"] is NSNull)
        #expect(fixture.state == nil)
    }
}
