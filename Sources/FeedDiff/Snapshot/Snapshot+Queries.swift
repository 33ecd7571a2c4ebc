extension Snapshot {
    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemOffsets[itemOffsets.count - 1] }

    /// The number of items in a section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` when the snapshot has no such section.
    public func numberOfItems(inSection section: String) throws(SnapshotError) -> Int {
        sections[try requireSection(section)].itemKeys.count
    }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [String] { sections.map { sectionTable.names[Int($0.key)] } }

    /// The item identifiers of every section, concatenated in order.
    public var itemIdentifiers: [String] {
        var result: [String] = []
        result.reserveCapacity(numberOfItems)
        for section in sections {
            for key in section.itemKeys { result.append(itemTable.names[Int(key)]) }
        }
        return result
    }

    /// The item identifiers of one section, in order.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` when the snapshot has no such section.
    public func itemIdentifiers(inSection section: String) throws(SnapshotError) -> [String] {
        sections[try requireSection(section)].itemKeys.map { itemTable.names[Int($0)] }
    }

    /// The index of a section, or nil when absent. O(1).
    public func indexOfSection(_ section: String) -> Int? {
        sectionIndex(ofKey: sectionTable.key(of: section))
    }

    /// The flat index of an item across all sections (as UIKit's `indexOfItem`), or nil when absent. O(1).
    public func indexOfItem(_ item: String) -> Int? {
        guard let location = location(ofItem: item) else { return nil }
        return itemOffsets[Int(location.section)] + Int(location.item)
    }

    /// The section index and in-section index of an item, or nil when absent. O(1).
    public func path(ofItem item: String) -> ItemPath? {
        guard let location = location(ofItem: item) else { return nil }
        return ItemPath(section: Int(location.section), item: Int(location.item))
    }

    /// The identifier of the section holding an item, or nil when the item is absent. O(1).
    public func sectionIdentifier(containingItem item: String) -> String? {
        guard let location = location(ofItem: item) else { return nil }
        return sectionTable.names[Int(sections[Int(location.section)].key)]
    }

    /// The identifier of the item at a path, or nil when the path is out of range.
    public func itemIdentifier(at path: ItemPath) -> String? {
        guard sections.indices.contains(path.section),
            sections[path.section].itemKeys.indices.contains(path.item)
        else { return nil }
        return itemTable.names[Int(sections[path.section].itemKeys[path.item])]
    }

    /// The identifier of the section at an index, or nil when out of range.
    public func sectionIdentifier(at index: Int) -> String? {
        sections.indices.contains(index) ? sectionTable.names[Int(sections[index].key)] : nil
    }

    /// The content hash of a section, or nil when absent.
    public func hash(ofSection section: String) -> UInt64? {
        indexOfSection(section).map { sections[$0].hash }
    }

    /// The content hash of an item, or nil when absent.
    public func hash(ofItem item: String) -> UInt64? {
        location(ofItem: item).map { sections[Int($0.section)].itemHashes[Int($0.item)] }
    }

    /// Items marked by ``reloadItems(_:)``, in snapshot order.
    public var reloadedItemIdentifiers: [String] { markedItems(reloadedItemKeys) }

    /// Items marked by ``reconfigureItems(_:)``, in snapshot order.
    public var reconfiguredItemIdentifiers: [String] { markedItems(reconfiguredItemKeys) }

    /// Sections marked by ``reloadSections(_:)``, in snapshot order.
    public var reloadedSectionIdentifiers: [String] {
        sections.filter { reloadedSectionKeys.contains($0.key) }.map { sectionTable.names[Int($0.key)] }
    }

    private func markedItems(_ keys: Set<Int32>) -> [String] {
        guard !keys.isEmpty else { return [] }
        return keys.compactMap { key in itemLocation(ofKey: key).map { (location: $0, key: key) } }
            .sorted { ($0.location.section, $0.location.item) < ($1.location.section, $1.location.item) }
            .map { itemTable.names[Int($0.key)] }
    }

    // MARK: - Internal lookups

    func sectionIndex(ofKey key: Int32?) -> Int? {
        guard let key, Int(key) < sectionIndexByKey.count else { return nil }
        let index = sectionIndexByKey[Int(key)]
        return index >= 0 ? Int(index) : nil
    }

    func itemLocation(ofKey key: Int32?) -> ItemLocation? {
        guard let key, Int(key) < itemLocations.count else { return nil }
        let location = itemLocations[Int(key)]
        return location.isAbsent ? nil : location
    }

    func location(ofItem item: String) -> ItemLocation? {
        itemLocation(ofKey: itemTable.key(of: item))
    }

    func requireSection(_ section: String) throws(SnapshotError) -> Int {
        guard let index = indexOfSection(section) else { throw .unknownSections([section]) }
        return index
    }
}
