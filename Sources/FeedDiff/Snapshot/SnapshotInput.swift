/// The item names an identifier table interns in bulk, section by section.
protocol ItemNameSource {
    /// One section's item names in order, indexed from 0.
    associatedtype Names: RandomAccessCollection<String> where Names.Index == Int

    var sectionCount: Int { get }
    func itemNames(ofSection section: Int) -> Names
}

/// Everything a snapshot is built from in one pass. The public initializers wrap their arguments in one of the
/// conforming types, and one generic implementation (specialized for each) builds the snapshot, so the plain id
/// array of ``Snapshot/init(section:items:itemHashes:sharingIdentifiersWith:)`` is read as it is: no array of
/// `(id, hash)` tuples is made for it, or destroyed afterwards element by element.
protocol SnapshotInput: ItemNameSource {
    func sectionID(_ section: Int) -> String
    func sectionHash(_ section: Int) -> UInt64
    func itemHashes(ofSection section: Int) -> ContiguousArray<UInt64>
}

extension ItemNameSource {
    /// The number of items in every section together.
    var itemCount: Int {
        var total = 0
        for section in 0..<sectionCount { total += itemNames(ofSection: section).count }
        return total
    }
}

/// The sections of ``Snapshot/init(sections:sharingIdentifiersWith:)``.
struct SectionTuples: SnapshotInput {
    typealias Items = [(id: String, hash: UInt64)]

    let sections: [(id: String, hash: UInt64, items: Items)]

    var sectionCount: Int { sections.count }

    func itemNames(ofSection section: Int) -> LazyMapCollection<Items, String> {
        sections[section].items.lazy.map(\.id)
    }

    func sectionID(_ section: Int) -> String { sections[section].id }

    func sectionHash(_ section: Int) -> UInt64 { sections[section].hash }

    func itemHashes(ofSection section: Int) -> ContiguousArray<UInt64> {
        ContiguousArray(sections[section].items.lazy.map(\.hash))
    }
}

/// One section of plain ids, their hashes all 0 or given alongside (as many as the ids, checked by the caller).
struct IdentifierList: SnapshotInput {
    let id: String
    let items: [String]
    let hashes: [UInt64]?

    var sectionCount: Int { 1 }

    func itemNames(ofSection section: Int) -> [String] { items }

    func sectionID(_ section: Int) -> String { id }

    func sectionHash(_ section: Int) -> UInt64 { 0 }

    func itemHashes(ofSection section: Int) -> ContiguousArray<UInt64> {
        hashes.map(ContiguousArray.init) ?? ContiguousArray(repeating: 0, count: items.count)
    }
}
