import FeedDiff
import Testing

/// The index form of docs/spec/contract.md §5 on small cases worked out by hand; each also passes the oracle.
@Suite struct BatchFormTests {
    func diff(_ old: Shape, _ new: Shape, _ style: ItemUpdateStyle = .reconfigure) throws
        -> (Changeset, Snapshot, Snapshot)
    {
        let before = try Snapshot(shape: old)
        let after = try Snapshot(shape: new, sharingIdentifiersWith: before)
        let changes = Changeset(from: before, to: after, itemUpdates: style)
        Oracle.check(changes, from: before, to: after, "\(old) → \(new) (\(style))")
        return (changes, before, after)
    }

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    @Test func identicalSnapshotsGiveNothing() throws {
        let (changes, _, _) = try diff([("A", ["a1", "a2"]), ("B", [])], [("A", ["a1", "a2"]), ("B", [])])
        #expect(changes == Changeset())
        #expect(changes.isEmpty)
    }

    /// Old section order A B C, new B C A: old indexes in new order are 1 2 0, the longest increasing run is
    /// 1 2, so A moves 0 → 2. Its item only changed content: the section stays a move and the item is
    /// reconfigured after the batch at its new path [2, 0].
    @Test func movedSectionWithChangedItemsStaysAMove() throws {
        let (changes, _, _) = try diff(
            [("A", ["a1", "a2"]), ("B", ["b1"]), ("C", ["c1"])], [("B", ["b1"]), ("C", ["c1"]), ("A", ["a1#x", "a2"])])
        #expect(changes.sections.moved == [IdentifiedMove(id: "A", from: 0, to: 2)])
        #expect(changes.items.updated == ["a1"])
        #expect(changes.batch == BatchUpdate(moveSections: [IndexMove(from: 0, to: 2)]))
        #expect(changes.afterBatch == AfterBatchUpdate(reconfigureItems: [path(2, 0)]))
    }

    /// The same change with reloads: a reload inside a moved section cannot share its batch (IGListKit converts
    /// such moves too), so the batch deletes and reinserts A.
    @Test func movedSectionWithReloadedItemsIsDeletedAndInserted() throws {
        let (changes, _, _) = try diff(
            [("A", ["a1", "a2"]), ("B", ["b1"]), ("C", ["c1"])],
            [("B", ["b1"]), ("C", ["c1"]), ("A", ["a1#x", "a2"])],
            .reload)
        #expect(changes.sections.moved == [IdentifiedMove(id: "A", from: 0, to: 2)])
        #expect(changes.batch == BatchUpdate(deleteSections: [0], insertSections: [2]))
        #expect(changes.afterBatch.isEmpty)
    }

    /// An item arriving in a moved section: the batch must read the section whole (delete + insert).
    @Test func movedSectionWithNewItemIsDeletedAndInserted() throws {
        let (changes, _, _) = try diff(
            [("A", ["a1"]), ("B", []), ("C", [])], [("B", []), ("C", []), ("A", ["a1", "a2"])])
        #expect(changes.sections.moved == [IdentifiedMove(id: "A", from: 0, to: 2)])
        #expect(changes.items.inserted == ["a2"])
        #expect(changes.batch == BatchUpdate(deleteSections: [0], insertSections: [2]))
    }

    @Test func movedCleanSectionIsMoved() throws {
        let (changes, _, _) = try diff(
            [("A", ["a1"]), ("B", ["b1"]), ("C", [])], [("B", ["b1"]), ("C", []), ("A", ["a1"])])
        #expect(changes.batch == BatchUpdate(moveSections: [IndexMove(from: 0, to: 2)]))
        #expect(changes.items.isEmpty)
    }

    /// A's own hash changed (header, footer or layout): its cells are kept, the item changes inside are listed,
    /// and the section is updated after the batch.
    @Test func updatedSectionKeepsItsCells() throws {
        let (changes, _, _) = try diff([("A#1", ["a1", "a2"])], [("A#2", ["a2", "a1", "a3"])])
        #expect(changes.sections.updated == ["A"])
        #expect(changes.items.inserted == ["a3"])
        #expect(changes.items.moved.count == 1)
        #expect(changes.batch.reloadSections.isEmpty)
        #expect(changes.batch.insertItems == [path(0, 2)])
        #expect(changes.batch.moveItems.count == 1)
        #expect(changes.afterBatch == AfterBatchUpdate(updatedSections: [0]))
    }

    /// A section marked with `reloadSections` is the one case read whole.
    @Test func markedSectionIsReloadedWhole() throws {
        let old = try Snapshot(shape: [("A", ["a1", "a2"])])
        var new = try Snapshot(shape: [("A", ["a2", "a1", "a3"])], sharingIdentifiersWith: old)
        try new.reloadSections(["A"])
        let changes = Changeset(from: old, to: new)
        #expect(changes.batch == BatchUpdate(reloadSections: [0]))
        #expect(changes.afterBatch.isEmpty)
        Oracle.check(changes, from: old, to: new, "reloadSections mark")
    }

    @Test func itemIntoInsertedSectionIsDeleted() throws {
        let (changes, _, _) = try diff([("A", ["a1", "a2"])], [("A", ["a1"]), ("N", ["a2"])])
        #expect(changes.sections.inserted == ["N"])
        #expect(changes.items.deleted == ["a2"])
        #expect(changes.items.inserted.isEmpty && changes.items.moved.isEmpty)
        #expect(changes.batch == BatchUpdate(insertSections: [1], deleteItems: [path(0, 1)]))
    }

    @Test func itemOutOfDeletedSectionIsInserted() throws {
        let (changes, _, _) = try diff([("A", ["a1"]), ("D", ["d1"])], [("A", ["a1", "d1"])])
        #expect(changes.sections.deleted == ["D"])
        #expect(changes.items.inserted == ["d1"])
        #expect(changes.items.deleted.isEmpty && changes.items.moved.isEmpty)
        #expect(changes.batch == BatchUpdate(deleteSections: [1], insertItems: [path(0, 1)]))
    }

    /// a3 moves to the front and changes: moved in the batch, updated after it at its new path.
    @Test func movedAndChangedItemIsUpdatedAfterTheBatch() throws {
        let (changes, _, _) = try diff([("A", ["a1", "a2", "a3"])], [("A", ["a3#x", "a1", "a2"])])
        #expect(changes.items.moved == [IdentifiedMove(id: "a3", from: path(0, 2), to: path(0, 0))])
        #expect(changes.items.updated == ["a3"])
        #expect(changes.batch == BatchUpdate(moveItems: [IndexMove(from: path(0, 2), to: path(0, 0))]))
        #expect(changes.afterBatch == AfterBatchUpdate(reconfigureItems: [path(0, 0)]))
        let (reloaded, _, _) = try diff([("A", ["a1", "a2", "a3"])], [("A", ["a3#x", "a1", "a2"])], .reload)
        #expect(reloaded.batch == changes.batch)
        #expect(reloaded.afterBatch == AfterBatchUpdate(reloadItems: [path(0, 0)]))
    }

    /// a2 stays (a1 before it is deleted) and changes: reconfigured after the batch at its NEW path [0, 0], or
    /// with reloads, reloaded in the batch at its OLD path [0, 1].
    @Test func stayingChangedItemPaths() throws {
        let (changes, _, _) = try diff([("A", ["a1", "a2"])], [("A", ["a2#x"])])
        #expect(changes.batch == BatchUpdate(deleteItems: [path(0, 0)]))
        #expect(changes.afterBatch == AfterBatchUpdate(reconfigureItems: [path(0, 0)]))
        let (reloaded, _, _) = try diff([("A", ["a1", "a2"])], [("A", ["a2#x"])], .reload)
        #expect(reloaded.batch == BatchUpdate(deleteItems: [path(0, 0)], reloadItems: [path(0, 1)]))
        #expect(reloaded.afterBatch.isEmpty)
    }

    @Test func crossSectionMoveWithUpdate() throws {
        let (changes, _, _) = try diff([("A", ["a1"]), ("B", ["b1"])], [("A", []), ("B", ["b1", "a1#x"])], .reload)
        #expect(changes.items.moved == [IdentifiedMove(id: "a1", from: path(0, 0), to: path(1, 1))])
        #expect(changes.batch == BatchUpdate(moveItems: [IndexMove(from: path(0, 0), to: path(1, 1))]))
        #expect(changes.afterBatch.reloadItems == [path(1, 1)])
    }

    /// a1 leaves a section marked for reload: the batch cannot move it out, so it is inserted where it lands.
    @Test func itemLeavingReloadedSectionIsInserted() throws {
        let old = try Snapshot(shape: [("A", ["a1"]), ("B", ["b1"])])
        var new = try Snapshot(shape: [("A", []), ("B", ["a1", "b1"])], sharingIdentifiersWith: old)
        try new.reloadSections(["A"])
        let changes = Changeset(from: old, to: new)
        #expect(changes.items.moved == [IdentifiedMove(id: "a1", from: path(0, 0), to: path(1, 0))])
        #expect(changes.batch == BatchUpdate(reloadSections: [0], insertItems: [path(1, 0)]))
        Oracle.check(changes, from: old, to: new, "item leaving a reloaded section")
    }

    /// Reverse of three: two moves are needed even though "2" keeps index 1 (equal from/to numbers).
    @Test func reverseKeepsMovesWithEqualIndexes() throws {
        let (changes, _, _) = try diff([("s", ["1", "2", "3"])], [("s", ["3", "2", "1"])])
        #expect(changes.items.moved.count == 2)
        #expect(changes.batch.moveItems.count == 2)
    }

    @Test func reloadMarksCountAsUpdates() throws {
        let old = try Snapshot(shape: [("A", ["a1", "a2"]), ("B", ["b1"])])
        var new = old
        try new.reloadItems(["a2"])
        try new.reconfigureItems(["b1"])
        try new.reloadSections(["B"])
        let changes = Changeset(from: old, to: new)
        #expect(changes.items.updated == ["a2", "b1"])
        #expect(changes.sections.updated == ["B"])
        #expect(changes.batch == BatchUpdate(reloadSections: [1], reloadItems: [path(0, 1)]))
        Oracle.check(changes, from: old, to: new, "marks")
    }

    @Test func firstRunInsertsEverySection() throws {
        let (changes, _, _) = try diff([], [("A", ["a1"]), ("B", [])])
        #expect(changes.sections.inserted == ["A", "B"])
        #expect(changes.items.isEmpty)
        #expect(changes.batch == BatchUpdate(insertSections: [0, 1]))
    }
}
