extension Snapshot {
    /// Whether both snapshots give every identifier they share the same key.
    func agreesOnKeys(with other: Snapshot) -> Bool {
        sectionTable.agrees(with: other.sectionTable) && itemTable.agrees(with: other.itemTable)
    }

    /// The same content, with identifiers keyed by `base`'s tables (the diff's path for snapshots built apart).
    ///
    /// - Complexity: O(n) string hashing, the cost `sharingIdentifiersWith:` avoids.
    func reinterned(like base: Snapshot) -> Snapshot {
        var result = Snapshot(emptyInTablesOf: base, sectionCapacity: sections.count)
        var sectionSession = result.sectionTable.session()
        var itemSession = result.itemTable.session()
        for section in sections {
            let key = result.sectionTable.intern(sectionTable.names[Int(section.key)], in: &sectionSession)
            var keys = ContiguousArray<Int32>()
            keys.reserveCapacity(section.itemKeys.count)
            for item in section.itemKeys {
                keys.append(result.itemTable.intern(itemTable.names[Int(item)], in: &itemSession))
            }
            result.sections.append(
                Section(
                    key: key, hash: section.hash, itemKeys: keys, itemHashes: section.itemHashes,
                    parents: section.parents))
        }
        result.growIndexes()
        result.reindexSections(from: 0)
        result.reloadedSectionKeys = Set(
            reloadedSectionKeys.compactMap { result.sectionTable.key(of: sectionTable.names[Int($0)]) })
        result.reloadedItemKeys = Set(
            reloadedItemKeys.compactMap { result.itemTable.key(of: itemTable.names[Int($0)]) })
        result.reconfiguredItemKeys = Set(
            reconfiguredItemKeys.compactMap { result.itemTable.key(of: itemTable.names[Int($0)]) })
        return result
    }

    /// A snapshot with no sections whose identifiers are keyed by `base`'s tables, room made for
    /// `sectionCapacity` sections: where a snapshot interned into another's tables starts.
    init(emptyInTablesOf base: Snapshot, sectionCapacity: Int) {
        self.init()
        sectionTable = base.sectionTable
        itemTable = base.itemTable
        sections.reserveCapacity(sectionCapacity)
    }

    /// The location of an item key, `.absent` when the key is out of range or not in this snapshot.
    @inline(__always)
    func locationOrAbsent(ofKey key: Int32) -> ItemLocation {
        itemLocations.locationOrAbsent(of: Int(key))
    }
}

extension Snapshot {
    /// Whether both snapshots give every identifier they share the same key, so diffing them compares integers
    /// only (one was built `sharingIdentifiersWith:` the other, or from it by editing).
    public func sharesIdentifiers(with other: Snapshot) -> Bool {
        agreesOnKeys(with: other)
    }
}
