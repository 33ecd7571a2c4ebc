/// Ordered sections of unique string identifiers, each holding ordered unique item identifiers, every section
/// and item with a 64-bit content hash: the snapshot of a diffable data source.
///
/// Identifiers are interned to dense integer keys when the snapshot is built, and each snapshot keeps a
/// key → position index, so every lookup is O(1) and diffing never hashes a string. Build the new snapshot
/// with `sharingIdentifiersWith:` the old one so both use the same keys; otherwise the diff re-interns one
/// side first (correct, just slower).
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
        var itemHashes: ContiguousArray<UInt64>
        /// For an outline section (``setParents(_:ofSection:)``): each row's parent row index, -1 at the top
        /// level. Empty for a flat section.
        var parents: ContiguousArray<Int32> = []
    }

    var sectionTable: IdentifierTable
    var itemTable: IdentifierTable
    var sections: ContiguousArray<Section>
    /// Section index per section key, -1 when absent; as long as `sectionTable`.
    var sectionIndexByKey: ContiguousArray<Int32>
    /// Location per item key; as long as `itemTable`.
    var itemLocationByKey: ContiguousArray<ItemLocation>
    /// Flat index of each section's first item, plus the total at the end.
    var itemOffsets: ContiguousArray<Int>
    var reloadedSectionKeys: Set<Int32> = []
    var reloadedItemKeys: Set<Int32> = []
    var reconfiguredItemKeys: Set<Int32> = []

    /// Creates an empty snapshot.
    public init() {
        sectionTable = IdentifierTable()
        itemTable = IdentifierTable()
        sections = []
        sectionIndexByKey = []
        itemLocationByKey = []
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
        var itemTotal = 0
        for section in input { itemTotal += section.items.count }
        // The base's live items count too: a snapshot started with empty sections and filled by editing
        // (`replaceItems(ofSection:with:)`) would otherwise drop a large base's table and diff by re-interning.
        var sectionTable =
            base.map { $0.sectionTable.reused(forLiveCount: max(input.count, $0.sections.count)) }
            ?? IdentifierTable()
        var itemTable =
            base.map { $0.itemTable.reused(forLiveCount: max(itemTotal, $0.numberOfItems)) } ?? IdentifierTable()
        sectionTable.reserve(input.count)
        itemTable.reserve(itemTotal)
        var sectionIndexByKey = ContiguousArray<Int32>(repeating: -1, count: sectionTable.count)
        var itemLocationByKey = ContiguousArray(repeating: ItemLocation.absent, count: itemTable.count)
        if itemTable.count == 0 { itemLocationByKey.reserveCapacity(itemTotal) }
        var sections = ContiguousArray<Section>()
        sections.reserveCapacity(input.count)
        var itemOffsets = ContiguousArray<Int>()
        itemOffsets.reserveCapacity(input.count + 1)
        var sectionSession = sectionTable.session()
        var itemSession = itemTable.session()
        var duplicateSections: [String] = []
        var duplicateItemKeys: [Int32] = []
        var flat = 0
        for (sectionIndex, entry) in input.enumerated() {
            let sectionKey = sectionTable.intern(entry.id, in: &sectionSession)
            if Int(sectionKey) == sectionIndexByKey.count { sectionIndexByKey.append(-1) }
            if sectionIndexByKey[Int(sectionKey)] >= 0 {
                duplicateSections.append(entry.id)
            } else {
                sectionIndexByKey[Int(sectionKey)] = Int32(sectionIndex)
            }
            var keys = ContiguousArray<Int32>()
            keys.reserveCapacity(entry.items.count)
            var hashes = ContiguousArray<UInt64>()
            hashes.reserveCapacity(entry.items.count)
            for (itemIndex, item) in entry.items.enumerated() {
                let key = itemTable.intern(item.id, in: &itemSession)
                if Int(key) == itemLocationByKey.count { itemLocationByKey.append(.absent) }
                if itemLocationByKey[Int(key)].isAbsent {
                    itemLocationByKey[Int(key)] = ItemLocation(section: Int32(sectionIndex), item: Int32(itemIndex))
                } else {
                    duplicateItemKeys.append(key)
                }
                keys.append(key)
                hashes.append(item.hash)
            }
            itemOffsets.append(flat)
            flat += entry.items.count
            sections.append(Section(key: sectionKey, hash: entry.hash, itemKeys: keys, itemHashes: hashes))
        }
        itemOffsets.append(flat)
        if !duplicateSections.isEmpty || !duplicateItemKeys.isEmpty {
            throw Self.duplicates(
                sections: duplicateSections, itemKeys: duplicateItemKeys, in: input, itemTable, sectionTable)
        }
        self.sectionTable = sectionTable
        self.itemTable = itemTable
        self.sections = sections
        self.sectionIndexByKey = sectionIndexByKey
        self.itemLocationByKey = itemLocationByKey
        self.itemOffsets = itemOffsets
    }

    /// The error for repeated identifiers, listing for each item every section it occurs in. Ids are grouped by
    /// key, as the table tells them apart (by their bytes), not by `String` equality.
    private static func duplicates(
        sections: [String], itemKeys: [Int32],
        in input: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])], _ itemTable: IdentifierTable,
        _ sectionTable: IdentifierTable
    ) -> SnapshotError {
        var order: [Int32] = []
        var wanted: [Int32: [String]] = [:]
        for key in itemKeys where wanted[key] == nil {
            order.append(key)
            wanted[key] = []
        }
        for section in input {
            for item in section.items {
                guard let key = itemTable.key(of: item.id), wanted[key] != nil else { continue }
                wanted[key]?.append(section.id)
            }
        }
        var seen = Set<Int32>()
        let uniqueSections = sections.filter { seen.insert(sectionTable.key(of: $0) ?? -1).inserted }
        return .duplicateIdentifiers(
            sections: uniqueSections,
            items: order.map { SnapshotError.DuplicateItem(id: itemTable.names[Int($0)], sections: wanted[$0] ?? []) })
    }
}
