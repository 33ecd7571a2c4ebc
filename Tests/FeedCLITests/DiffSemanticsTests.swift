import FeedHost
import Foundation
import Testing

/// What `changes` tells an app (issue 13): why a section is updated and what to do about it without recreating
/// cells, reconfigure versus reload, moved sections' batch form, the reload threshold, and `feed diff` of two
/// build outputs giving exactly the build's changes, in the shape docs/schema/diff.schema.json describes.
@Suite struct DiffSemanticsTests {
    /// Two sections of rows `rowHeight` tall with a boundary header 30 tall titled `title` (top) and none
    /// (bottom); items from `data/<id>.json`.
    private func writeSection(_ fixture: FeedFixture, _ id: String, title: String?, rowHeight: Int = 50) {
        let header = title.map { "header = { title = \"\($0)\" }," } ?? ""
        let boundary =
            title == nil
            ? ""
            : "header = layout.boundary { width = fractionalWidth(1), height = absolute(30) },"
        fixture.write(
            "\(id).lua",
            """
            return {
              id = "\(id)",
              \(header)
              items = function(ctx) return ctx.data("\(id).json") end,
              layout = layout.section {
                group = layout.group.vertical {
                  width = fractionalWidth(1), height = absolute(\(rowHeight)),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                },
                \(boundary)
              },
            }
            """)
    }

    private func makeFixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeManifest(["top", "bottom"])
        writeSection(fixture, "top", title: "Top")
        writeSection(fixture, "bottom", title: nil)
        fixture.writeItems("top", [("t1", "One"), ("t2", "Two")])
        fixture.writeItems("bottom", [("b1", "B one")])
        return fixture
    }

    private func changesOf(_ result: FeedBinary.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.errors)")
        return try #require(try parseJSON(result.outputBytes)["changes"] as? [String: Any])
    }

    private func sections(_ changes: [String: Any]) -> [String: Any] { changes["sections"] as? [String: Any] ?? [:] }
    private func batch(_ changes: [String: Any]) -> [String: Any] { changes["batch"] as? [String: Any] ?? [:] }
    private func afterBatch(_ changes: [String: Any]) -> [String: Any] {
        changes["afterBatch"] as? [String: Any] ?? [:]
    }

    private func isEmptyBatch(_ changes: [String: Any]) -> Bool {
        batch(changes).values.allSatisfy { ($0 as? [Any])?.isEmpty == true }
    }

    /// A new header title: the section is updated for its header, the header view is updated in place, and
    /// nothing is reloaded (before issue 13 the batch reloaded the whole section).
    @Test func headerChangeUpdatesTheHeaderInPlace() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        writeSection(fixture, "top", title: "Top, renamed")
        let changes = try changesOf(try fixture.feed("build", "--format", "json"))
        let updated = sections(changes)["updated"] as? [[String: Any]]
        #expect(updated?.count == 1)
        #expect(updated?.first?["id"] as? String == "top")
        #expect(updated?.first?["reasons"] as? [String] == ["header"])
        let supplementaries = (changes["supplementaries"] as? [String: Any])?["updated"] as? [[String: Any]]
        #expect(
            supplementaries?.map { "\($0["section"] ?? "") \($0["id"] ?? "") \($0["kind"] ?? "")" } == ["0 top header"])
        #expect(changes["invalidateLayout"] as? Bool == false)
        #expect(isEmptyBatch(changes))
    }

    /// Taller rows: a layout-only change is `invalidateLayout`, with no reload and no cell recreated.
    @Test func layoutChangeInvalidatesTheLayout() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        writeSection(fixture, "top", title: "Top", rowHeight: 60)
        let changes = try changesOf(try fixture.feed("build", "--format", "json"))
        let updated = sections(changes)["updated"] as? [[String: Any]]
        #expect(updated?.first?["reasons"] as? [String] == ["layout"])
        #expect(changes["invalidateLayout"] as? Bool == true)
        #expect(((changes["supplementaries"] as? [String: Any])?["updated"] as? [Any])?.isEmpty == true)
        #expect(isEmptyBatch(changes))
        // Header 30, rows 60: every row grows from 50 to 60 tall; t2 moves from y 80 to 90, b1 from 130 to 150.
        let frames = (changes["frames"] as? [[String: Any]] ?? []).map {
            "\($0["id"] as? String ?? "") \(numbers($0["from"])[1]) \(numbers($0["to"])[1])"
        }
        #expect(frames == ["t1 30.0 30.0", "t2 80.0 90.0", "b1 130.0 150.0"])
    }

    /// A changed item is reconfigured after the batch by its new path by default; `--item-updates reload`
    /// reloads it in the batch by its old path.
    @Test func itemUpdatesChooseReconfigureOrReload() throws {
        for style in ["reconfigure", "reload"] {
            let fixture = makeFixture()
            #expect(try fixture.feed("build", "--format", "json").status == 0)
            fixture.writeItems("top", [("t0", "Zero"), ("t1", "One"), ("t2", "Two, renamed")])
            let changes = try changesOf(try fixture.feed("build", "--format", "json", "--item-updates", style))
            #expect(changes["itemUpdates"] as? String == style)
            #expect((changes["items"] as? [String: Any])?["updated"] as? [String] == ["t2"])
            #expect(batch(changes)["insertItems"] as? [[Int]] == [[0, 0]])
            if style == "reconfigure" {
                #expect(batch(changes)["reloadItems"] as? [[Int]] == [])
                #expect(afterBatch(changes)["reconfigureItems"] as? [[Int]] == [[0, 2]])
            } else {
                #expect(batch(changes)["reloadItems"] as? [[Int]] == [[0, 1]])
                #expect(afterBatch(changes)["reconfigureItems"] as? [[Int]] == [])
            }
        }
    }

    /// A moved section whose item only changed content stays a move (its item reconfigured after the batch);
    /// one that gains an item is sent as delete + insert, and says so.
    @Test func movedSectionsSayHowTheyAreSent() throws {
        let fixture = makeFixture()
        fixture.writeManifest(["top", "bottom", "third"])
        writeSection(fixture, "third", title: nil)
        fixture.writeItems("third", [("c1", "C one")])
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        fixture.writeManifest(["bottom", "third", "top"])
        fixture.writeItems("top", [("t1", "One"), ("t2", "Two, renamed")])
        var changes = try changesOf(try fixture.feed("build", "--format", "json"))
        var moved = sections(changes)["moved"] as? [[String: Any]]
        #expect(moved?.map { "\($0["id"] ?? "") \($0["sentAs"] ?? "")" } == ["top move"])
        #expect(batch(changes)["moveSections"] as? [[Int]] == [[0, 2]])
        #expect(afterBatch(changes)["reconfigureItems"] as? [[Int]] == [[2, 1]])

        fixture.writeManifest(["top", "bottom", "third"])
        fixture.writeItems("top", [("t1", "One"), ("t2", "Two, renamed"), ("t3", "Three")])
        changes = try changesOf(try fixture.feed("build", "--format", "json"))
        moved = sections(changes)["moved"] as? [[String: Any]]
        #expect(moved?.map { "\($0["id"] ?? "") \($0["sentAs"] ?? "")" } == ["top delete+insert"])
        #expect(batch(changes)["deleteSections"] as? [Int] == [2])
        #expect(batch(changes)["insertSections"] as? [Int] == [0])
        #expect((changes["items"] as? [String: Any])?["inserted"] as? [String] == ["t3"])
    }

    /// Above `--reload-threshold` operations the batch becomes `reloadData`; the id lists stay.
    @Test func reloadThresholdReplacesTheBatch() throws {
        let fixture = makeFixture()
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        fixture.writeItems("top", [("t3", "Three"), ("t4", "Four"), ("t1", "One")])
        let big = try changesOf(try fixture.feed("build", "--format", "json", "--reload-threshold", "2"))
        #expect(big["reloadData"] as? Bool == true)
        #expect(isEmptyBatch(big))
        #expect((big["items"] as? [String: Any])?["inserted"] as? [String] == ["t3", "t4"])
        #expect((big["items"] as? [String: Any])?["deleted"] as? [String] == ["t2"])
        fixture.writeItems("top", [("t5", "Five"), ("t3", "Three"), ("t4", "Four")])
        let never = try changesOf(try fixture.feed("build", "--format", "json", "--reload-threshold", "0"))
        #expect(never["reloadData"] as? Bool == false)
        #expect(batch(never)["insertItems"] as? [[Int]] == [[0, 0]])
    }

    /// `feed diff` of two `build --format json` outputs gives exactly the changes the second build reported,
    /// section updates included, and its output matches docs/schema/diff.schema.json.
    @Test func diffOfTwoBuildOutputsEqualsTheBuild() throws {
        let fixture = makeFixture()
        let first = try fixture.feed("build", "--format", "json")
        let firstPath = fixture.directory.write("one.json", first.output)
        writeSection(fixture, "top", title: "Top, renamed", rowHeight: 60)
        fixture.writeItems("top", [("t2", "Two, renamed"), ("t1", "One"), ("t5", "Five")])
        let second = try fixture.feed("build", "--format", "json")
        let secondPath = fixture.directory.write("two.json", second.output)
        let fromBuild = try #require(try parseJSON(second.outputBytes)["changes"] as? NSDictionary)
        let diff = try FeedBinary.run(["diff", firstPath, secondPath, "--format", "json"])
        let fromDiff = try #require(try parseJSON(diff.outputBytes)["changes"] as? NSDictionary)
        #expect(fromBuild == fromDiff)
        let updated = (fromDiff["sections"] as? [String: Any])?["updated"] as? [[String: Any]]
        #expect(updated?.first?["reasons"] as? [String] == ["layout", "header"])
        let text = try FeedBinary.run(["diff", firstPath, secondPath, "--format", "text"])
        #expect(text.output.contains("  ~ 1 section updated: top (layout, header)\n"), "\(text.output)")

        let schema = try JSONSchemaValidator(
            schema: try JSONParser.parse(Array(KitFolders.read(KitFolders.docs + "/schema/diff.schema.json").utf8)))
        #expect(try schema.validate(try JSONParser.parse(Array(diff.outputBytes))) == [])
        let broken = diff.output.replacingOccurrences(of: #""reasons":["layout""#, with: #""reasons":["colour""#)
        #expect(broken != diff.output)
        #expect(try !schema.validate(try JSONParser.parse(Array(broken.utf8))).isEmpty)
    }

    /// The diff schema's definitions are the output schema's, so the two documents cannot drift apart.
    @Test func diffSchemaSharesTheOutputDefinitions() throws {
        let output = try JSONParser.parse(Array(KitFolders.read(KitFolders.docs + "/schema/output.schema.json").utf8))
        let diff = try JSONParser.parse(Array(KitFolders.read(KitFolders.docs + "/schema/diff.schema.json").utf8))
        let definitions = try #require(diff["$defs"]?.objectValue)
        #expect(definitions["changes"] != nil)
        for (name, definition) in definitions {
            #expect(output["$defs"]?[name] == definition, "\(name) differs from output.schema.json")
        }
    }
}
