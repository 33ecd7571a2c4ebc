extension Snapshot {
    /// Appends items (hash 0) to a section, or to the last section when `section` is nil.
    ///
    /// - Throws: ``SnapshotError`` for an unknown section, no sections at all, a repeated or existing item.
    public mutating func appendItems(_ identifiers: [String], toSection section: String? = nil) throws(SnapshotError) {
        try appendItems(identifiers.map { ($0, 0) }, toSection: section)
    }

    /// Appends items with their hashes to a section, or to the last section when `section` is nil.
    ///
    /// - Throws: ``SnapshotError`` for an unknown section, no sections at all, a repeated or existing item.
    public mutating func appendItems(
        _ entries: [(id: String, hash: UInt64)], toSection section: String? = nil
    ) throws(SnapshotError) {
        let index: Int
        if let section {
            index = try requireSection(section)
        } else {
            guard !sections.isEmpty else { throw .noSections }
            index = sections.count - 1
        }
        try insertItemEntries(entries, inSection: index, at: sections[index].itemKeys.count)
    }

    /// Inserts items (hash 0) right before another item, in that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing item.
    public mutating func insertItems(_ identifiers: [String], beforeItem anchor: String) throws(SnapshotError) {
        try insertItems(identifiers.map { ($0, 0) }, beforeItem: anchor)
    }

    /// Inserts items (hash 0) right after another item, in that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing item.
    public mutating func insertItems(_ identifiers: [String], afterItem anchor: String) throws(SnapshotError) {
        try insertItems(identifiers.map { ($0, 0) }, afterItem: anchor)
    }

    /// Inserts items with their hashes right before another item, in that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing item.
    public mutating func insertItems(
        _ entries: [(id: String, hash: UInt64)], beforeItem anchor: String
    ) throws(SnapshotError) {
        let location = try anchorLocation(anchor, for: entries.map(\.id))
        try insertItemEntries(entries, inSection: Int(location.section), at: Int(location.item))
    }

    /// Inserts items with their hashes right after another item, in that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing item.
    public mutating func insertItems(
        _ entries: [(id: String, hash: UInt64)], afterItem anchor: String
    ) throws(SnapshotError) {
        let location = try anchorLocation(anchor, for: entries.map(\.id))
        try insertItemEntries(entries, inSection: Int(location.section), at: Int(location.item) + 1)
    }

    /// Deletes items from whichever sections hold them; emptied sections stay.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every unknown identifier; nothing is deleted then.
    public mutating func deleteItems(_ identifiers: [String]) throws(SnapshotError) {
        let keys = try requireItems(identifiers)
        var doomedBySection: [Int: Set<Int32>] = [:]
        for key in keys { doomedBySection[Int(itemLocations[Int(key)].section), default: []].insert(key) }
        forgetItems(keys)
        for (section, doomed) in doomedBySection.sorted(by: { $0.key < $1.key }) {
            let first = sections[section].itemKeys.firstIndex { doomed.contains($0) } ?? 0
            var keptKeys = ContiguousArray<Int32>()
            var keptHashes = ContiguousArray<UInt64>()
            for (key, hash) in zip(sections[section].itemKeys, sections[section].itemHashes)
            where !doomed.contains(key) {
                keptKeys.append(key)
                keptHashes.append(hash)
            }
            sections[section].itemKeys = keptKeys
            sections[section].itemHashes = ItemHashes(keptHashes)
            sections[section].parents = []
            reindexItems(inSection: section, from: first)
        }
    }

    /// Deletes every item and keeps the (now empty) sections, as DiffableDataSources does; UIKit's
    /// `deleteAllItems` also drops the sections, which `deleteSections(sectionIdentifiers)` does here.
    public mutating func deleteAllItems() {
        for index in sections.indices {
            sections[index].itemKeys.removeAll()
            sections[index].itemHashes.removeAll()
            sections[index].parents = []
        }
        itemLocations = ItemLocations(absent: itemTable.count)
        reloadedItemKeys.removeAll()
        reconfiguredItemKeys.removeAll()
        reindexSections(from: 0)
    }

    /// Moves an item to right before another item, into that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown item or anchor, or when both are the same.
    public mutating func moveItem(_ item: String, beforeItem anchor: String) throws(SnapshotError) {
        try moveItem(item, relativeTo: anchor, after: false)
    }

    /// Moves an item to right after another item, into that item's section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown item or anchor, or when both are the same.
    public mutating func moveItem(_ item: String, afterItem anchor: String) throws(SnapshotError) {
        try moveItem(item, relativeTo: anchor, after: true)
    }

    /// Marks items as reloaded (their cells are to be replaced): the next diff reports them updated.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every unknown identifier.
    public mutating func reloadItems(_ identifiers: [String]) throws(SnapshotError) {
        reloadedItemKeys.formUnion(try requireItems(identifiers))
    }

    /// Marks items as reconfigured (their cells are kept and refreshed): the next diff reports them updated.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every unknown identifier.
    public mutating func reconfigureItems(_ identifiers: [String]) throws(SnapshotError) {
        reconfiguredItemKeys.formUnion(try requireItems(identifiers))
    }

    /// Sets the content hash of an item.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)`` when absent.
    public mutating func setHash(_ hash: UInt64, forItem item: String) throws(SnapshotError) {
        let location = itemLocations[Int(try requireItems([item])[0])]
        sections[Int(location.section)].itemHashes[Int(location.item)] = hash
    }

    private func anchorLocation(_ anchor: String, for ids: [String]) throws(SnapshotError) -> ItemLocation {
        if ids.contains(anchor) { throw .itemRelativeToItself(anchor) }
        return itemLocations[Int(try requireItems([anchor])[0])]
    }

    private mutating func moveItem(_ item: String, relativeTo anchor: String, after: Bool) throws(SnapshotError) {
        let keys = try requireItems([item, anchor])
        if item == anchor { throw .itemRelativeToItself(item) }
        let from = itemLocations[Int(keys[0])]
        let source = Int(from.section)
        let hash = sections[source].itemHashes.remove(at: Int(from.item))
        sections[source].itemKeys.remove(at: Int(from.item))
        sections[source].parents = []
        reindexItems(inSection: source, from: Int(from.item))
        let to = itemLocations[Int(keys[1])]
        let target = Int(to.section)
        let index = Int(to.item) + (after ? 1 : 0)
        sections[target].itemKeys.insert(keys[0], at: index)
        sections[target].parents = []
        sections[target].itemHashes.insert(hash, at: index)
        reindexItems(inSection: target, from: index)
    }

    private mutating func insertItemEntries(
        _ entries: [(id: String, hash: UInt64)], inSection section: Int, at index: Int
    ) throws(SnapshotError) {
        var seen: [String: [String]] = [:]
        var order: [String] = []
        let sectionName = sectionTable.names[Int(sections[section].key)]
        for entry in entries {
            if seen[entry.id] == nil {
                seen[entry.id] = sectionIdentifier(containingItem: entry.id).map { [$0] } ?? []
                order.append(entry.id)
            }
            seen[entry.id]!.append(sectionName)
        }
        let repeated = order.filter { seen[$0]!.count > 1 }
        guard repeated.isEmpty else {
            throw .duplicateIdentifiers(
                sections: [], items: repeated.map { SnapshotError.DuplicateItem(id: $0, sections: seen[$0]!) })
        }
        var session = itemTable.session()
        let keys = entries.map { itemTable.intern($0.id, in: &session) }
        growIndexes()
        sections[section].itemKeys.insert(contentsOf: keys, at: index)
        sections[section].parents = []
        sections[section].itemHashes.insert(contentsOf: entries.map(\.hash), at: index)
        reindexItems(inSection: section, from: index)
    }
}
