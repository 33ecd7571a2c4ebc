/// Everything a snapshot is built from in one pass. The public initializers wrap their arguments in one of the
/// conforming types, and one generic implementation (specialized for each) builds the snapshot, so the plain id
/// array of ``Snapshot/init(section:items:itemHashes:sharingIdentifiersWith:)`` is interned as it is: no array of
/// `(id, hash)` tuples is made for it, or destroyed afterwards element by element, and the identifier table
/// keeps the caller's array as its names.
protocol SnapshotInput {
    var sectionCount: Int { get }
    func sectionID(_ section: Int) -> String
    func sectionHash(_ section: Int) -> UInt64
    func itemCount(ofSection section: Int) -> Int
    /// Every section's item identifiers in order, as one array: the caller's own where it passed one.
    func allItemIDs() -> [String]
    func itemHashes(ofSection section: Int) -> ItemHashes
}

extension SnapshotInput {
    /// The number of items in every section together.
    var itemCount: Int {
        var total = 0
        for section in 0..<sectionCount { total += itemCount(ofSection: section) }
        return total
    }
}

/// The sections of ``Snapshot/init(sections:sharingIdentifiersWith:)``.
struct SectionTuples: SnapshotInput {
    let sections: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])]

    var sectionCount: Int { sections.count }

    func sectionID(_ section: Int) -> String { sections[section].id }

    func sectionHash(_ section: Int) -> UInt64 { sections[section].hash }

    func itemCount(ofSection section: Int) -> Int { sections[section].items.count }

    func allItemIDs() -> [String] {
        var ids: [String] = []
        ids.reserveCapacity(itemCount)
        for section in sections { ids.append(contentsOf: section.items.lazy.map(\.id)) }
        return ids
    }

    func itemHashes(ofSection section: Int) -> ItemHashes {
        ItemHashes(ContiguousArray(sections[section].items.lazy.map(\.hash)))
    }
}

/// One section of plain ids, their hashes all 0 or given alongside (as many as the ids, checked by the caller).
struct IdentifierList: SnapshotInput {
    let id: String
    let items: [String]
    let hashes: [UInt64]?

    var sectionCount: Int { 1 }

    func sectionID(_ section: Int) -> String { id }

    func sectionHash(_ section: Int) -> UInt64 { 0 }

    func itemCount(ofSection section: Int) -> Int { items.count }

    func allItemIDs() -> [String] { items }

    func itemHashes(ofSection section: Int) -> ItemHashes {
        hashes.map { ItemHashes(ContiguousArray($0)) } ?? ItemHashes(zeros: items.count)
    }
}
