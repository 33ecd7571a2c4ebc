extension Snapshot {
    /// Grows the key → position indexes to cover every interned key.
    mutating func growIndexes() {
        if sectionIndexByKey.count < sectionTable.count {
            sectionIndexByKey.append(
                contentsOf: repeatElement(-1, count: sectionTable.count - sectionIndexByKey.count))
        }
        itemLocations.grow(to: itemTable.count)
    }

    /// Rewrites the positions of sections `start...` and of all their items, and the flat offsets.
    mutating func reindexSections(from start: Int) {
        for index in start..<sections.count {
            sectionIndexByKey[Int(sections[index].key)] = Int32(index)
            for (item, key) in sections[index].itemKeys.enumerated() {
                itemLocations[Int(key)] = ItemLocation(section: Int32(index), item: Int32(item))
            }
        }
        recomputeOffsets(from: start)
    }

    /// Rewrites the positions of the items of one section from `start` on, and the flat offsets after it.
    mutating func reindexItems(inSection section: Int, from start: Int) {
        let keys = sections[section].itemKeys
        for item in start..<keys.count {
            itemLocations[Int(keys[item])] = ItemLocation(section: Int32(section), item: Int32(item))
        }
        recomputeOffsets(from: section)
    }

    private mutating func recomputeOffsets(from start: Int) {
        // Every edit of items ends here, having copied keys the lease shared: the original can go to the pool.
        keyLease = nil
        itemOffsets.removeSubrange(min(start + 1, itemOffsets.count)...)
        if itemOffsets.isEmpty { itemOffsets.append(0) }
        for index in start..<sections.count {
            itemOffsets.append(itemOffsets[index] + sections[index].itemKeys.count)
        }
    }

    /// Forgets the positions and marks of the given item keys.
    mutating func forgetItems<Keys: Sequence<Int32>>(_ keys: Keys) {
        // Most snapshots mark nothing for reload: then no set is looked up per key (a whole outline section is
        // forgotten at each `replaceItems`).
        let marksAny = !reloadedItemKeys.isEmpty || !reconfiguredItemKeys.isEmpty
        for key in keys {
            itemLocations[Int(key)] = .absent
            guard marksAny else { continue }
            reloadedItemKeys.remove(key)
            reconfiguredItemKeys.remove(key)
        }
    }

    /// The keys of items known to the snapshot, or an error naming the unknown ones.
    func requireItems(_ ids: [String]) throws(SnapshotError) -> [Int32] {
        var keys: [Int32] = []
        keys.reserveCapacity(ids.count)
        var unknown: [String] = []
        for id in ids {
            if let key = itemTable.key(of: id), itemLocation(ofKey: key) != nil {
                keys.append(key)
            } else {
                unknown.append(id)
            }
        }
        guard unknown.isEmpty else { throw .unknownItems(unknown) }
        return keys
    }

    /// The indexes of sections known to the snapshot, or an error naming the unknown ones.
    func requireSections(_ ids: [String]) throws(SnapshotError) -> [Int] {
        var indexes: [Int] = []
        var unknown: [String] = []
        for id in ids {
            if let index = indexOfSection(id) { indexes.append(index) } else { unknown.append(id) }
        }
        guard unknown.isEmpty else { throw .unknownSections(unknown) }
        return indexes
    }
}
