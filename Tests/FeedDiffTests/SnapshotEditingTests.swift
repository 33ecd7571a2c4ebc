import FeedDiff
import Testing

/// The editing side of the snapshot API: every operation, its edge cases, and misuse that must throw and
/// leave the snapshot as it was.
@Suite struct SnapshotEditingTests {
    /// `[[section, [items]]]` of a snapshot, for compact expectations.
    func layout(_ snapshot: Snapshot) -> [[String]] {
        snapshot.sectionIdentifiers.map { [$0] + ((try? snapshot.itemIdentifiers(inSection: $0)) ?? []) }
    }

    func sample() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
        try snapshot.appendItems(["b1"])  // no section: the last one
        return snapshot
    }

    @Test func appendAndInsertSections() throws {
        var snapshot = try sample()
        try snapshot.insertSections(["Z"], beforeSection: "A")
        try snapshot.insertSections([(id: "M", hash: 5)], afterSection: "A")
        try snapshot.appendSections([(id: "E", hash: 6)])
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "M", "B", "E"])
        #expect(snapshot.hash(ofSection: "M") == 5)
        #expect(snapshot.path(ofItem: "b1") == ItemPath(section: 3, item: 0))
        try snapshot.insertSections([String](), afterSection: "A")
        #expect(snapshot.numberOfSections == 5)
    }

    @Test func sectionMisuseThrowsAndChangesNothing() throws {
        var snapshot = try sample()
        let before = snapshot
        #expect(throws: SnapshotError.duplicateIdentifiers(sections: ["A"], items: [])) {
            try snapshot.appendSections(["C", "A"])
        }
        #expect(throws: SnapshotError.duplicateIdentifiers(sections: ["C"], items: [])) {
            try snapshot.appendSections(["C", "C"])
        }
        #expect(throws: SnapshotError.unknownSections(["Q"])) { try snapshot.insertSections(["C"], beforeSection: "Q") }
        #expect(throws: SnapshotError.sectionRelativeToItself("C")) {
            try snapshot.insertSections(["C"], afterSection: "C")
        }
        #expect(throws: SnapshotError.unknownSections(["Q", "R"])) { try snapshot.deleteSections(["A", "Q", "R"]) }
        #expect(throws: SnapshotError.sectionRelativeToItself("A")) { try snapshot.moveSection("A", afterSection: "A") }
        #expect(throws: SnapshotError.unknownSections(["Q"])) { try snapshot.reloadSections(["Q"]) }
        #expect(snapshot == before)
        #expect(layout(snapshot) == [["A", "a1", "a2", "a3"], ["B", "b1"]])
    }

    @Test func appendingWithoutSectionsThrows() {
        var snapshot = Snapshot()
        #expect(throws: SnapshotError.noSections) { try snapshot.appendItems(["x"]) }
    }

    @Test func insertItems() throws {
        var snapshot = try sample()
        try snapshot.insertItems(["a0"], beforeItem: "a1")
        try snapshot.insertItems([(id: "a9", hash: 3)], afterItem: "a3")
        try snapshot.insertItems(["b2", "b3"], afterItem: "b1")
        #expect(layout(snapshot) == [["A", "a0", "a1", "a2", "a3", "a9"], ["B", "b1", "b2", "b3"]])
        #expect(snapshot.hash(ofItem: "a9") == 3)
        #expect(snapshot.indexOfItem("b3") == 7)
    }

    @Test func itemMisuseThrowsAndChangesNothing() throws {
        var snapshot = try sample()
        let before = snapshot
        #expect(
            throws: SnapshotError.duplicateIdentifiers(sections: [], items: [.init(id: "a2", sections: ["A", "B"])])
        ) {
            try snapshot.appendItems(["new", "a2"], toSection: "B")
        }
        #expect(
            throws: SnapshotError.duplicateIdentifiers(sections: [], items: [.init(id: "n", sections: ["B", "B"])])
        ) {
            try snapshot.appendItems(["n", "n"], toSection: "B")
        }
        #expect(throws: SnapshotError.unknownItems(["zz"])) { try snapshot.insertItems(["n"], beforeItem: "zz") }
        #expect(throws: SnapshotError.itemRelativeToItself("n")) { try snapshot.insertItems(["n"], afterItem: "n") }
        #expect(throws: SnapshotError.unknownItems(["x", "y"])) { try snapshot.deleteItems(["a1", "x", "y"]) }
        #expect(throws: SnapshotError.itemRelativeToItself("a1")) { try snapshot.moveItem("a1", beforeItem: "a1") }
        #expect(throws: SnapshotError.unknownItems(["x"])) { try snapshot.moveItem("x", afterItem: "a1") }
        #expect(throws: SnapshotError.unknownItems(["x"])) { try snapshot.reloadItems(["a1", "x"]) }
        #expect(throws: SnapshotError.unknownItems(["x"])) { try snapshot.reconfigureItems(["x"]) }
        #expect(throws: SnapshotError.unknownItems(["x"])) { try snapshot.setHash(1, forItem: "x") }
        #expect(throws: SnapshotError.unknownSections(["X"])) { try snapshot.setHash(1, forSection: "X") }
        #expect(snapshot == before)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func deleteItemsKeepsEmptiedSections() throws {
        var snapshot = try sample()
        try snapshot.deleteItems(["b1", "a2"])
        #expect(layout(snapshot) == [["A", "a1", "a3"], ["B"]])
        #expect(snapshot.path(ofItem: "a3") == ItemPath(section: 0, item: 1))
        #expect(snapshot.indexOfItem("a2") == nil)
        try snapshot.deleteItems([])
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func deleteSectionsAndAllItems() throws {
        var snapshot = try sample()
        try snapshot.deleteSections(["A"])
        #expect(layout(snapshot) == [["B", "b1"]])
        #expect(snapshot.indexOfItem("a1") == nil)
        #expect(snapshot.path(ofItem: "b1") == ItemPath(section: 0, item: 0))
        var cleared = try sample()
        cleared.deleteAllItems()
        #expect(layout(cleared) == [["A"], ["B"]])
        #expect(cleared.numberOfItems == 0)
        try cleared.appendItems(["a1"], toSection: "B")  // ids are free again
        #expect(cleared.path(ofItem: "a1") == ItemPath(section: 1, item: 0))
    }

    @Test func moveItems() throws {
        var snapshot = try sample()
        try snapshot.moveItem("a1", afterItem: "a3")
        #expect(layout(snapshot) == [["A", "a2", "a3", "a1"], ["B", "b1"]])
        try snapshot.moveItem("a3", beforeItem: "b1")
        #expect(layout(snapshot) == [["A", "a2", "a1"], ["B", "a3", "b1"]])
        try snapshot.moveItem("a2", afterItem: "b1")
        try snapshot.moveItem("a1", afterItem: "b1")
        #expect(layout(snapshot) == [["A"], ["B", "a3", "b1", "a1", "a2"]])
        // Already directly before its anchor: nothing changes.
        try snapshot.moveItem("a3", beforeItem: "b1")
        #expect(layout(snapshot) == [["A"], ["B", "a3", "b1", "a1", "a2"]])
        #expect(snapshot.indexOfItem("a2") == 3)
    }

    @Test func moveSections() throws {
        var snapshot = try sample()
        try snapshot.appendSections(["C"])
        try snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        try snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        try snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.path(ofItem: "b1") == ItemPath(section: 1, item: 0))
    }

    @Test func reloadMarksAreListedAndForgottenWithTheirItems() throws {
        var snapshot = try sample()
        try snapshot.reloadItems(["a3", "a1"])
        try snapshot.reconfigureItems(["b1"])
        try snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a1", "a3"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b1"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        try snapshot.deleteItems(["a1"])
        try snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a3"])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    /// After random edits every O(1) lookup agrees with a plain walk over the snapshot.
    @Test(arguments: 0..<4)
    func lookupsStayConsistent(seed: Int) throws {
        var random = RandomEdits(seed: UInt64(seed) &+ 1_000_000)
        var snapshot = try random.snapshot(maxSections: 6, maxItems: 40)
        for _ in 0..<100 {
            snapshot = try random.edit(snapshot, maxEdits: 3)
            var flat = 0
            for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(snapshot.indexOfSection(section) == sectionIndex)
                for (itemIndex, item) in try snapshot.itemIdentifiers(inSection: section).enumerated() {
                    #expect(snapshot.path(ofItem: item) == ItemPath(section: sectionIndex, item: itemIndex))
                    #expect(snapshot.indexOfItem(item) == flat)
                    #expect(snapshot.sectionIdentifier(containingItem: item) == section)
                    flat += 1
                }
            }
            #expect(snapshot.numberOfItems == flat)
        }
    }
}
