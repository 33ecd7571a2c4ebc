import FeedDiff
import Testing

/// The section-snapshot operations of ``OutlineSnapshot`` and worked outline diffs.
@Suite struct OutlineSnapshotTests {
    /// settings ▸ (wifi ▸ (known, other), sound), about — with settings expanded and wifi collapsed.
    func settings() throws -> OutlineSnapshot {
        var outline = OutlineSnapshot()
        try outline.append([("settings", 0), ("about", 0)])
        try outline.append([("wifi", 0), ("sound", 0)], to: "settings")
        try outline.append([("known", 0), ("other", 0)], to: "wifi")
        try outline.expand(["settings"])
        return outline
    }

    @Test func appendExpandCollapseAndQueries() throws {
        var outline = try settings()
        #expect(outline.items == ["settings", "wifi", "known", "other", "sound", "about"])
        #expect(outline.rootItems == ["settings", "about"])
        #expect(outline.visibleItems == ["settings", "wifi", "sound", "about"])
        #expect(try outline.children(of: "settings") == ["wifi", "sound"])
        #expect(outline.parent(of: "known") == "wifi" && outline.parent(of: "about") == nil)
        #expect(outline.level(of: "other") == 2)
        try outline.expand(["wifi"])
        #expect(outline.visibleItems == ["settings", "wifi", "known", "other", "sound", "about"])
        let rows = outline.visibleRows()
        #expect(rows.levels == [0, 1, 2, 2, 1, 0])
        #expect(rows.parents == [-1, 0, 1, 1, 0, -1])
        try outline.collapse(["settings"])
        #expect(outline.visibleItems == ["settings", "about"])
        #expect(outline.isExpanded("wifi"))
    }

    @Test func subtreeSnapshots() throws {
        let outline = try settings()
        #expect(try outline.snapshot(of: "settings").items == ["wifi", "known", "other", "sound"])
        #expect(try outline.snapshot(of: "settings").rootItems == ["wifi", "sound"])
        let withParent = try outline.snapshot(of: "wifi", includingParent: true)
        #expect(withParent.rootItems == ["wifi"] && withParent.level(of: "known") == 1)
    }

    @Test func misuseThrowsAndChangesNothing() throws {
        var outline = try settings()
        #expect(throws: SnapshotError.unknownItems(["nowhere"])) { try outline.append([("x", 0)], to: "nowhere") }
        #expect(throws: SnapshotError.self) { try outline.append([("known", 0)], to: "about") }
        #expect(throws: SnapshotError.unknownItems(["ghost"])) { try outline.expand(["wifi", "ghost"]) }
        #expect(outline == (try settings()))
        #expect(throws: SnapshotError.self) {
            try OutlineSnapshot([OutlineItem(id: "a", children: [OutlineItem(id: "a")])])
        }
    }

    /// Replacing a section's rows by an outline drops the rows it held (and their marks), keeps the sections
    /// after it indexed, and refuses a visible row another section holds, naming both sections, changing nothing.
    @Test func replacingItemsWithAnOutline() throws {
        let original = try Snapshot(sections: [("list", 0, [("old", 1), ("known", 2)]), ("tail", 0, [("t", 0)])])
        var snapshot = original
        try snapshot.reloadItems(["old"])
        try snapshot.replaceItems(ofSection: "list", with: try settings())
        #expect(try snapshot.itemIdentifiers(inSection: "list") == ["settings", "wifi", "sound", "about"])
        #expect(snapshot.parent(ofItem: "sound") == "settings" && snapshot.parent(ofItem: "about") == nil)
        #expect(snapshot.indexOfItem("t") == 4 && snapshot.indexOfItem("old") == nil)
        #expect(snapshot.path(ofItem: "about") == ItemPath(section: 0, item: 3))
        // The reload mark left with "old": back with the same hash, it is not reported updated.
        var readded = snapshot
        try readded.replaceItems(ofSection: "list", with: try OutlineSnapshot([OutlineItem(id: "old", hash: 1)]))
        #expect(Changeset(from: original, to: readded).items.updated.isEmpty)

        let before = snapshot
        var clash = try OutlineSnapshot([OutlineItem(id: "t", isExpanded: true, children: [OutlineItem(id: "x")])])
        #expect(
            throws: SnapshotError.duplicateIdentifiers(
                sections: [], items: [SnapshotError.DuplicateItem(id: "t", sections: ["tail", "list"])])
        ) { try snapshot.replaceItems(ofSection: "list", with: clash) }
        #expect(snapshot == before)
        #expect(throws: SnapshotError.unknownSections(["nowhere"])) {
            try snapshot.replaceItems(ofSection: "nowhere", with: clash)
        }
        try clash.collapse(["t"])
        var moved = snapshot
        try moved.deleteItems(["t"])
        try moved.replaceItems(ofSection: "list", with: clash)
        #expect(try moved.itemIdentifiers(inSection: "list") == ["t"] && moved.numberOfItems == 1)
    }

    @Test func parentsMustDescribeADepthFirstTree() throws {
        var snapshot = try Snapshot(sections: [("s", 0, [("a", 0), ("b", 0), ("c", 0)])])
        try snapshot.setParents([-1, 0, 0], ofSection: "s")
        #expect(snapshot.parent(ofItem: "c") == "a")
        #expect(throws: SnapshotError.self) { try snapshot.setParents([-1, 2, 0], ofSection: "s") }
        #expect(throws: SnapshotError.self) { try snapshot.setParents([-1, 0], ofSection: "s") }
        // c cannot go under b once the top-level row r has closed b's subtree.
        var other = try Snapshot(sections: [("s", 0, [("a", 0), ("b", 0), ("r", 0), ("c", 0)])])
        #expect(throws: SnapshotError.self) { try other.setParents([-1, 0, -1, 1], ofSection: "s") }
    }

    /// Expanding wifi inserts its two rows after it; moving "sound" from settings to the top level (after
    /// about) is a move at both levels; "about" keeps its parent (none) and its sibling order, so it does not.
    @Test func expandAndMoveAcrossParents() throws {
        let before = try settings()
        var after = try OutlineSnapshot([
            OutlineItem(
                id: "settings", isExpanded: true,
                children: [
                    OutlineItem(
                        id: "wifi", isExpanded: true, children: [OutlineItem(id: "known"), OutlineItem(id: "other")])
                ]),
            OutlineItem(id: "about"), OutlineItem(id: "sound"),
        ])
        var old = try Snapshot(sections: [("list", 0, [])])
        try old.replaceItems(ofSection: "list", with: before)
        var new = try Snapshot(sections: [("list", 0, [])], sharingIdentifiersWith: old)
        try new.replaceItems(ofSection: "list", with: after)
        let changes = Changeset(from: old, to: new)
        Oracle.check(changes, from: old, to: new, "expand and move")
        #expect(changes.items.inserted == ["known", "other"])
        #expect(changes.items.moved.map(\.id) == ["sound"])
        #expect(changes.batch.insertItems == [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 3)])
        // Collapsing settings again deletes every row under it.
        try after.collapse(["settings"])
        var collapsed = try Snapshot(sections: [("list", 0, [])], sharingIdentifiersWith: new)
        try collapsed.replaceItems(ofSection: "list", with: after)
        let collapse = Changeset(from: new, to: collapsed)
        Oracle.check(collapse, from: new, to: collapsed, "collapse")
        #expect(collapse.items.deleted == ["wifi", "known", "other"])
        #expect(collapse.items.moved.isEmpty)
    }
}
