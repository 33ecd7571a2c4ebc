import FeedDiff
import FeedEngine
import FeedHost
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// `feed build` reads its baseline after the scripts ran and writes its state file while it prints: the same
/// document and the same file as a build against a baseline read first and saved after.
@Suite struct FeedBuildLateBaselineTests {
    /// `FeedTests`' two sections, with a field on one item so an update has something to change.
    private func makeFolder() -> TemporaryDirectory {
        let folder = FeedTests().makeFolder()
        folder.write("data/a.json", #"[{ "id": "a1" }, { "id": "a2", "n": 1 }]"#)
        return folder
    }

    /// The document of a check compared afterwards with `baseline`, and of a build against it from the start.
    private func bothWays(_ folder: TemporaryDirectory, against baseline: FeedBaseline?) throws -> (String, String) {
        let direct = try Feed(opening: folder.path).build(against: baseline)
        let feed = try Feed(opening: folder.path)
        var late = feed.check()
        #expect(late.changes == nil)
        // As `feed build` does: the layout goes before the baseline is read, the snapshot once compared.
        late.release(snapshot: false)
        #expect(late.layout == nil && late.snapshot != nil)
        late.compare(against: baseline, options: feed.pipeline.configuration.diff)
        late.release(snapshot: true)
        #expect(late.snapshot == nil)
        return (late.json, direct.json)
    }

    @Test func aBaselineComparedAfterTheRunGivesTheSameChanges() throws {
        let folder = makeFolder()
        let first = try Feed(opening: folder.path).build()
        folder.write("data/a.json", #"[{ "id": "a2", "n": 2 }, { "id": "a3" }, { "id": "a1" }]"#)
        folder.write("data/b.json", #"[]"#)
        let (late, direct) = try bothWays(folder, against: first.baseline)
        #expect(late == direct)
        // Not vacuous: a2 updated, a3 inserted, b1 deleted, a1 moved.
        let changes = try #require(try Feed(opening: folder.path).build(against: first.baseline).changes)
        #expect(changes.batch.insertItems == [ItemPath(section: 0, item: 1)])
        #expect(changes.batch.deleteItems == [ItemPath(section: 1, item: 0)])
        #expect(changes.items.updated.count == 1)
    }

    @Test func aFirstRunComparedAfterTheRunInsertsEverything() throws {
        let (late, direct) = try bothWays(makeFolder(), against: nil)
        #expect(late == direct)
        #expect(late.contains(#""insertSections":[0,1]"#))
    }

    /// A baseline that makes no snapshot (an item id repeated by hand) is a first run with the same warning.
    @Test func anUnusableBaselineIsTheSameWarningEitherWay() throws {
        let folder = makeFolder()
        var state = try Feed(opening: folder.path).build().baseline.state
        state.sections[0].items[1].id = state.sections[0].items[0].id
        let (late, direct) = try bothWays(folder, against: FeedBaseline(state))
        #expect(late == direct)
        #expect(late.contains("treating this run as the first"))
    }

    @Test func aStateWrittenWhileTheOutputIsMadeIsTheSameFile() throws {
        let folder = makeFolder()
        let feed = try Feed(opening: folder.path)
        try feed.build().save(to: folder.path + "/plain.json")
        let path = folder.path + "/streamed.json"
        var build = feed.build()
        build.prepareSave(to: path)
        _ = build.json
        try build.save(to: path)
        let expected = try #require(folder.read("plain.json"))
        #expect(folder.read("streamed.json") == expected)
        // Unchanged: the file is left in place (same inode), and no temporary stays behind.
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        var again = feed.build()
        again.prepareSave(to: path)
        try again.save(to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
        #expect(folder.read("streamed.json") == expected)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".feed-tmp-") } == [])
    }

    @Test func aStatePreparedAndNeverSavedLeavesTheOldFileAndNoTemporary() throws {
        let folder = makeFolder()
        let path = folder.write("state.json", "old")
        do {
            var build = try Feed(opening: folder.path).build()
            build.prepareSave(to: path)
            // `feed build` stops here when its output cannot be written; the build is released unsaved.
            _ = build.json
        }
        // The writer thread may still hold the temporary a moment: it is gone once the last reference is.
        for _ in 0..<200 where try FileManager.default.contentsOfDirectory(atPath: folder.path).count > 4 {
            usleep(10_000)
        }
        #expect(folder.read("state.json") == "old")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".feed-tmp-") } == [])
    }

    /// `feed build` abandons the save on every failure before it exits: the temporary must be gone when
    /// `abandonSave()` returns, not whenever the writer thread lets go of it (a process that exits first left it).
    @Test func anAbandonedSaveRemovesTheTemporaryAtOnce() throws {
        let folder = makeFolder()
        let path = folder.write("state.json", "old")
        var build = try Feed(opening: folder.path).build()
        build.prepareSave(to: path)
        build.abandonSave()
        // Looked at again a moment later: a writer still running would have made its temporary by then.
        for _ in 0..<2 {
            #expect(folder.read("state.json") == "old")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".feed-tmp-") }
                    == [])
            usleep(200_000)
        }
        // The build can still be saved, the ordinary way.
        try build.save(to: path)
        #expect(folder.read("state.json") != "old")
    }

    @Test func aFailedBuildPreparedForAPathIsNotSaved() throws {
        let folder = makeFolder()
        folder.write("c.lua", "return { id = \"c\", layout = layout.section { group = 5 } }")
        var build = try Feed(opening: folder.path).build()
        build.prepareSave(to: folder.path + "/state.json")
        #expect(throws: FeedError.self) { try build.save(to: folder.path + "/state.json") }
        #expect(folder.read("state.json") == nil)
    }
}
