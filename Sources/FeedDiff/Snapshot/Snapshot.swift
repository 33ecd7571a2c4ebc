/// Ordered sections of unique string identifiers, each holding ordered unique item identifiers, every section
/// and item with a 64-bit content hash: the snapshot of a diffable data source.
///
/// Identifiers are interned to dense integer keys when the snapshot is built, and each snapshot keeps a
/// key → position index, so every lookup is O(1) and diffing never hashes a string. Build the new snapshot
/// with `sharingIdentifiersWith:` the old one so both use the same keys; otherwise the diff re-interns one
/// side first (correct, just slower). Build from sections with ``init(sections:sharingIdentifiersWith:)``, or,
/// with one section's ids in a `[String]` (as a DifferenceKit user holds them), from the array itself with
/// ``init(section:items:itemHashes:sharingIdentifiersWith:)``, which copies none of it.
///
/// A section's hash stands for its own content (header, footer, layout), not for its items: a section is
/// *updated* when its hash changes. An item is updated when its hash changes. Marks set by `reloadItems`,
/// `reconfigureItems` and `reloadSections` also count as updates in the next diff; they are requests, not
/// content, so equality ignores them.
///
/// Misuse (a duplicate identifier, an unknown section or item, placing something relative to itself) throws a
/// ``SnapshotError`` naming the identifiers and leaves the snapshot unchanged.
public struct Snapshot: Sendable {
    /// One section: its key and hash, and its items' keys and hashes in order.
    struct Section: Sendable {
        var key: Int32
        var hash: UInt64
        var itemKeys: ContiguousArray<Int32>
        var itemHashes: ItemHashes
        /// For an outline section (``setParents(_:ofSection:)``): each row's parent row index, -1 at the top
        /// level. Empty for a flat section.
        var parents: ContiguousArray<Int32> = []
    }

    var sectionTable: IdentifierTable
    var itemTable: IdentifierTable
    var sections: ContiguousArray<Section>
    /// Section index per section key, -1 when absent; as long as `sectionTable`.
    var sectionIndexByKey: ContiguousArray<Int32>
    /// Location per item key; covers `itemTable`'s keys, or the keys of a fresh table's names (see
    /// ``ItemLocations``).
    var itemLocations: ItemLocations
    /// Flat index of each section's first item, plus the total at the end.
    var itemOffsets: ContiguousArray<Int>
    /// Gives the keys of a snapshot built of one section back to ``BufferPools/keys`` once no snapshot holds
    /// them; an edit, which copies the keys it shares with this, drops it (``reindexItems(inSection:from:)``).
    var keyLease: PooledBuffer<Int32>?
    var reloadedSectionKeys: Set<Int32> = []
    var reloadedItemKeys: Set<Int32> = []
    var reconfiguredItemKeys: Set<Int32> = []

    /// Creates an empty snapshot.
    public init() {
        sectionTable = IdentifierTable()
        itemTable = IdentifierTable()
        sections = []
        sectionIndexByKey = []
        itemLocations = ItemLocations()
        itemOffsets = [0]
    }

    /// Builds a snapshot in one pass from sections with their hashes and items.
    ///
    /// - Parameters:
    ///   - sections: every section in order: its identifier, its content hash, and its items (identifier and
    ///     content hash) in order.
    ///   - base: a snapshot whose identifier keys to reuse; pass the snapshot you will diff against so the diff
    ///     compares integers only.
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every repeated section
    ///   identifier and every repeated item identifier with the sections it occurs in.
    /// - Complexity: O(n) expected in the number of sections and items.
    public init(
        sections input: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])],
        sharingIdentifiersWith base: Snapshot? = nil
    ) throws(SnapshotError) {
        try self.init(building: SectionTuples(sections: input), sharingIdentifiersWith: base)
    }

    /// Builds a snapshot from either form of input, interning all its items at once.
    init(building input: some SnapshotInput, sharingIdentifiersWith base: Snapshot?) throws(SnapshotError) {
        let itemTotal = input.itemCount
        let sectionCount = input.sectionCount
        let ids = input.allItemIDs()
        let items = Self.internItems(ids, base: base, itemTotal: itemTotal)
        let sectionKeys = Self.internSections(of: input, base: base)
        var itemOffsets = ContiguousArray<Int>(reservingCapacity: sectionCount + 1)
        itemOffsets.append(0)
        for index in 0..<sectionCount { itemOffsets.append(itemOffsets[index] + input.itemCount(ofSection: index)) }
        let (itemLocations, duplicateItemKeys) = Self.locateItems(
            items.keys, keyedByPosition: items.keyedByPosition, offsets: itemOffsets, keyCount: items.table.count)
        if !sectionKeys.duplicates.isEmpty || !duplicateItemKeys.isEmpty {
            throw Self.duplicates(
                sections: sectionKeys.duplicates, itemKeys: duplicateItemKeys, of: ids, offsets: itemOffsets,
                in: input, items.table, sectionKeys.table)
        }
        var sections = ContiguousArray<Section>(reservingCapacity: sectionCount)
        for index in 0..<sectionCount {
            sections.append(
                Section(
                    key: sectionKeys.keys[index], hash: input.sectionHash(index),
                    // One section takes the keys as they are.
                    itemKeys: sectionCount == 1
                        ? items.keys : ContiguousArray(items.keys[itemOffsets[index]..<itemOffsets[index + 1]]),
                    itemHashes: input.itemHashes(ofSection: index)))
        }
        self.sectionTable = sectionKeys.table
        self.itemTable = items.table
        self.sections = sections
        self.sectionIndexByKey = sectionKeys.indexByKey
        self.itemLocations = itemLocations
        self.itemOffsets = itemOffsets
        if sectionCount == 1 {
            keyLease = PooledBuffer(items.keys, for: BufferPools.keys)
        } else {
            // Each section took a copy of its own keys.
            BufferPools.keys.give(items.keys)
        }
    }

    /// The key of every item id, in the base's table (kept unless it grew far past what either snapshot needs),
    /// all at once; one by one when a new id repeats, which gives each repeat its first occurrence's key.
    /// `keyedByPosition`: a fresh table keyed every id by its position (no id repeats).
    private static func internItems(_ ids: [String], base: Snapshot?, itemTotal: Int)
        -> (table: IdentifierTable, keys: ContiguousArray<Int32>, keyedByPosition: Bool)
    {
        // The base's live items count too: a snapshot started with empty sections and filled by editing
        // (`replaceItems(ofSection:with:)`) would otherwise drop a large base's table and diff by re-interning.
        let baseItems =
            base.map { $0.itemTable.reused(forLiveCount: max(itemTotal, $0.numberOfItems)) } ?? IdentifierTable()
        var table = baseItems
        table.reserve(itemTotal)
        let isFresh = table.count == 0
        if let keys = table.internAll(ids) { return (table, keys, isFresh) }
        table = baseItems
        table.reserve(itemTotal)
        let keys = table.internEach(ids)
        return (table, keys, false)
    }

    /// The key of every section id in the base's section table, the index of each key's first section, and the
    /// ids that repeat.
    private static func internSections(of input: some SnapshotInput, base: Snapshot?) -> (
        table: IdentifierTable, keys: [Int32], indexByKey: ContiguousArray<Int32>, duplicates: [String]
    ) {
        let sectionCount = input.sectionCount
        var table =
            base.map { $0.sectionTable.reused(forLiveCount: max(sectionCount, $0.sections.count)) }
            ?? IdentifierTable()
        table.reserve(sectionCount)
        var session = table.session()
        let keys = (0..<sectionCount).map { table.intern(input.sectionID($0), in: &session) }
        var indexByKey = ContiguousArray<Int32>(repeating: -1, count: table.count)
        var duplicates: [String] = []
        for (index, key) in keys.enumerated() {
            if indexByKey[Int(key)] >= 0 {
                duplicates.append(input.sectionID(index))
            } else {
                indexByKey[Int(key)] = Int32(index)
            }
        }
        return (table, keys, indexByKey, duplicates)
    }

    /// Where each item key is, in the cheapest form the snapshot allows, and the keys that occur twice.
    private static func locateItems(
        _ itemKeys: ContiguousArray<Int32>, keyedByPosition: Bool, offsets: ContiguousArray<Int>, keyCount: Int
    ) -> (ItemLocations, duplicates: [Int32]) {
        let sectionCount = offsets.count - 1
        if keyedByPosition && sectionCount == 1 {
            // Every key is its item's position: nothing to write down.
            return (.positional(count: itemKeys.count), [])
        }
        if keyedByPosition { return (ItemLocations(locations(offsets: offsets)), []) }
        if sectionCount == 1 { return locate(itemKeys, count: keyCount) }
        var pairs = ContiguousArray(repeating: ItemLocation.absent, count: keyCount)
        let duplicates = locate(itemKeys, offsets: offsets, in: &pairs)
        return (ItemLocations(pairs), duplicates)
    }

    /// Records where each item key is (`offsets` holds each section's first flat index, and the total); returns
    /// every key met again, in order.
    private static func locate(
        _ keys: ContiguousArray<Int32>, offsets: ContiguousArray<Int>, in locations: inout ContiguousArray<ItemLocation>
    ) -> [Int32] {
        var repeated: [Int32] = []
        var output = locations.mutableSpan
        let keys = keys.span
        for section in 0..<(offsets.count - 1) {
            for flat in offsets[section]..<offsets[section + 1] {
                let key = Int(keys[flat])
                if output[key].isAbsent {
                    output[key] = ItemLocation(
                        section: Int32(truncatingIfNeeded: section),
                        item: Int32(truncatingIfNeeded: flat &- offsets[section]))
                } else {
                    repeated.append(Int32(truncatingIfNeeded: key))
                }
            }
        }
        return repeated
    }

    /// The item index of every key of one section's `keys` (-1 for the other keys below `count`), and every key
    /// met again, in order.
    private static func locate(_ keys: ContiguousArray<Int32>, count: Int) -> (ItemLocations, [Int32]) {
        var repeated: [Int32] = []
        var items = BufferPools.keys.take(count, repeating: -1)
        var output = items.mutableSpan
        let keys = keys.span
        for item in keys.indices {
            let key = Int(keys[item])
            if output[key] < 0 {
                output[key] = Int32(truncatingIfNeeded: item)
            } else {
                repeated.append(Int32(truncatingIfNeeded: key))
            }
        }
        _ = consume output
        return (ItemLocations(oneSection: items), repeated)
    }

    /// The location of every item in flat order, which is the location per key when every item is keyed by its
    /// flat position: no key to look up, no repeat to look for (``locate(_:offsets:in:)`` does both).
    private static func locations(offsets: ContiguousArray<Int>) -> ContiguousArray<ItemLocation> {
        var locations = ContiguousArray(repeating: ItemLocation.absent, count: offsets[offsets.count - 1])
        var output = locations.mutableSpan
        for section in 0..<(offsets.count - 1) {
            for flat in offsets[section]..<offsets[section + 1] {
                output[flat] = ItemLocation(
                    section: Int32(truncatingIfNeeded: section),
                    item: Int32(truncatingIfNeeded: flat &- offsets[section]))
            }
        }
        _ = consume output
        return locations
    }

    /// The error for repeated identifiers, listing for each item every section it occurs in. Ids are grouped by
    /// key, as the table tells them apart (by their bytes), not by `String` equality.
    private static func duplicates(
        sections: [String], itemKeys: [Int32], of ids: [String], offsets: ContiguousArray<Int>,
        in input: some SnapshotInput, _ itemTable: IdentifierTable, _ sectionTable: IdentifierTable
    ) -> SnapshotError {
        var order: [Int32] = []
        var wanted: [Int32: [String]] = [:]
        for key in itemKeys where wanted[key] == nil {
            order.append(key)
            wanted[key] = []
        }
        for section in 0..<input.sectionCount {
            for name in ids[offsets[section]..<offsets[section + 1]] {
                guard let key = itemTable.key(of: name), wanted[key] != nil else { continue }
                wanted[key]?.append(input.sectionID(section))
            }
        }
        var seen = Set<Int32>()
        let uniqueSections = sections.filter { seen.insert(sectionTable.key(of: $0) ?? -1).inserted }
        return .duplicateIdentifiers(
            sections: uniqueSections,
            items: order.map { SnapshotError.DuplicateItem(id: itemTable.names[Int($0)], sections: wanted[$0] ?? []) })
    }
}
