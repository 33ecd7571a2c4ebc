import FeedDiff
import FeedLayout

extension FeedComparison {
    /// `feed diff OLD NEW`: the changes between two state files (or build outputs), read at once on two
    /// threads, each into the lean form a comparison needs.
    ///
    /// - Parameter keep: given the states read and their snapshots, which the caller may hold until it exits:
    ///   freeing them one object at a time before `feed diff` prints took ~50 ms of two 1M-item files' ~600
    ///   (strace), for memory the kernel takes back at exit anyway.
    /// - Throws: `HostError` for the old file first, then the new one: unreadable, not a state, sections and items
    ///   that take more than `allowance` (each file's), or an id repeated.
    /// - Complexity: O(n) in the size of the two files; the diff itself is linear, as the new snapshot shares
    ///   the old one's identifier keys.
    package static func changes(
        betweenFilesAt oldPath: String, and newPath: String, options: DiffOptions = DiffOptions(),
        allowance: StateReadAllowance = .standard, keeping keep: (Any) -> Void = { _ in }
    ) throws(HostError) -> ChangesDocument {
        let newRead = Background {
            Result { () throws(HostError) in try ComparedState(reading: newPath, allowance: allowance) }
        }
        let oldRead = Result { () throws(HostError) in try ComparedState(reading: oldPath, allowance: allowance) }
        let old = try oldRead.get()
        let new = try newRead.value().get()
        keep((old, new))
        return try changes(from: old, to: new, oldPath: oldPath, newPath: newPath, options: options, keeping: keep)
    }

    /// The changes from `old` (nil on a first run) to `new`; `keep` is given the two snapshots.
    ///
    /// - Throws: `HostError.invalidDocument` naming the path of a state that repeats a section or item id.
    /// - Complexity: O(n) in the number of sections and items.
    static func changes(
        from old: ComparedState?, to new: ComparedState, oldPath: String, newPath: String, options: DiffOptions,
        keeping keep: (Any) -> Void = { _ in }
    ) throws(HostError) -> ChangesDocument {
        let oldSnapshot = try snapshot(of: old ?? ComparedState(sections: []), path: oldPath, base: nil)
        let newSnapshot = try snapshot(of: new, path: newPath, base: oldSnapshot)
        keep((oldSnapshot, newSnapshot))
        let changeset = Changeset(from: oldSnapshot, to: newSnapshot, itemUpdates: options.itemUpdates)
        guard let old else { return ChangesDocument(baseline: .none, changeset: changeset) }
        var frames: [FrameChange] = []
        // Every item of every section: two files never share storage, so no section can be skipped unread.
        for (section, state) in new.sections.enumerated() {
            for index in state.frames.indices {
                guard let to = state.frames[index] else { continue }
                appendMove(
                    of: state.items[index].id, to: to, at: (section, index), from: old, oldSnapshot, into: &frames)
            }
        }
        return document(
            changeset, frames: frames, old: old, oldSnapshot,
            newSection: { (new.sections[$0].id, new.sections[$0].parts) },
            newSnapshot, options: options)
    }

    /// The snapshot of a lean state; its item arrays go to the snapshot as they are.
    static func snapshot(of state: ComparedState, path: String, base: Snapshot?) throws(HostError) -> Snapshot {
        let sections = state.sections.map { (id: $0.id, hash: $0.hash, items: $0.items) }
        return try snapshot(sections, path: path, base: base) { snapshot throws(SnapshotError) in
            for section in state.sections {
                guard let parents = section.parents else { continue }
                try snapshot.setParents(parents, ofSection: section.id)
            }
        }
    }
}
