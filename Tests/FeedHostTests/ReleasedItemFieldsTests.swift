import FeedJSON
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// A pipeline that runs every script afresh each time (`Feed`) drops the items' fields once a section is laid
/// out (unless `measure` or cell templates read them during the layout) and the items once the section is
/// assembled: the output and the errors are those of a pipeline that keeps them.
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
        -> (folder: TemporaryDirectory, pipeline: FeedPipeline, document: FeedDocument)
    {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(name, source)
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        pipeline.releasesItems = true
        pipeline.keepsLastGoodSections = keepsLastGood
        return (folder, pipeline, pipeline.run())
    }

    private func documents(_ scripts: [String: String]) throws -> (released: FeedDocument, kept: FeedDocument) {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for (name, source) in scripts { folder.write(name, source) }
        let releasing = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        releasing.releasesItems = true
        let released = releasing.run()
        let kept = FeedPipeline(folder: try FeedFolder.discover(at: folder.path)).run()
        return (released, kept)
    }

    @Test func fieldsAreReleasedAndTheOutputIsTheSame() throws {
        let (folder, pipeline, document) = try releasingRun("plain.lua", Self.plain)
        #expect(document.errors.isEmpty)
        // Assembled, the section's items and payloads are gone too; the document holds what it needs of them.
        #expect(pipeline.entries[0].run.items.isEmpty && pipeline.entries[0].run.itemPayloads.isEmpty)
        #expect(document.sections.first?.items.count == 30)
        // A second build runs the script afresh and gives the same document.
        let again = pipeline.run()
        #expect(again.errors.isEmpty && again.jsonBytes() == document.jsonBytes())
        withExtendedLifetime(folder) {}
        let (released, kept) = try documents(["plain.lua": Self.plain])
        let same = released.jsonBytes() == kept.jsonBytes()
        #expect(same)
        // The payloads the output prints still carry every field.
        #expect(String(decoding: released.jsonBytes(), as: UTF8.self).contains(#""fields":{"badge":true"#))
    }

    @Test func aScriptWithMeasureIsMeasuredFromItsFields() throws {
        let (folder, pipeline, document) = try releasingRun("measured.lua", Self.measured)
        // Measured from the fields during the layout, before the items were let go.
        #expect(document.sections.first?.items.map(\.frame.height) == [40, 100])
        #expect(pipeline.entries[0].run.items.isEmpty)
        withExtendedLifetime(folder) {}
        let (released, kept) = try documents(["measured.lua": Self.measured, "plain.lua": Self.plain])
        let same = released.jsonBytes() == kept.jsonBytes()
        #expect(same)
    }

    @Test func aPipelineKeepingLastGoodSectionsKeepsTheItems() throws {
        let (folder, pipeline, _) = try releasingRun("plain.lua", Self.plain, keepsLastGood: true)
        defer { withExtendedLifetime(folder) {} }
        #expect(pipeline.entries[0].run.items.count == 30)
        #expect(pipeline.entries[0].run.items.allSatisfy { !$0.fields.isEmpty })
    }

    /// A layout error found after the fields are gone names the same script, line and field.
    @Test func errorsAreTheSameWithFieldsReleased() throws {
        let broken = Self.plain.replacingOccurrences(of: "count = 2", with: "count = 0")
        let (released, kept) = try documents(["plain.lua": broken, "measured.lua": Self.measured])
        #expect(!released.errors.isEmpty)
        #expect(released.errors == kept.errors)
        let same = released.jsonBytes() == kept.jsonBytes()
        #expect(same)
    }
}
