import FeedDiff
import Testing

/// The oracles themselves must fail on broken batches, or the diff tests prove nothing.
@Suite struct OracleTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    @Test func validatorAcceptsAValidBatch() {
        // Section 0: 3 items - 1 deleted - 1 moved out = 1; section 1: 1 + 1 moved in = 2.
        let validator = BatchValidator(oldCounts: [3, 1], newCounts: [1, 2])
        let batch = BatchUpdate(
            deleteItems: [path(0, 0)], moveItems: [IndexMove(from: path(0, 2), to: path(1, 0))],
            reloadItems: [path(0, 1)])
        #expect(validator.problems(in: batch).isEmpty)
    }

    @Test func validatorRejectsDeleteAndMoveOfOnePath() {
        let batch = BatchUpdate(deleteItems: [path(0, 0)], moveItems: [IndexMove(from: path(0, 0), to: path(0, 1))])
        let problems = BatchValidator(oldCounts: [3], newCounts: [2]).problems(in: batch)
        #expect(problems.contains("old item [0, 0] is used more than once"))
    }

    @Test func validatorRejectsReloadOfAMovedItem() {
        let batch = BatchUpdate(
            moveItems: [IndexMove(from: path(0, 1), to: path(0, 0))], reloadItems: [path(0, 1)])
        let problems = BatchValidator(oldCounts: [2], newCounts: [2]).problems(in: batch)
        #expect(problems.contains("old item [0, 1] is used more than once"))
    }

    @Test func validatorRejectsItemsInsideInsertedOrMovedSections() {
        let inserted = BatchUpdate(insertSections: [1], insertItems: [path(1, 0)])
        #expect(
            BatchValidator(oldCounts: [0], newCounts: [0, 1]).problems(in: inserted)
                == ["new item [1, 0] lies in a section that is inserted, reloaded or moved"])
        let moved = BatchUpdate(moveSections: [IndexMove(from: 0, to: 1)], deleteItems: [path(0, 0)])
        #expect(
            BatchValidator(oldCounts: [1, 0], newCounts: [0, 0]).problems(in: moved).contains(
                "old item [0, 0] lies in a section that is deleted, reloaded or moved"))
    }

    @Test func validatorRejectsCountsThatDoNotAddUp() {
        let problems = BatchValidator(oldCounts: [2], newCounts: [2]).problems(
            in: BatchUpdate(deleteItems: [path(0, 0)]))
        #expect(problems == ["section 0 → 0 should hold 1 items after the batch, the new snapshot has 2"])
        let sections = BatchValidator(oldCounts: [0], newCounts: [0, 0]).problems(in: BatchUpdate())
        #expect(sections == ["1 sections - 0 deleted + 0 inserted is not 2"])
        let range = BatchValidator(oldCounts: [0], newCounts: [0]).problems(in: BatchUpdate(reloadSections: [3]))
        #expect(range == ["old section 3 is out of range"])
    }

    @Test func applyingWithoutTheReloadKeepsStaleContent() throws {
        let old = try Snapshot(shape: [("A", ["a1", "a2#v1"])])
        let new = try Snapshot(shape: [("A", ["a1", "a2#v2"])], sharingIdentifiersWith: old)
        for style in ItemUpdateStyle.allCases {
            var changes = Changeset(from: old, to: new, itemUpdates: style)
            #expect(try old.applying(changes, reading: new) == new)
            changes.batch.reloadItems = []
            changes.afterBatch.reconfigureItems = []
            let stale = try old.applying(changes, reading: new)
            #expect(stale != new)
            #expect(stale.hash(ofItem: "a2") == old.hash(ofItem: "a2"))
        }
    }

    @Test func applyingWithoutTheSectionUpdateKeepsTheOldSectionHash() throws {
        let old = try Snapshot(shape: [("A#v1", ["a1"])])
        let new = try Snapshot(shape: [("A#v2", ["a1"])], sharingIdentifiersWith: old)
        var changes = Changeset(from: old, to: new)
        #expect(changes.afterBatch.updatedSections == [0])
        #expect(try old.applying(changes, reading: new) == new)
        changes.afterBatch.updatedSections = []
        #expect(try old.applying(changes, reading: new).hash(ofSection: "A") == old.hash(ofSection: "A"))
    }

    @Test func applyingWithoutTheMoveLeavesTheOldOrder() throws {
        let old = try Snapshot(shape: [("A", ["a1", "a2", "a3"])])
        let new = try Snapshot(shape: [("A", ["a3", "a1", "a2"])], sharingIdentifiersWith: old)
        var changes = Changeset(from: old, to: new)
        changes.batch.moveItems = []
        #expect(try old.applying(changes, reading: new).itemIdentifiers == ["a1", "a2", "a3"])
    }

    @Test func applyingABatchWithWrongCountsThrows() throws {
        let old = try Snapshot(shape: [("A", ["a1", "a2"])])
        let new = try Snapshot(shape: [("A", ["a1"])], sharingIdentifiersWith: old)
        #expect(throws: SnapshotError.invalidBatch(["section 0 has 2 items after the batch, the data source 1"])) {
            try old.applying(Changeset(), reading: new)
        }
    }
}
