import FeedDiff
import FeedLayout

/// Compares two feed states with the diff engine: the `changes` of a build, and `feed diff OLD NEW`.
package enum FeedComparison {
    /// The changes from `old` (nil on a first run) to `new`, with the frames of items that kept their identity
    /// but moved on screen.
    ///
    /// - Throws: `HostError.invalidDocument` when a state repeats a section or item id (only hand-made or
    ///   foreign files can; a build never writes one).
    package static func changes(
        from old: FeedState?, to new: FeedState, oldPath: String = "OLD", newPath: String = "NEW",
        options: DiffOptions = DiffOptions()
    ) throws(HostError) -> ChangesDocument {
        try changes(
            from: old.map(ComparedState.init), to: ComparedState(new), oldPath: oldPath, newPath: newPath,
            options: options)
    }

    /// A baseline a build can compare its section hashes with. A state written by an older hash version
    /// (docs/spec/contract.md §6) takes the build's own hash for every section id both have — those sections count as
    /// unchanged this once, instead of all updated — and its items are compared as usual (item hashes did not
    /// change). A current baseline, or none, comes back as it is.
    ///
    /// - Parameter sectionHashes: the build's section hashes by id; asked for only when the baseline is older.
    package static func comparable(
        _ old: FeedState?, _ oldSnapshot: Snapshot, sectionHashes: () -> [String: String], newSnapshot: Snapshot
    ) -> (state: FeedState?, snapshot: Snapshot) {
        guard let old, old.hashVersion != FeedState.currentHashVersion else { return (old, oldSnapshot) }
        let migrated = old.replacingSectionHashes(sectionHashes())
        guard let snapshot = try? snapshot(of: migrated, path: "the state file", base: newSnapshot) else {
            return (old, oldSnapshot)
        }
        return (migrated, snapshot)
    }

    /// The changes between two states whose snapshots are already built (a build shares the baseline's
    /// identifier table, so the diff is linear).
    package static func changes(
        from old: FeedState?, _ oldSnapshot: Snapshot, to new: FeedState, _ newSnapshot: Snapshot,
        options: DiffOptions = DiffOptions()
    )
        -> ChangesDocument
    {
        let changeset = Changeset(from: oldSnapshot, to: newSnapshot, itemUpdates: options.itemUpdates)
        guard let old else { return ChangesDocument(baseline: .none, changeset: changeset) }
        var frames: [FrameChange] = []
        for (section, state) in new.sections.enumerated() where !keepsItems(old, state, at: section) {
            for (index, item) in state.items.enumerated() {
                guard let to = item.frame else { continue }
                appendMove(of: item.id, to: to, at: (section, index), from: old, oldSnapshot, into: &frames)
            }
        }
        return document(
            changeset, frames: frames, old: old, oldSnapshot,
            newSection: { (new.sections[$0].id, new.sections[$0].parts) },
            newSnapshot, options: options)
    }

    /// The changes from the baseline to a document just laid out.
    package static func changes(
        from old: FeedState?, _ oldSnapshot: Snapshot, to new: FeedDocument, _ newSnapshot: Snapshot,
        options: DiffOptions = DiffOptions()
    )
        -> ChangesDocument
    {
        let changeset = Changeset(from: oldSnapshot, to: newSnapshot, itemUpdates: options.itemUpdates)
        guard let old else { return ChangesDocument(baseline: .none, changeset: changeset) }
        var frames: [FrameChange] = []
        // Plain loops over the items: a lazy sequence of (id, frame, path) tuples cost more than the diff.
        // By index, not by copying each item out (a copy retains its payload and content, which this never reads).
        for section in new.sections.indices {
            let items = new.sections[section].items
            for index in items.indices {
                appendMove(
                    of: items[index].id, to: items[index].frame, at: (section, items[index].index), from: old,
                    oldSnapshot, into: &frames)
            }
        }
        return document(
            changeset, frames: frames, old: old, oldSnapshot,
            newSection: { (new.sections[$0].id, new.sections[$0].parts) },
            newSnapshot, options: options)
    }

    /// The changes document of a comparison with a baseline: the changeset, the frames that moved, and why each
    /// updated section was.
    static func document(
        _ changeset: Changeset, frames: [FrameChange], old: some ComparisonBaseline, _ oldSnapshot: Snapshot,
        newSection: (Int) -> (id: String, parts: SectionPartHashes?), _ newSnapshot: Snapshot, options: DiffOptions
    ) -> ChangesDocument {
        var document = ChangesDocument(baseline: .previous, changeset: changeset, frames: frames)
        document.explainSections(
            oldParts: { oldParts(of: $0, in: old, oldSnapshot) }, newSection: newSection,
            newIndex: newSnapshot.indexOfSection, options: options)
        return document
    }

    /// Whether the old section at `index` has exactly `section`'s items (ids, hashes, frames, parents), so none
    /// of them moved. A rebuild takes unchanged sections' states over as they were, so for them this compares
    /// the storage of two arrays, not their items: the frame pass costs the changed sections only.
    private static func keepsItems(_ old: FeedState, _ section: FeedState.SectionState, at index: Int) -> Bool {
        old.sections.indices.contains(index) && old.sections[index].items == section.items
    }

    /// The part hashes of the old section `id`.
    private static func oldParts(of id: String, in old: some ComparisonBaseline, _ oldSnapshot: Snapshot)
        -> SectionPartHashes?
    {
        oldSnapshot.indexOfSection(id).flatMap { old.parts(ofSection: $0) }
    }

    /// Adds the frame change of an item that kept its identity but moved on screen.
    static func appendMove(
        of id: String, to frame: Rect, at path: (section: Int, item: Int), from old: some ComparisonBaseline,
        _ oldSnapshot: Snapshot, into frames: inout [FrameChange]
    ) {
        guard let oldPath = oldPath(of: id, at: path, in: old, oldSnapshot), let from = old.frame(at: oldPath),
            !samePrinted(from, frame)
        else { return }
        frames.append(FrameChange(id: id, from: from, to: frame))
    }

    /// Where an item was in `old`: most items keep their place, which saves looking the id up (ids are unique
    /// in a state with a snapshot, so the item found there is the one the lookup would find).
    private static func oldPath(
        of id: String, at path: (section: Int, item: Int), in old: some ComparisonBaseline, _ oldSnapshot: Snapshot
    ) -> (section: Int, item: Int)? {
        if old.itemID(at: path) == id { return path }
        return oldSnapshot.path(ofItem: id).map { ($0.section, $0.item) }
    }

    /// The snapshot of a state; hashes are 64-bit values (hex as written by a build, any other text hashed).
    ///
    /// - Throws: `HostError.invalidDocument` naming `path` when an id repeats.
    package static func snapshot(of state: FeedState, path: String, base: Snapshot? = nil) throws(HostError)
        -> Snapshot
    {
        let sections = state.sections.map { section in
            (
                id: section.id, hash: hashValue(section.hash),
                items: section.items.map { (id: $0.id, hash: $0.hash) }
            )
        }
        return try snapshot(sections, path: path, base: base) { snapshot throws(SnapshotError) in
            for section in state.sections where section.items.first?.parent != nil {
                try snapshot.setParents(section.items.map { $0.parent ?? -1 }, ofSection: section.id)
            }
        }
    }

    /// The snapshot of `sections` with the parents `setParents` gives it, errors naming `path`.
    static func snapshot(
        _ sections: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])], path: String, base: Snapshot?,
        setParents: (inout Snapshot) throws(SnapshotError) -> Void
    ) throws(HostError) -> Snapshot {
        do {
            var snapshot = try Snapshot(sections: sections, sharingIdentifiersWith: base)
            try setParents(&snapshot)
            return snapshot
        } catch {
            throw .invalidDocument(path: path, reason: error.description)
        }
    }

    /// Whether two frames print alike: a state file keeps three decimals, so 358.667 read back equals the
    /// 358.6666… just laid out.
    static func samePrinted(_ a: Rect, _ b: Rect) -> Bool {
        // Most items keep their frame exactly: no rounding needed (it dominated a watch rebuild's diff).
        if a == b { return true }
        func thousandths(_ value: Double) -> Double { (value * 1000).rounded() }
        return thousandths(a.x) == thousandths(b.x) && thousandths(a.y) == thousandths(b.y)
            && thousandths(a.width) == thousandths(b.width) && thousandths(a.height) == thousandths(b.height)
    }
}
