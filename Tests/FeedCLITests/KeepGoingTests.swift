import FeedTestSupport
import Foundation
import Testing

/// `feed build --keep-going`: the sections that work are laid out and printed, the failed ones reported, status 1,
/// no `changes` and the state file left as it was (a partial run must not become the next run's baseline).
@Suite struct KeepGoingTests {
    static let broken =
        "return { id = \"broken\", items = function(ctx) error(\"no feed today\") end, layout = layout.list {} }"

    /// `rows` (two items) works; `broken` fails in items(ctx).
    private func makeFixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeListSection("rows")
        fixture.writeItems("rows", [("a", "A"), ("b", "B")])
        fixture.writeListSection("broken")
        fixture.write("broken.lua", Self.broken)
        return fixture
    }

    @Test func theGoodSectionsAreLaidOutAndTheFailedReported() throws {
        let fixture = makeFixture()
        let run = try fixture.feed("build", "--keep-going", "--format", "json")
        #expect(run.status == 1)
        let document = try parseJSON(run.outputBytes)
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.map { $0["id"] as? String } == ["rows"])
        // `rows` alone: its items at y 0 and 50, 390 wide and 50 tall (FeedFixture's list).
        let items = try #require(sections.first?["items"] as? [[String: Any]])
        #expect(items.map { numbers($0["frame"]) } == [[0, 0, 390, 50], [0, 50, 390, 50]])
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["script"] as? String == "broken.lua")
        #expect(document["changes"] == nil || document["changes"] is NSNull)
        #expect(fixture.state == nil, "no state file is written")
        #expect(run.errors.contains("no feed today"))
        #expect(
            run.errors.hasSuffix(
                "feed: 1 error in 1 file; kept going: 1 section laid out, no changes; the state file was not changed\n"),
            "\(run.errors)")
    }

    @Test func withoutItNothingIsLaidOut() throws {
        let fixture = makeFixture()
        let run = try fixture.feed("build", "--format", "json")
        #expect(run.status == 1)
        #expect((try parseJSON(run.outputBytes)["sections"] as? [Any])?.isEmpty == true)
    }

    @Test func theStateFileStaysAsItWas() throws {
        let fixture = makeFixture()
        fixture.remove("broken.lua")
        #expect(try fixture.feed("build", "--format", "json").status == 0)
        let before = try #require(fixture.state)
        fixture.writeItems("rows", [("a", "A"), ("b", "B"), ("c", "C")])
        fixture.write("broken.lua", Self.broken)
        let run = try fixture.feed("build", "--keep-going", "--format", "json")
        #expect(run.status == 1)
        #expect((try parseJSON(run.outputBytes)["sections"] as? [[String: Any]])?.first?["items"] as? [Any] != nil)
        #expect(fixture.state == before)
    }

    @Test func aDrawingShowsTheGoodSections() throws {
        let fixture = makeFixture()
        let out = fixture.path + "/feed.svg"
        let run = try fixture.feed("build", "--keep-going", "--out", out)
        #expect(run.status == 1)
        let svg = String(decoding: FileManager.default.contents(atPath: out) ?? Data(), as: UTF8.self)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("data-id=\"a\"") && svg.contains("data-id=\"b\""))
        #expect(svg.contains("no feed today"))
    }

    @Test func textShowsTheGoodSections() throws {
        let fixture = makeFixture()
        let out = fixture.path + "/feed.txt"
        let run = try fixture.feed("build", "--keep-going", "--no-state", "--out", out)
        #expect(run.status == 1)
        let text = String(decoding: FileManager.default.contents(atPath: out) ?? Data(), as: UTF8.self)
        #expect(text.contains("rows"))
        #expect(text.contains("1 sections") || text.contains("1 section"))
    }
}
