/// Finds the id-level moves of an outline section, minimal per parent, with reused buffers.
///
/// Rows are grouped by parent key through linked lists in arrays indexed by key (no dictionary), so one pass
/// over the rows and one longest increasing subsequence per sibling group find every move in O(n log n). The
/// same pass sees which groups kept their order; only the others are walked again (a group in order has no
/// move: it is its own longest increasing subsequence), and most groups are in order.
struct OutlineMoveFinder {
    /// Per parent key (the last slot for the top level): the last row of its group, -1 when none yet.
    private var groupLast: ContiguousArray<Int32> = []
    /// Per parent key, like `groupLast`: whether its group is out of order.
    private var disordered: ContiguousArray<Bool> = []
    /// Per row: the previous row of its group, -1 at the group's start.
    private var previousInGroup: ContiguousArray<Int32> = []
    /// Parent keys whose group is not empty, in order of first use; those of them whose group is out of order.
    private var usedParents: ContiguousArray<Int32> = []
    private var disorderedParents: ContiguousArray<Int32> = []
    private var groupRows: ContiguousArray<Int32> = []
    private var groupPositions: ContiguousArray<Int32> = []
    private var members: ContiguousArray<Bool> = []
    private var subsequence = LongestIncreasingSubsequence()

    /// One flag per row of `locations` (the new rows' old locations): true when the row moved at the id level.
    ///
    /// - Parameters:
    ///   - old: the old snapshot and the section's old index; rows from another section move when that section
    ///     survives (`newIndexOfOld` ≥ 0), otherwise they are insertions, as are absent ones.
    ///   - new: the new snapshot, the section's index and the row of `locations[0]`.
    mutating func mark(
        locations: ContiguousArray<ItemLocation>, old: (snapshot: Snapshot, section: Int),
        new: (snapshot: Snapshot, section: Int, firstRow: Int), newIndexOfOld: ContiguousArray<Int32>
    ) -> ContiguousArray<Bool> {
        let keyCount = new.snapshot.itemTable.count
        var moved = ContiguousArray(repeating: false, count: locations.count)
        if groupLast.count < keyCount + 1 {
            groupLast = ContiguousArray(repeating: -1, count: keyCount + 1)
            disordered = ContiguousArray(repeating: false, count: keyCount + 1)
        }
        previousInGroup.removeAll(keepingCapacity: true)
        previousInGroup.append(contentsOf: repeatElement(-1, count: locations.count))
        usedParents.removeAll(keepingCapacity: true)
        disorderedParents.removeAll(keepingCapacity: true)
        group(locations, old: old, new: new, newIndexOfOld: newIndexOfOld, moved: &moved)
        for parent in disorderedParents {
            markOutOfOrder(in: parent < 0 ? keyCount : Int(parent), locations: locations, moved: &moved)
        }
        for parent in usedParents {
            let slot = parent < 0 ? keyCount : Int(parent)
            groupLast[slot] = -1
            disordered[slot] = false
        }
        return moved
    }

    /// Links each row that kept its parent into its parent's group, noting the groups out of order; marks the
    /// rows whose parent or section changed as moved.
    private mutating func group(
        _ locations: ContiguousArray<ItemLocation>, old: (snapshot: Snapshot, section: Int),
        new: (snapshot: Snapshot, section: Int, firstRow: Int), newIndexOfOld: ContiguousArray<Int32>,
        moved: inout ContiguousArray<Bool>
    ) {
        let keyCount = new.snapshot.itemTable.count
        let oldSection = Int32(old.section)
        // Both sections read once here: through the snapshots, every row would retain and release their arrays.
        let newRows = new.snapshot.sections[new.section]
        let oldRows = old.snapshot.sections[old.section]
        for (row, location) in locations.enumerated() {
            guard !location.isAbsent else { continue }
            guard location.section == oldSection else {
                moved[row] = newIndexOfOld[Int(location.section)] >= 0
                continue
            }
            let parent = Self.parentKey(newRows, row: new.firstRow + row)
            guard parent == Self.parentKey(oldRows, row: Int(location.item)) else {
                moved[row] = true
                continue
            }
            let slot = parent < 0 ? keyCount : Int(parent)
            let last = groupLast[slot]
            if last < 0 {
                usedParents.append(parent)
            } else if locations[Int(last)].item > location.item && !disordered[slot] {
                disordered[slot] = true
                disorderedParents.append(parent)
            }
            previousInGroup[row] = last
            groupLast[slot] = Int32(row)
        }
    }

    /// The key of the parent of `row`, -1 at the top level or in a flat section.
    @inline(__always)
    private static func parentKey(_ section: Snapshot.Section, row: Int) -> Int32 {
        guard !section.parents.isEmpty else { return -1 }
        let parent = section.parents[row]
        return parent < 0 ? -1 : section.itemKeys[Int(parent)]
    }

    /// Marks the rows of one group outside a longest increasing subsequence of their old positions as moved.
    private mutating func markOutOfOrder(
        in slot: Int, locations: ContiguousArray<ItemLocation>, moved: inout ContiguousArray<Bool>
    ) {
        groupRows.removeAll(keepingCapacity: true)
        var row = groupLast[slot]
        while row >= 0 {
            groupRows.append(row)
            row = previousInGroup[Int(row)]
        }
        groupRows.reverse()
        groupPositions.removeAll(keepingCapacity: true)
        for row in groupRows { groupPositions.append(locations[Int(row)].item) }
        subsequence.mark(groupPositions, into: &members)
        for (offset, row) in groupRows.enumerated() where !members[offset] { moved[Int(row)] = true }
    }
}
