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
        var itemTotal = 0
        for source in input {
            switch source {
            case .content(_, _, let items): itemTotal += items.count
            case .reused(let index):
                guard previous.sections.indices.contains(index) else { throw .unknownSections(["#\(index)"]) }
                itemTotal += previous.sections[index].itemKeys.count
            }
        }
        // Tables that have piled up names of long-gone items start over, as the other initializer does.
        guard previous.itemTable.reused(forLiveCount: itemTotal).count == previous.itemTable.count,
            previous.sectionTable.reused(forLiveCount: input.count).count == previous.sectionTable.count
        else {
            try self.init(sections: Self.spelledOut(input, previous), sharingIdentifiersWith: previous)
            return
        }
        var sectionTable = previous.sectionTable
        var itemTable = previous.itemTable
        var sectionSession = sectionTable.session()
        var itemSession = itemTable.session()
        var sections = ContiguousArray<Section>()
        sections.reserveCapacity(input.count)
        for source in input {
            switch source {
            case .reused(let index):
                sections.append(previous.sections[index])
            case .content(let id, let hash, let items):
                var keys = ContiguousArray<Int32>()
                keys.reserveCapacity(items.count)
                var hashes = ContiguousArray<UInt64>()
                hashes.reserveCapacity(items.count)
                for item in items {
                    keys.append(itemTable.intern(item.id, in: &itemSession))
                    hashes.append(item.hash)
                }
                sections.append(
                    Section(
                        key: sectionTable.intern(id, in: &sectionSession), hash: hash, itemKeys: keys,
                        itemHashes: ItemHashes(hashes)))
            }
        }
        var result = Snapshot()
        result.sectionTable = sectionTable
        result.itemTable = itemTable
        result.sections = sections
        result.sectionIndexByKey = ContiguousArray(repeating: -1, count: sectionTable.count)
        result.itemLocations = ItemLocations(absent: itemTable.count)
        // Index every section, stopping at the first repeated identifier: the other initializer names them all.
        for (sectionIndex, section) in sections.enumerated() {
            guard result.sectionIndexByKey[Int(section.key)] < 0 else {
                try self.init(sections: Self.spelledOut(input, previous), sharingIdentifiersWith: previous)
                return
            }
            result.sectionIndexByKey[Int(section.key)] = Int32(sectionIndex)
            for (itemIndex, key) in section.itemKeys.enumerated() {
                guard result.itemLocations[Int(key)].isAbsent else {
                    try self.init(sections: Self.spelledOut(input, previous), sharingIdentifiersWith: previous)
                    return
                }
                result.itemLocations[Int(key)] = ItemLocation(section: Int32(sectionIndex), item: Int32(itemIndex))
            }
        }
        var itemOffsets = ContiguousArray<Int>()
        itemOffsets.reserveCapacity(sections.count + 1)
        var flat = 0
        for section in sections {
            itemOffsets.append(flat)
            flat += section.itemKeys.count
        }
        itemOffsets.append(flat)
        result.itemOffsets = itemOffsets
        self = result
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
