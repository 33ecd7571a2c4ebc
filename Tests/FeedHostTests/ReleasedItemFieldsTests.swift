import FeedJSON
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// A pipeline that runs every script afresh each time (`Feed`) drops the items' fields once a section is laid
/// out: the output and the errors are those of a pipeline that keeps them, and a script that reads them later
/// (`measure`, cell templates) keeps them.
@Suite struct ReleasedItemFieldsTests {
    private static let plain = """
        return {
          id = "plain",
          items = function(ctx)
            local items = {}
            for i = 1, 30 do items[i] = { id = "p" .. i, title = "Item " .. i, score = i % 7, badge = i % 3 == 0 } end
            return items
          end,
          layout = layout.section { group = layout.group.horizontal { width = fractionalWidth(1),
            height = absolute(60), count = 2, subitems = { layout.item { width = fractionalWidth(1),
            height = fractionalHeight(1) } } } },
        }
        """

    /// Rows as tall as `measure` says, from a field of the item.
    private static let measured = """
        return {
          id = "measured",
          items = { { id = "m1", lines = 2 }, { id = "m2", lines = 5 } },
          layout = layout.list { rowHeight = estimated(44) },
          measure = function(item, env) return { height = item.lines * 20 } end,
        }
        """

    /// A releasing pipeline (as `Feed` makes) on one script, after a run, and the run's document.
    private func releasingRun(_ name: String, _ source: String, keepsLastGood: Bool = false) throws
        -> (pipeline: FeedPipeline, document: FeedDocument)
    {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(name, source)
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        pipeline.releasesItemFields = true
        pipeline.keepsLastGoodSections = keepsLastGood
        return (pipeline, pipeline.run())
    }

    private func documents(_ scripts: [String: String]) throws -> (released: FeedDocument, kept: FeedDocument) {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for (name, source) in scripts { folder.write(name, source) }
        let releasing = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        releasing.releasesItemFields = true
        let released = releasing.run()
        let kept = FeedPipeline(folder: try FeedFolder.discover(at: folder.path)).run()
        return (released, kept)
    }

    @Test func fieldsAreReleasedAndTheOutputIsTheSame() throws {
        let (pipeline, document) = try releasingRun("plain.lua", Self.plain)
        #expect(document.errors.isEmpty)
        #expect(pipeline.entries[0].run.items.count == 30)
        #expect(pipeline.entries[0].run.items.allSatisfy { $0.fields.isEmpty })
        let (released, kept) = try documents(["plain.lua": Self.plain])
        #expect(released.jsonBytes() == kept.jsonBytes())
        // The payloads the output prints still carry every field.
        #expect(String(decoding: released.jsonBytes(), as: UTF8.self).contains(#""fields":{"badge":true"#))
    }

    @Test func aScriptWithMeasureKeepsItsFieldsAndIsMeasuredFromThem() throws {
        let (pipeline, document) = try releasingRun("measured.lua", Self.measured)
        #expect(pipeline.entries[0].run.items.map(\.fields) == [["lines": .integer(2)], ["lines": .integer(5)]])
        #expect(document.sections.first?.items.map(\.frame.height) == [40, 100])
        let (released, kept) = try documents(["measured.lua": Self.measured, "plain.lua": Self.plain])
        #expect(released.jsonBytes() == kept.jsonBytes())
    }

    @Test func aPipelineKeepingLastGoodSectionsKeepsTheFields() throws {
        let pipeline = try releasingRun("plain.lua", Self.plain, keepsLastGood: true).pipeline
        #expect(pipeline.entries[0].run.items.allSatisfy { !$0.fields.isEmpty })
    }

    /// A layout error found after the fields are gone names the same script, line and field.
    @Test func errorsAreTheSameWithFieldsReleased() throws {
        let broken = Self.plain.replacingOccurrences(of: "count = 2", with: "count = 0")
        let (released, kept) = try documents(["plain.lua": broken, "measured.lua": Self.measured])
        #expect(!released.errors.isEmpty)
        #expect(released.errors == kept.errors)
        #expect(released.jsonBytes() == kept.jsonBytes())
    }
}
