extension Snapshot {
    /// Appends sections with hash 0.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` when an identifier repeats or exists.
    public mutating func appendSections(_ identifiers: [String]) throws(SnapshotError) {
        try insertSectionEntries(identifiers.map { ($0, 0) }, at: sections.count)
    }

    /// Appends sections with their content hashes.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` when an identifier repeats or exists.
    public mutating func appendSections(_ entries: [(id: String, hash: UInt64)]) throws(SnapshotError) {
        try insertSectionEntries(entries, at: sections.count)
    }

    /// Inserts sections (hash 0) right before another section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing identifier.
    public mutating func insertSections(_ identifiers: [String], beforeSection anchor: String) throws(SnapshotError) {
        try insertSections(identifiers.map { ($0, 0) }, beforeSection: anchor)
    }

    /// Inserts sections (hash 0) right after another section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing identifier.
    public mutating func insertSections(_ identifiers: [String], afterSection anchor: String) throws(SnapshotError) {
        try insertSections(identifiers.map { ($0, 0) }, afterSection: anchor)
    }

    /// Inserts sections with their hashes right before another section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing identifier.
    public mutating func insertSections(
        _ entries: [(id: String, hash: UInt64)], beforeSection anchor: String
    ) throws(SnapshotError) {
        if entries.contains(where: { $0.id == anchor }) { throw .sectionRelativeToItself(anchor) }
        try insertSectionEntries(entries, at: try requireSection(anchor))
    }

    /// Inserts sections with their hashes right after another section.
    ///
    /// - Throws: ``SnapshotError`` for an unknown anchor, a repeated or existing identifier.
    public mutating func insertSections(
        _ entries: [(id: String, hash: UInt64)], afterSection anchor: String
    ) throws(SnapshotError) {
        if entries.contains(where: { $0.id == anchor }) { throw .sectionRelativeToItself(anchor) }
        try insertSectionEntries(entries, at: try requireSection(anchor) + 1)
    }

    /// Deletes sections and their items.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every unknown identifier; nothing is deleted then.
    public mutating func deleteSections(_ identifiers: [String]) throws(SnapshotError) {
        let doomed = Set(try requireSections(identifiers))
        guard let first = doomed.min() else { return }
        for index in doomed {
            sectionIndexByKey[Int(sections[index].key)] = -1
            reloadedSectionKeys.remove(sections[index].key)
            forgetItems(sections[index].itemKeys)
        }
        var kept = ContiguousArray<Section>()
        kept.reserveCapacity(sections.count - doomed.count)
        for (index, section) in sections.enumerated() where !doomed.contains(index) { kept.append(section) }
        sections = kept
        reindexSections(from: first)
    }

    /// Moves a section to right before another one.
    ///
    /// - Throws: ``SnapshotError`` for an unknown section or anchor, or when both are the same.
    public mutating func moveSection(_ section: String, beforeSection anchor: String) throws(SnapshotError) {
        try moveSection(section, relativeTo: anchor, after: false)
    }

    /// Moves a section to right after another one.
    ///
    /// - Throws: ``SnapshotError`` for an unknown section or anchor, or when both are the same.
    public mutating func moveSection(_ section: String, afterSection anchor: String) throws(SnapshotError) {
        try moveSection(section, relativeTo: anchor, after: true)
    }

    /// Marks sections as reloaded: the next diff reports them updated even if their hash is unchanged.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every unknown identifier.
    public mutating func reloadSections(_ identifiers: [String]) throws(SnapshotError) {
        for index in try requireSections(identifiers) { reloadedSectionKeys.insert(sections[index].key) }
    }

    /// Sets the content hash of a section.
    ///
    /// - Throws: ``SnapshotError/unknownSections(_:)`` when absent.
    public mutating func setHash(_ hash: UInt64, forSection section: String) throws(SnapshotError) {
        sections[try requireSection(section)].hash = hash
    }

    private mutating func moveSection(
        _ section: String, relativeTo anchor: String, after: Bool
    ) throws(SnapshotError) {
        let indexes = try requireSections([section, anchor])
        if section == anchor { throw .sectionRelativeToItself(section) }
        let moving = sections.remove(at: indexes[0])
        let anchorIndex = indexes[1] - (indexes[1] > indexes[0] ? 1 : 0)
        sections.insert(moving, at: anchorIndex + (after ? 1 : 0))
        reindexSections(from: min(indexes[0], anchorIndex))
    }

    private mutating func insertSectionEntries(
        _ entries: [(id: String, hash: UInt64)], at index: Int
    ) throws(SnapshotError) {
        var seen = Set<String>()
        var repeated: [String] = []
        for entry in entries where !seen.insert(entry.id).inserted || indexOfSection(entry.id) != nil {
            if !repeated.contains(entry.id) { repeated.append(entry.id) }
        }
        guard repeated.isEmpty else { throw .duplicateIdentifiers(sections: repeated, items: []) }
        var session = sectionTable.session()
        let added = entries.map { entry in
            Section(
                key: sectionTable.intern(entry.id, in: &session), hash: entry.hash, itemKeys: [],
                itemHashes: [])
        }
        growIndexes()
        sections.insert(contentsOf: added, at: index)
        reindexSections(from: index)
    }
}
