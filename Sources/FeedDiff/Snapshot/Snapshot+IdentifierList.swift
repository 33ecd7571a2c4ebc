extension Snapshot {
    /// Builds a snapshot of one section from its item identifiers, as an app holding an array of ids (a
    /// DifferenceKit user's `[String]`) has them: no `(id, hash)` pairs to make first.
    ///
    /// `Snapshot(section: "feed", items: ids)` equals `Snapshot(sections: [("feed", 0, ids.map { ($0, 0) })])`,
    /// only faster to build. With every hash 0, a diff reports no item as updated (an id's content is the id);
    /// pass `itemHashes` so items whose content changed are reported as updated.
    ///
    /// ```swift
    /// let old = try Snapshot(section: "feed", items: oldIDs)
    /// let new = try Snapshot(section: "feed", items: newIDs, sharingIdentifiersWith: old)
    /// let changes = Changeset(from: old, to: new)
    /// ```
    ///
    /// - Parameters:
    ///   - section: the section's identifier; its content hash is 0.
    ///   - items: the item identifiers in order.
    ///   - itemHashes: each item's content hash, as many as `items`; nil for all 0.
    ///   - base: a snapshot whose identifier keys to reuse; pass the snapshot you will diff against so the diff
    ///     compares integers only.
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every repeated item identifier;
    ///   ``SnapshotError/mismatchedItemHashes(section:items:hashes:)`` when `itemHashes` is not one per item.
    /// - Complexity: O(n) expected in the number of items.
    public init(
        section: String, items: [String], itemHashes: [UInt64]? = nil, sharingIdentifiersWith base: Snapshot? = nil
    ) throws(SnapshotError) {
        if let itemHashes, itemHashes.count != items.count {
            throw .mismatchedItemHashes(section: section, items: items.count, hashes: itemHashes.count)
        }
        try self.init(
            building: IdentifierList(id: section, items: items, hashes: itemHashes), sharingIdentifiersWith: base)
    }
}
