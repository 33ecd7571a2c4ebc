import FeedHost
import FeedJSON
import FeedTestSupport
import Foundation
import Testing

/// `feed watch --format json --changes-only`: the first line is the whole document, later lines only the changed
/// sections, the order and the changes; applied to the first they give what `feed build` prints.
@Suite("feed watch --changes-only", .tags(.slow), .enabled(if: SlowTests.enabled))
struct ChangesOnlyTests {
    /// Sections `a`, `b` and `c`; `b` changes and grows, so `c` moves down and is laid out again, `a` is untouched.
    @Test func laterLinesCarryOnlyTheChangedSectionsAndRebuildTheWholeDocument() throws {
        let feed = WatchCommandTests.fixture()
        feed.writeListSection("c")
        feed.writeItems("c", [("c-1", "three")])
        let watch = try WatchProcess(
            [feed.path, "--format", "json", "--no-state", "--changes-only"], errorsTo: feed.path + ".err")
        let lines = watch.waitForLines(1)
        let first = try JSONParser.parse(Array(try #require(lines.first).utf8))
        #expect(first["changesOnly"] == nil)
        #expect(first["sections"]?.arrayValue?.count == 3)

        feed.writeItems("b", [("b-1", "changed"), ("b-2", "new")])
        let second = try JSONParser.parse(Array(try #require(watch.waitForLines(2).last).utf8))
        #expect(second["changesOnly"] == .bool(true))
        #expect(second["order"] == .array([.string("a"), .string("b"), .string("c")]))
        #expect(second["sections"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["b", "c"])
        #expect(second["changes"]?["items"]?["inserted"] == .array([.string("b-2")]))
        let schema = try JSONSchemaValidator(
            schema: try json(KitFolders.read(KitFolders.docs + "/schema/watch-changes.schema.json")))
        #expect(try schema.validate(second) == [])
        #expect(Set(second.objectValue?.members.map(\.key) ?? []) == Self.keysTheReferenceNames)
        #expect(watch.stop() == 0)

        // The first line with the second's sections put in gives the sections `feed build` lays out now.
        let changed = Dictionary(
            uniqueKeysWithValues: (second["sections"]?.arrayValue ?? []).map { ($0["id"]?.stringValue ?? "", $0) })
        let kept = Dictionary(
            uniqueKeysWithValues: (first["sections"]?.arrayValue ?? []).map { ($0["id"]?.stringValue ?? "", $0) })
        let rebuilt = (second["order"]?.arrayValue ?? []).compactMap { $0.stringValue }.map { changed[$0] ?? kept[$0] }
        let build = try feed.feed("build", "--format", "json", "--no-state")
        let built = try JSONParser.parse(Array(build.outputBytes))
        #expect(rebuilt == built["sections"]?.arrayValue?.map { Optional($0) })
        #expect(second["contentSize"] == built["contentSize"])
    }

    /// The keys docs/reference.md lists for a later line ("what a client needs to follow: …"); it had left out
    /// `version`, which every line carries.
    static var keysTheReferenceNames: Set<String> {
        let reference = KitFolders.read(KitFolders.docs + "/reference.md")
        guard let start = reference.range(of: "what a client needs to follow:"),
            let end = reference[start.upperBound...].range(of: "(docs/schema/watch-changes.schema.json)")
        else { return [] }
        let quoted = reference[start.upperBound..<end.lowerBound].split(separator: "`").enumerated()
        let words = quoted.filter { $0.offset % 2 == 1 }.flatMap { $0.element.split { !$0.isLetter } }
        return Set(words.map(String.init)).subtracting(["true"])
    }

    @Test func theSchemasDefinitionsAreTheOutputSchemas() throws {
        let output = try json(KitFolders.read(KitFolders.docs + "/schema/output.schema.json"))
        let lines = try json(KitFolders.read(KitFolders.docs + "/schema/watch-changes.schema.json"))
        #expect(lines["$defs"] == output["$defs"])
    }

    @Test func withoutJSONItIsAUsageError() throws {
        let feed = WatchCommandTests.fixture()
        let result = try FeedBinary.run(["watch", feed.path, "--format", "text", "--changes-only"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--changes-only needs --format json"))
    }
}
