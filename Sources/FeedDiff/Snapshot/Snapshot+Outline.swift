extension Snapshot {
    /// Makes a section an outline: `parents[i]` is the index of row `i`'s parent row in the same section, or -1
    /// for a top-level row. Rows must be in depth-first order (each row's parent is an earlier row whose
    /// subtree is still open), as an outline shows its expanded rows.
    ///
    /// The diff then lists an item as moved when its parent changed, and otherwise only when it falls outside a
    /// longest increasing subsequence of its siblings (moves minimal per parent); the batch is unchanged, in
    /// rows. Editing the section's items afterwards makes it flat again.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)``, or ``SnapshotError/invalidOutline(_:)`` naming the
    ///   first row whose parent is out of order or when the count differs from the section's.
    public mutating func setParents(_ parents: [Int], ofSection section: String) throws(SnapshotError) {
        let index = try requireSection(section)
        let count = sections[index].itemKeys.count
        guard parents.count == count else {
            throw .invalidOutline("section '\(section)' has \(count) rows, \(parents.count) parents were given")
        }
        var open: [Int] = []
        for (row, parent) in parents.enumerated() {
            guard parent >= -1 && parent < row else {
                throw .invalidOutline("row \(row) of section '\(section)' names parent \(parent), not an earlier row")
            }
            while let last = open.last, last != parent { open.removeLast() }
            guard parent == -1 || !open.isEmpty else {
                throw .invalidOutline(
                    "row \(row) of section '\(section)' comes after its parent's subtree (row \(parent)) ended")
            }
            open.append(row)
        }
        sections[index].parents = ContiguousArray(parents.lazy.map { Int32($0) })
    }

    /// Replaces a section's items with the visible rows of `outline` (its expanded path in order) and makes the
    /// section that outline.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)``, or ``SnapshotError/duplicateIdentifiers(sections:items:)``
    ///   naming every visible row another section holds; the snapshot is unchanged then.
    /// - Complexity: O(v) in the visible rows: each identifier is interned straight from the outline, with no
    ///   array of rows in between.
    public mutating func replaceItems(ofSection section: String, with outline: OutlineSnapshot)
        throws(SnapshotError)
    {
        let index = try requireSection(section)
        let count = outline.visibleCount()
        var keys = ContiguousArray<Int32>(reservingCapacity: count)
        var hashes = ContiguousArray<UInt64>(reservingCapacity: count)
        var parents = ContiguousArray<Int32>(reservingCapacity: count)
        // Names interned before a clash is found stay in the table without a location, as a deleted item's do:
        // nothing a caller can see.
        var session = itemTable.session()
        outline.forEachVisibleRow { position, parentRow in
            keys.append(itemTable.intern(outline.ids[position], in: &session))
            hashes.append(outline.hashes[position])
            parents.append(Int32(truncatingIfNeeded: parentRow))
        }
        growIndexes()
        try requireOnlyIn(index, keys)
        forgetItems(sections[index].itemKeys)
        sections[index].itemKeys = keys
        sections[index].itemHashes = ItemHashes(hashes)
        sections[index].parents = parents
        reindexItems(inSection: index, from: 0)
    }

    /// Throws when another section than `index` holds one of `keys`, naming each such item with that section and
    /// this one, as appending it would.
    private func requireOnlyIn(_ index: Int, _ keys: ContiguousArray<Int32>) throws(SnapshotError) {
        var clashes: [SnapshotError.DuplicateItem] = []
        for key in keys {
            let location = itemLocations[Int(key)]
            guard !location.isAbsent, Int(location.section) != index else { continue }
            clashes.append(
                SnapshotError.DuplicateItem(
                    id: itemTable.names[Int(key)],
                    sections: [
                        sectionTable.names[Int(sections[Int(location.section)].key)],
                        sectionTable.names[Int(sections[index].key)],
                    ]))
        }
        guard clashes.isEmpty else { throw .duplicateIdentifiers(sections: [], items: clashes) }
    }

    /// The parent of an outline row, nil at the top level, in a flat section or for an unknown item.
    public func parent(ofItem item: String) -> String? {
        guard let key = itemTable.key(of: item) else { return nil }
        let location = locationOrAbsent(ofKey: key)
        guard !location.isAbsent else { return nil }
        let parents = sections[Int(location.section)].parents
        guard !parents.isEmpty, parents[Int(location.item)] >= 0 else { return nil }
        return itemTable.names[Int(sections[Int(location.section)].itemKeys[Int(parents[Int(location.item)])])]
    }

    /// The parent row key of row `row` of `section`, -1 at the top level or in a flat section.
    @inline(__always)
    func parentKey(section: Int, row: Int) -> Int32 {
        let parents = sections[section].parents
        guard !parents.isEmpty else { return -1 }
        let parent = parents[row]
        return parent < 0 ? -1 : sections[section].itemKeys[Int(parent)]
    }
}
