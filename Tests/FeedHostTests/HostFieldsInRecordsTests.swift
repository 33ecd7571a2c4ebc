import FeedTestSupport
import Testing

@testable import FeedHost

/// Items that are plain records are kept encoded, and the host skips looking at each for the fields it reads
/// (`SectionRun.itemsMayHoldHostFields`); a record that holds one of them still has it read and judged.
@Suite struct HostFieldsInRecordsTests {
    /// A pipeline over a folder of one script, `rows.lua`, whose `items()` returns `items`; the folder goes with it.
    private static func pipeline(items: String, layout: String) throws -> (TemporaryDirectory, FeedPipeline) {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(
            "rows.lua",
            """
            return {
              id = "rows",
              items = function() return \(items) end,
              layout = \(layout),
            }
            """)
        return (folder, FeedPipeline(folder: try FeedFolder.discover(at: folder.path)))
    }

    private static func build(items: String, layout: String) throws -> FeedDocument {
        let (folder, pipeline) = try pipeline(items: items, layout: layout)
        return withExtendedLifetime(folder) { pipeline.run() }
    }

    private static let grid = """
        layout.section { group = layout.group.vertical { width = fractionalWidth(1), height = absolute(44),
          subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
        """

    @Test func aRecordsSupplementariesAreStillJudged() throws {
        let document = try Self.build(
            items: "{ { id = 'a', title = 'A' }, { id = 'b', supplementaries = true } }", layout: Self.grid)
        let messages = document.errors.map(\.description)
        #expect(messages.contains { $0.contains("supplementaries") && $0.contains("expected a table of kinds") })
    }

    @Test func aRecordsSeparatorIsStillJudged() throws {
        let document = try Self.build(
            items: "{ { id = 'a', title = 'A' }, { id = 'b', separator = 'none' } }", layout: "layout.list {}")
        let messages = document.errors.map(\.description)
        #expect(messages.contains { $0.contains("separator") && $0.contains("expected a table such as separator") })
    }

    /// A record left to the walk for its escapes leaves the next record with the same keys its own names: both
    /// separators that are not tables are reported.
    @Test func recordsAfterOneLeftToTheWalkAreStillJudged() throws {
        let document = try Self.build(
            items: """
                { { id = 'a', title = 'A' }, { id = 'b', separator = ('\\1'):rep(100) },
                  { id = 'c', separator = 'none' } }
                """, layout: "layout.list {}")
        let messages = document.errors.map(\.description).filter { $0.contains("expected a table such as separator") }
        #expect(messages.count == 2, "\(messages)")
    }

    /// Records decoded for a float with a whole value hold no host field, and their fields are still let go
    /// after the layout (`ScriptRuntime.releaseItemFields`), as the build does.
    @Test func decodedRecordsWithoutHostFieldsLetGoOfTheirFields() throws {
        let (folder, pipeline) = try Self.pipeline(
            items: "{ { id = 'a', rating = 2.0 }, { id = 'b', rating = 3.0 } }", layout: Self.grid)
        defer { withExtendedLifetime(folder) {} }
        #expect(pipeline.run().errors.isEmpty)
        let runtime = pipeline.entries[0].runtime
        #expect(runtime.result.items.map(\.fields.isEmpty) == [false, false])
        runtime.releaseItemFields()
        #expect(runtime.result.items.map(\.fields.isEmpty) == [true, true])
        #expect(
            runtime.result.itemPayloads.map { String(decoding: $0.bytes, as: UTF8.self) } == [
                #"{"rating":2}"#, #"{"rating":3}"#,
            ])
    }
}
