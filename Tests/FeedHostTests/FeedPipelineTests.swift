import FeedLayout
import FeedTestSupport
import StableHashing
import Testing

@testable import FeedHost

/// The pipeline in process: what `feed watch` and `feed serve` reuse.
@Suite struct FeedPipelineTests {
    /// Sections `a` and `b`, each a list of 50-point rows from `data/<id>.json`; `a` requires `lib/style.lua`.
    private func makeFolder() -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("lib/style.lua", "return { rowHeight = 50 }")
        for id in ["a", "b"] {
            let requireLine = id == "a" ? "local style = require \"style\"" : "local style = { rowHeight = 50 }"
            folder.write(
                "\(id).lua",
                """
                \(requireLine)
                return {
                  id = "\(id)",
                  items = function(ctx) print("running \(id)") return ctx.data("\(id).json") end,
                  layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                    height = absolute(style.rowHeight),
                    subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } },
                }
                """)
            setItems(folder, id, ["\(id)1"])
        }
        return folder
    }

    private func setItems(_ folder: TemporaryDirectory, _ id: String, _ ids: [String]) {
        folder.write("data/\(id).json", "[" + ids.map { "{\"id\": \"\($0)\"}" }.joined(separator: ",") + "]")
    }

    private func itemIDs(_ document: FeedDocument) -> [[String]] {
        document.sections.map { $0.items.map(\.id) }
    }

    @Test func aRunLaysOutEverySectionInFileOrder() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        let document = pipeline.run()
        #expect(document.errors.isEmpty)
        #expect(document.sections.map(\.id) == ["a", "b"])
        // a: one 50-point row at y 0; b starts where a ends.
        #expect(
            document.sections.map(\.frame) == [
                Rect(x: 0, y: 0, width: 390, height: 50), Rect(x: 0, y: 50, width: 390, height: 50),
            ])
        #expect(document.contentSize == Size(width: 390, height: 100))
        #expect(pipeline.log == ["a.lua: running a", "b.lua: running b"])
        #expect(pipeline.snapshot?.itemIdentifiers == ["a1", "b1"])
    }

    @Test func rerunningRunsOnlyTheNamedScripts() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        _ = pipeline.run()
        setItems(folder, "a", ["a1", "a2"])
        setItems(folder, "b", ["b1", "b2"])
        // Only b runs again: a keeps its last items although its data changed.
        let document = pipeline.run(rerunning: ["b.lua"])
        #expect(itemIDs(document) == [["a1"], ["b1", "b2"]])
        #expect(document.sections[1].frame == Rect(x: 0, y: 50, width: 390, height: 100))
        #expect(itemIDs(pipeline.run()) == [["a1", "a2"], ["b1", "b2"]])
    }

    @Test func changesMapToTheScriptsThatDependOnThem() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        _ = pipeline.run()
        #expect(pipeline.scripts(affectedBy: "data/a.json") == ["a.lua"])
        #expect(pipeline.scripts(affectedBy: "data/other.json") == [])
        #expect(pipeline.scripts(affectedBy: "lib/style.lua") == ["a.lua"])
        #expect(pipeline.scripts(affectedBy: "b.lua") == ["b.lua"])
        // feed.lua re-orders and re-configures; no section script runs again for it.
        #expect(pipeline.scripts(affectedBy: "feed.lua") == ["feed.lua"])
    }

    /// Only a pipeline that will compare them hashes the data files its scripts read (`feed watch`'s); a one-off
    /// build does not pay for it.
    @Test func dataReadsAreHashedOnlyWhenAsked() throws {
        let folder = makeFolder()
        let oneOff = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        _ = oneOff.run()
        #expect(oneOff.entries[0].run.dataHashes == ReadHashes())
        let watched = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        watched.hashesDataReads = true
        _ = watched.run()
        #expect(watched.entries[0].run.dataHashes != ReadHashes())
        #expect(watched.scripts(affectedBy: "data/a.json", holding: FNV1a.of(Array(#"[{"id": "a1"}]"#.utf8))) == [])
        #expect(
            oneOff.scripts(affectedBy: "data/a.json", holding: FNV1a.of(Array(#"[{"id": "a1"}]"#.utf8))) == ["a.lua"])
    }

    @Test func rediscoverPicksUpNewScriptsAndDropsRemovedOnes() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        _ = pipeline.run()
        folder.write("c.lua", "return { id = \"c\", items = { { id = \"c1\" } }, layout = layout.list {} }")
        try pipeline.rediscover()
        #expect(pipeline.run(rerunning: []).sections.map(\.id) == ["a", "b", "c"])
    }

    @Test func aFailingScriptFailsTheRunUnlessLastGoodSectionsAreKept() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        _ = pipeline.run()
        folder.write("data/b.json", "[{\"id\": ")
        let failed = pipeline.run(rerunning: ["b.lua"])
        #expect(failed.sections.isEmpty)
        #expect(failed.errors.map(\.script) == ["b.lua"])
        #expect(pipeline.snapshot == nil)

        pipeline.keepsLastGoodSections = true
        let kept = pipeline.run(rerunning: ["b.lua"])
        #expect(kept.errors.map(\.script) == ["b.lua"])
        #expect(itemIDs(kept) == [["a1"], ["b1"]])
    }

    @Test func buildAgainstABaselineFillsInTheChanges() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        let first = pipeline.build(against: nil)
        #expect(first.changes?.baseline == ChangesDocument.Baseline.none)
        #expect(first.changes?.changeset.sections.inserted == ["a", "b"])
        setItems(folder, "a", ["a1", "a2"])
        let second = pipeline.build(against: FeedState(first))
        #expect(second.changes?.baseline == .previous)
        #expect(second.changes?.changeset.items.inserted == ["a2"])
        // b moved down by one row.
        #expect(
            second.changes?.frames == [
                FrameChange(
                    id: "b1", from: Rect(x: 0, y: 50, width: 390, height: 50),
                    to: Rect(x: 0, y: 100, width: 390, height: 50))
            ])
    }

    /// Item ids repeated across scripts are errors naming both, the first 1,000 and a count of the rest, whether
    /// the snapshot finds them or a run that stops before it (another script failed): ten scripts of the same
    /// 100,000 ids gave 100,000 errors.
    @Test(arguments: [false, true])
    func repeatedIDsAcrossScriptsAreCapped(withAFailingScript: Bool) throws {
        let folder = makeFolder()
        let ids = (0..<1_500).map { "i\($0)" }
        setItems(folder, "a", ids)
        setItems(folder, "b", ids)
        if withAFailingScript { folder.write("c.lua", "error(\"broken\")") }
        let document = FeedPipeline(folder: try FeedFolder.discover(at: folder.path)).run()
        let repeated = document.errors.filter { $0.script == "b.lua" }
        #expect(repeated.count == 1_001)
        #expect(
            repeated.first?.description
                == "b.lua: items: item id \"i0\" is also used by a.lua; item ids must be unique across the feed")
        #expect(
            repeated.last?.description
                == "b.lua: items: 500 more problems in item ids used by more than one script, like those above")
    }

    @Test func environmentReachesTheScripts() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(
            "env.lua",
            """
            return {
              id = "env",
              items = function(ctx) return { { id = "e", mode = ctx.vars.mode } } end,
              layout = function(env)
                return layout.section { group = layout.group.vertical {
                  width = absolute(env.width / 2), height = absolute(env.itemCount * 10),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
              end,
            }
            """)
        let configuration = PipelineConfiguration(
            environment: LayoutEnvironment(width: 820, height: 1180, scale: 2), variables: ["mode": "dark"])
        let document = FeedPipeline(folder: try FeedFolder.discover(at: folder.path), configuration: configuration)
            .run()
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.sections.first?.items.first?.frame == Rect(x: 0, y: 0, width: 410, height: 10))
        let fields = String(decoding: document.sections.first?.items.first?.fields.bytes ?? [], as: UTF8.self)
        #expect(fields == #"{"mode":"dark"}"#)
    }
}
