/// Computes a ``Changeset`` between two snapshots whose identifier keys agree.
///
/// Sections are paired by key and their minimal moves found first. Then each section is classified for the
/// batch: *transparent* when it stays in place and is not marked for reload, so item changes inside it are
/// listed (a change of its own hash is after-batch work); every other section (inserted, deleted, moved,
/// reloaded) is read whole by the collection view and its items are not listed — except a moved section
/// whose items only changed content, which stays a move with its items reconfigured after the batch. Two passes over items follow: old items in old order (deletions), new items in new order
/// (insertions, moves, updates), each skipping identical sections and trimmed common prefixes and suffixes.
struct ChangesetBuilder {
    let old: Snapshot
    let new: Snapshot
    private var changes = Changeset()
    private var subsequence = LongestIncreasingSubsequence()
    private var members: ContiguousArray<Bool> = []

    /// Per old section: its new index, or -1 when deleted.
    private var newIndexOfOld: ContiguousArray<Int32> = []
    /// Per new section (all following arrays too): its old index, or -1 when inserted.
    private var oldIndexOfNew: ContiguousArray<Int32> = []
    private var sectionMoved: ContiguousArray<Bool> = []
    private var sectionUpdated: ContiguousArray<Bool> = []
    /// Marked by `reloadSections` in the new snapshot: reloaded (in place) or replaced (moved).
    private var sectionReloaded: ContiguousArray<Bool> = []
    /// Item changes inside are listed in the batch: the section survives, is not moved and not reloaded.
    private var transparent: ContiguousArray<Bool> = []
    /// Some item inside arrived, left, moved or is reloaded: a moved section that is dirty is deleted and
    /// reinserted.
    private var dirty: ContiguousArray<Bool> = []
    /// Same items with the same hashes in the same order; skipped by the item passes.
    private var identical: ContiguousArray<Bool> = []
    /// Lengths of the common prefix and suffix of items, which stay and are unchanged.
    private var prefix: ContiguousArray<Int> = []
    private var suffix: ContiguousArray<Int> = []
    /// The section being visited is an outline on either side: id-level moves are found per parent.
    private var byParent = false
    /// Per-parent grouping buffers for outline sections (see `markOutlineMoves`).
    private var outline = OutlineMoveFinder()
    /// Reconfigures inside moved sections, kept only if the section stays a move.
    private var movedSectionReconfigures: [ItemPath] = []
    /// The number of items of the new snapshot's largest section.
    private var largestSection = 0
    private let hasItemMarks: Bool
    private let itemUpdates: ItemUpdateStyle

    init(old: Snapshot, new: Snapshot, itemUpdates: ItemUpdateStyle) {
        self.old = old
        self.new = new
        self.itemUpdates = itemUpdates
        hasItemMarks = !new.reloadedItemKeys.isEmpty || !new.reconfiguredItemKeys.isEmpty
    }

    /// Runs the passes and returns the change set.
    ///
    /// - Complexity: O(S + N) expected for S sections and N items, hashing no string (both snapshots share one
    ///   identifier table). Identical sections and common prefixes and suffixes cost one comparison of their key
    ///   and hash arrays and are skipped by the item passes. The longest increasing subsequences add
    ///   O(k log k) for the k sections, or the k items of a section, that are out of order; O(k) when in order.
    mutating func build() -> Changeset {
        // The per-section buffers of the largest section come from the pool and go back to it.
        largestSection = new.sections.lazy.map(\.itemKeys.count).max() ?? 0
        subsequence.reserve(largestSection)
        defer { subsequence.giveBack() }
        pairSections()
        compareSections()
        collectDepartures()
        collectArrivals()
        finishSections()
        return changes
    }

    // MARK: - Sections

    private mutating func pairSections() {
        let newCount = new.sections.count
        newIndexOfOld = ContiguousArray(repeating: -1, count: old.sections.count)
        oldIndexOfNew = ContiguousArray(repeating: -1, count: newCount)
        var survivors = ContiguousArray<Int32>()
        for index in 0..<newCount {
            guard let oldIndex = old.sectionIndex(ofKey: new.sections[index].key) else { continue }
            oldIndexOfNew[index] = Int32(oldIndex)
            newIndexOfOld[oldIndex] = Int32(index)
            survivors.append(Int32(oldIndex))
        }
        subsequence.mark(survivors, into: &members)
        sectionMoved = ContiguousArray(repeating: false, count: newCount)
        sectionUpdated = ContiguousArray(repeating: false, count: newCount)
        sectionReloaded = ContiguousArray(repeating: false, count: newCount)
        transparent = ContiguousArray(repeating: false, count: newCount)
        dirty = ContiguousArray(repeating: false, count: newCount)
        var survivor = 0
        for index in 0..<newCount where oldIndexOfNew[index] >= 0 {
            let section = new.sections[index]
            sectionMoved[index] = !members[survivor]
            sectionReloaded[index] = new.reloadedSectionKeys.contains(section.key)
            sectionUpdated[index] =
                section.hash != old.sections[Int(oldIndexOfNew[index])].hash || sectionReloaded[index]
            transparent[index] = !sectionMoved[index] && !sectionReloaded[index]
            survivor += 1
        }
    }

    private mutating func compareSections() {
        let newCount = new.sections.count
        identical = ContiguousArray(repeating: false, count: newCount)
        prefix = ContiguousArray(repeating: 0, count: newCount)
        suffix = ContiguousArray(repeating: 0, count: newCount)
        guard !hasItemMarks else { return }
        for index in 0..<newCount where oldIndexOfNew[index] >= 0 {
            let oldIndex = Int(oldIndexOfNew[index])
            let before = old.sections[oldIndex]
            let after = new.sections[index]
            if before.itemKeys == after.itemKeys && before.itemHashes == after.itemHashes
                && before.parents == after.parents
            {
                identical[index] = true
                continue
            }
            // Rows trimmed as a common prefix or suffix also keep their parent, so they move at no level; the
            // parents are checked only in outline sections, after the cheap comparison of keys and hashes.
            let isOutline = !before.parents.isEmpty || !after.parents.isEmpty
            // Sections built from plain ids have no hashes to compare (all 0).
            let hashesAgree = before.itemHashes.allZero && after.itemHashes.allZero
            let shorter = min(before.itemKeys.count, after.itemKeys.count)
            var head = 0
            while head < shorter && before.itemKeys[head] == after.itemKeys[head]
                && (hashesAgree || before.itemHashes[head] == after.itemHashes[head])
            {
                head += 1
            }
            if isOutline {
                head = (0..<head).first { !sameParent(oldIndex, $0, index, $0) } ?? head
            }
            let oldRows = before.itemKeys.count
            let newRows = after.itemKeys.count
            var tail = 0
            while tail < shorter - head && before.itemKeys[oldRows - 1 - tail] == after.itemKeys[newRows - 1 - tail]
                && (hashesAgree || before.itemHashes[oldRows - 1 - tail] == after.itemHashes[newRows - 1 - tail])
            {
                tail += 1
            }
            if isOutline {
                tail = (0..<tail).first { !sameParent(oldIndex, oldRows - 1 - $0, index, newRows - 1 - $0) } ?? tail
            }
            prefix[index] = head
            suffix[index] = tail
        }
    }

    /// Whether an old row and a new row have the same parent key (both top level counts).
    private func sameParent(_ oldSection: Int, _ oldRow: Int, _ newSection: Int, _ newRow: Int) -> Bool {
        old.parentKey(section: oldSection, row: oldRow) == new.parentKey(section: newSection, row: newRow)
    }

    private mutating func finishSections() {
        for index in 0..<new.sections.count {
            let name = new.sectionTable.names[Int(new.sections[index].key)]
            let oldIndex = Int(oldIndexOfNew[index])
            guard oldIndex >= 0 else {
                changes.sections.inserted.append(name)
                changes.batch.insertSections.append(index)
                continue
            }
            var readWhole = sectionReloaded[index]
            if sectionMoved[index] {
                changes.sections.moved.append(IdentifiedMove(id: name, from: oldIndex, to: index))
                readWhole = readWhole || dirty[index]
                if readWhole {
                    changes.batch.deleteSections.append(oldIndex)
                    changes.batch.insertSections.append(index)
                } else {
                    changes.batch.moveSections.append(IndexMove(from: oldIndex, to: index))
                }
            } else if readWhole {
                changes.batch.reloadSections.append(oldIndex)
            }
            guard sectionUpdated[index] else { continue }
            changes.sections.updated.append(name)
            if !readWhole { changes.afterBatch.updatedSections.append(index) }
        }
        for path in movedSectionReconfigures where !dirty[path.section] && !sectionReloaded[path.section] {
            changes.afterBatch.reconfigureItems.append(path)
        }
        changes.afterBatch.reconfigureItems.sort()
        changes.afterBatch.reloadItems.sort()
        for index in 0..<old.sections.count where newIndexOfOld[index] < 0 {
            changes.sections.deleted.append(old.sectionTable.names[Int(old.sections[index].key)])
            changes.batch.deleteSections.append(index)
        }
        changes.batch.deleteSections.sort()
        changes.batch.insertSections.sort()
    }

    // MARK: - Items

    /// Old items in old order: those deleted, or gone into an inserted section (deleted at the id level), or
    /// gone into a section the batch does not look inside (deleted in the batch).
    private mutating func collectDepartures() {
        for oldIndex in 0..<old.sections.count {
            let index = Int(newIndexOfOld[oldIndex])
            guard index >= 0, !identical[index] else { continue }
            let section = old.sections[oldIndex]
            let isTransparent = transparent[index]
            let range = prefix[index]..<(section.itemKeys.count - suffix[index])
            reserveDepartures(from: section.itemKeys[range], to: index, listingInBatch: isTransparent)
            for item in range {
                let key = section.itemKeys[item]
                let location = new.locationOrAbsent(ofKey: key)
                if location.section == Int32(index) { continue }
                dirty[index] = true
                let path = ItemPath(section: oldIndex, item: item)
                if location.isAbsent || oldIndexOfNew[Int(location.section)] < 0 {
                    changes.items.deleted.append(old.itemTable.names[Int(key)])
                    if isTransparent { changes.batch.deleteItems.append(path) }
                } else if isTransparent && !transparent[Int(location.section)] {
                    changes.batch.deleteItems.append(path)
                }
            }
        }
    }

    /// Makes room for every item of `keys` that leaves new section `index` among the deletions: the lists are
    /// filled without being copied as they grow, and without the holes a chain of growing buffers leaves in the
    /// heap. Items that leave for another section count too, so this is an upper bound.
    private mutating func reserveDepartures(
        from keys: ArraySlice<Int32>, to index: Int, listingInBatch: Bool
    ) {
        var leaving = 0
        for key in keys where new.locationOrAbsent(ofKey: key).section != Int32(index) { leaving += 1 }
        changes.items.deleted.reserve(more: leaving)
        if listingInBatch { changes.batch.deleteItems.reserve(more: leaving) }
    }

    /// New items in new order: insertions, moves (minimal per section, plus every change of section) and
    /// updates.
    private mutating func collectArrivals() {
        var locations = ContiguousArray<ItemLocation>()
        var stays = BufferPools.keys.take(capacity: largestSection)
        defer { BufferPools.keys.give(stays) }
        for index in 0..<new.sections.count {
            let oldIndex = oldIndexOfNew[index]
            guard oldIndex >= 0, !identical[index] else { continue }
            let section = new.sections[index]
            let range = prefix[index]..<(section.itemKeys.count - suffix[index])
            byParent = !old.sections[Int(oldIndex)].parents.isEmpty || !section.parents.isEmpty
            // Only an outline section keeps its items' old locations (for `listOutlineMoves`); elsewhere they
            // are read again below, which costs less than the fresh memory of writing them down.
            locations.removeAll(keepingCapacity: true)
            if byParent { locations.reserveCapacity(range.count) }
            stays.removeAll(keepingCapacity: true)
            stays.reserveCapacity(range.count)
            for item in range {
                let location = old.locationOrAbsent(ofKey: section.itemKeys[item])
                if byParent { locations.append(location) }
                if location.section == oldIndex { stays.append(location.item) }
            }
            let staying = subsequence.mark(stays, into: &members)
            reserveArrivals(arriving: range.count - stays.count, movingInSection: stays.count - staying, in: index)
            let oldHashes = old.sections[Int(oldIndex)].itemHashes
            let hashesAgree = oldHashes.allZero && section.itemHashes.allZero
            var stay = 0
            for item in range {
                let location = old.locationOrAbsent(ofKey: section.itemKeys[item])
                guard location.section == oldIndex else {
                    arrive(at: index, item: item, from: location, stays: false)
                    continue
                }
                let staysInPlace = members[stay]
                stay += 1
                // Most items stay in place unchanged; they need no bookkeeping at all.
                if staysInPlace && !hasItemMarks
                    && (hashesAgree || oldHashes[Int(location.item)] == section.itemHashes[item])
                {
                    continue
                }
                arrive(at: index, item: item, from: location, stays: staysInPlace)
            }
            if byParent { listOutlineMoves(in: index, range: range, locations: locations) }
        }
        byParent = false
    }

    /// Makes room for the insertions and moves of new section `index` (see ``reserveDepartures``): at most
    /// `arriving` items come from elsewhere (inserted, or moved from another section), and `movingInSection`
    /// items move inside it.
    private mutating func reserveArrivals(arriving: Int, movingInSection: Int, in index: Int) {
        changes.items.inserted.reserve(more: arriving)
        changes.items.moved.reserve(more: movingInSection)
        guard transparent[index] else { return }
        changes.batch.insertItems.reserve(more: arriving)
        changes.batch.moveItems.reserve(more: movingInSection)
    }

    /// The id-level moves of an outline section, minimal per parent: an item whose parent changed (or that
    /// came from another surviving section) moves; among siblings that kept their parent, those outside a
    /// longest increasing subsequence of their old positions move.
    private mutating func listOutlineMoves(
        in index: Int, range: Range<Int>, locations: ContiguousArray<ItemLocation>
    ) {
        let oldIndex = Int(oldIndexOfNew[index])
        let moved = outline.mark(
            locations: locations, old: (old, oldIndex), new: (new, index, range.lowerBound),
            newIndexOfOld: newIndexOfOld)
        for (offset, location) in locations.enumerated() where moved[offset] {
            let item = range.lowerBound + offset
            let key = new.sections[index].itemKeys[item]
            changes.items.moved.append(
                IdentifiedMove(
                    id: new.itemTable.names[Int(key)],
                    from: ItemPath(section: Int(location.section), item: Int(location.item)),
                    to: ItemPath(section: index, item: item)))
        }
    }

    /// Records one new item: `location` is where it was (maybe absent); `stays` says it kept its section and
    /// lies on the section's longest increasing subsequence.
    private mutating func arrive(at index: Int, item: Int, from location: ItemLocation, stays: Bool) {
        let key = new.sections[index].itemKeys[item]
        let path = ItemPath(section: index, item: item)
        let isTransparent = transparent[index]
        let fromIndex = location.isAbsent ? -1 : Int(newIndexOfOld[Int(location.section)])
        guard fromIndex >= 0 else {
            // New, or out of a deleted section: an insertion at both levels.
            dirty[index] = true
            changes.items.inserted.append(new.itemTable.names[Int(key)])
            if isTransparent { changes.batch.insertItems.append(path) }
            return
        }
        let from = ItemPath(section: Int(location.section), item: Int(location.item))
        let update = updateStyle(
            of: key, changed: old.sections[from.section].itemHashes[from.item] != new.sections[index].itemHashes[item])
        if let update {
            if update == .reload { dirty[index] = true }
            changes.items.updated.append(new.itemTable.names[Int(key)])
        }
        if stays {
            switch update {
            case .reload? where isTransparent: changes.batch.reloadItems.append(from)
            case .reconfigure? where isTransparent: changes.afterBatch.reconfigureItems.append(path)
            case .reconfigure?: movedSectionReconfigures.append(path)
            default: break
            }
            return
        }
        dirty[index] = true
        // An outline section lists its id-level moves per parent afterwards (`listOutlineMoves`).
        if !byParent {
            changes.items.moved.append(IdentifiedMove(id: new.itemTable.names[Int(key)], from: from, to: path))
        }
        guard isTransparent else { return }
        if transparent[fromIndex] {
            changes.batch.moveItems.append(IndexMove(from: from, to: path))
            switch update {
            case .reload?: changes.afterBatch.reloadItems.append(path)
            case .reconfigure?: changes.afterBatch.reconfigureItems.append(path)
            case nil: break
            }
        } else {
            changes.batch.insertItems.append(path)
        }
    }

    /// How an item present in both snapshots is sent: a `reloadItems` mark reloads it, a `reconfigureItems`
    /// mark reconfigures it, a changed hash follows the chosen style; nil when it did not change.
    private func updateStyle(of key: Int32, changed: Bool) -> ItemUpdateStyle? {
        if hasItemMarks {
            if new.reloadedItemKeys.contains(key) { return .reload }
            if new.reconfiguredItemKeys.contains(key) { return .reconfigure }
        }
        return changed ? itemUpdates : nil
    }
}
