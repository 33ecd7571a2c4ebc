extension Snapshot: Equatable {
    /// Whether both snapshots hold the same sections and items, in the same order, with the same hashes.
    ///
    /// Outline sections compare their rows' parents too. Reload and reconfigure marks are requests for the next
    /// diff, not content, and are not compared.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        guard lhs.sections.count == rhs.sections.count, lhs.numberOfItems == rhs.numberOfItems else { return false }
        let sameSectionKeys = lhs.sectionTable.agrees(with: rhs.sectionTable)
        let sameItemKeys = lhs.itemTable.agrees(with: rhs.itemTable)
        for (left, right) in zip(lhs.sections, rhs.sections) {
            guard left.hash == right.hash, left.itemHashes == right.itemHashes, left.parents == right.parents else {
                return false
            }
            if sameSectionKeys {
                guard left.key == right.key else { return false }
            } else {
                guard lhs.sectionTable.names[Int(left.key)] == rhs.sectionTable.names[Int(right.key)] else {
                    return false
                }
            }
            if sameItemKeys {
                guard left.itemKeys == right.itemKeys else { return false }
            } else {
                for (leftKey, rightKey) in zip(left.itemKeys, right.itemKeys)
                where lhs.itemTable.names[Int(leftKey)] != rhs.itemTable.names[Int(rightKey)] {
                    return false
                }
            }
        }
        return true
    }
}
