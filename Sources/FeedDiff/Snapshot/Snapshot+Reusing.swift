extension Snapshot {
    /// One section of a snapshot built by ``init(sections:reusingSectionsOf:)``: new content, or a section of
    /// the previous snapshot taken over as it is.
    public enum SectionSource: Sendable {
        /// A section's identifier, content hash and items (identifier and content hash) in order.
        case content(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])
        /// The section at this index of the previous snapshot, with its identifier, hash and items.
        case reused(Int)
    }

    /// Builds a snapshot from new sections and sections of `previous`, sharing `previous`'s identifiers: only
    /// new sections' identifiers are interned, so a rebuild that changed a few sections of a large snapshot
    /// hashes only their strings. Equal to ``init(sections:sharingIdentifiersWith:)`` with every section
    /// spelled out, and diffs against `previous` (or any snapshot it shares identifiers with) stay linear.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` as the other initializer does; an
    ///   index out of `previous`'s sections is ``SnapshotError/unknownSections(_:)``.
    /// - Complexity: O(n) in the number of sections and items, hashing the strings of new sections only.
    public init(sections input: [SectionSource], reusingSectionsOf previous: Snapshot) throws(SnapshotError) {
        let itemTotal = try Self.itemCount(of: input, previous)
        // Tables that have piled up names of long-gone items start over, as the other initializer does; a
        // repeated identifier goes there too, as that initializer names every repeat.
        guard previous.itemTable.reused(forLiveCount: itemTotal).count == previous.itemTable.count,
            previous.sectionTable.reused(forLiveCount: input.count).count == previous.sectionTable.count,
            let result = Self.indexed(Self.sharing(input, previous))
        else {
            try self.init(sections: Self.spelledOut(input, previous), sharingIdentifiersWith: previous)
            return
        }
        self = result
    }

    /// The number of items of `input`; throws at a reused index out of `previous`'s sections.
    private static func itemCount(of input: [SectionSource], _ previous: Snapshot) throws(SnapshotError) -> Int {
        var total = 0
        for source in input {
            switch source {
            case .content(_, _, let items): total += items.count
            case .reused(let index):
                guard previous.sections.indices.contains(index) else { throw .unknownSections(["#\(index)"]) }
                total += previous.sections[index].itemKeys.count
            }
        }
        return total
    }

    /// A snapshot of `input`'s sections in `previous`'s tables, new identifiers interned into them; not yet
    /// indexed (see ``indexed(_:)``).
    private static func sharing(_ input: [SectionSource], _ previous: Snapshot) -> Snapshot {
        var result = Snapshot(emptyInTablesOf: previous, sectionCapacity: input.count)
        var sectionSession = result.sectionTable.session()
        var itemSession = result.itemTable.session()
        for source in input {
            switch source {
            case .reused(let index):
                result.sections.append(previous.sections[index])
            case .content(let id, let hash, let items):
                var keys = ContiguousArray<Int32>()
                keys.reserveCapacity(items.count)
                var hashes = ContiguousArray<UInt64>()
                hashes.reserveCapacity(items.count)
                for item in items {
                    keys.append(result.itemTable.intern(item.id, in: &itemSession))
                    hashes.append(item.hash)
                }
                result.sections.append(
                    Section(
                        key: result.sectionTable.intern(id, in: &sectionSession), hash: hash, itemKeys: keys,
                        itemHashes: ItemHashes(hashes)))
            }
        }
        return result
    }

    /// `snapshot` with its sections and items indexed and its item offsets written; nil at the first repeated
    /// identifier.
    private static func indexed(_ snapshot: Snapshot) -> Snapshot? {
        var result = snapshot
        result.sectionIndexByKey = ContiguousArray(repeating: -1, count: result.sectionTable.count)
        result.itemLocations = ItemLocations(absent: result.itemTable.count)
        for (sectionIndex, section) in result.sections.enumerated() {
            guard result.sectionIndexByKey[Int(section.key)] < 0 else { return nil }
            result.sectionIndexByKey[Int(section.key)] = Int32(sectionIndex)
            for (itemIndex, key) in section.itemKeys.enumerated() {
                guard result.itemLocations[Int(key)].isAbsent else { return nil }
                result.itemLocations[Int(key)] = ItemLocation(section: Int32(sectionIndex), item: Int32(itemIndex))
            }
        }
        var itemOffsets = ContiguousArray<Int>()
        itemOffsets.reserveCapacity(result.sections.count + 1)
        var flat = 0
        for section in result.sections {
            itemOffsets.append(flat)
            flat += section.itemKeys.count
        }
        itemOffsets.append(flat)
        result.itemOffsets = itemOffsets
        return result
    }

    /// The sections of `input` with every reused one written out from `previous`.
    private static func spelledOut(_ input: [SectionSource], _ previous: Snapshot)
        -> [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])]
    {
        input.map { source in
            switch source {
            case .content(let id, let hash, let items): return (id: id, hash: hash, items: items)
            case .reused(let index):
                let section = previous.sections[index]
                return (
                    id: previous.sectionTable.names[Int(section.key)], hash: section.hash,
                    items: zip(section.itemKeys, section.itemHashes).map {
                        (id: previous.itemTable.names[Int($0)], hash: $1)
                    }
                )
            }
        }
    }
}
