import FeedDiff
import FeedLayout

/// Compares two feed states with the diff engine: the `changes` of a build, and `feed diff OLD NEW`.
public enum FeedComparison {
    /// The changes from `old` (nil on a first run) to `new`, with the frames of items that kept their identity
    /// but moved on screen.
    ///
    /// - Throws: `HostError.invalidDocument` when a state repeats a section or item id (only hand-made or
    ///   foreign files can; a build never writes one).
    public static func changes(
        from old: FeedState?, to new: FeedState, oldPath: String = "OLD", newPath: String = "NEW"
    ) throws(HostError) -> ChangesDocument {
        let oldSnapshot = try snapshot(of: old ?? FeedState(), path: oldPath, base: nil)
        let newSnapshot = try snapshot(of: new, path: newPath, base: oldSnapshot)
        return changes(from: old, oldSnapshot, to: new, newSnapshot)
    }

    /// The changes between two states whose snapshots are already built (a build shares the baseline's
    /// identifier table, so the diff is linear).
    public static func changes(
        from old: FeedState?, _ oldSnapshot: Snapshot, to new: FeedState, _ newSnapshot: Snapshot
    )
        -> ChangesDocument
    {
        changes(
            from: old, oldSnapshot, newSnapshot,
            newFrames: new.sections.enumerated().lazy.flatMap { section, state in
                state.items.enumerated().lazy.map { (id: $1.id, frame: $1.frame, section: section, item: $0) }
            })
    }

    /// The changes from the baseline to a document just laid out.
    public static func changes(
        from old: FeedState?, _ oldSnapshot: Snapshot, to new: FeedDocument, _ newSnapshot: Snapshot
    )
        -> ChangesDocument
    {
        changes(
            from: old, oldSnapshot, newSnapshot,
            newFrames: new.sections.enumerated().lazy.flatMap { section, document in
                document.items.lazy.map { (id: $0.id, frame: Optional($0.frame), section: section, item: $0.index) }
            })
    }

    /// - Parameter newFrames: each new item with its frame and its place in the new feed.
    private static func changes(
        from old: FeedState?, _ oldSnapshot: Snapshot, _ newSnapshot: Snapshot,
        newFrames: some Sequence<(id: String, frame: Rect?, section: Int, item: Int)>
    ) -> ChangesDocument {
        let changeset = Changeset(from: oldSnapshot, to: newSnapshot)
        guard let old else { return ChangesDocument(baseline: .none, changeset: changeset) }
        var frames: [FrameChange] = []
        for item in newFrames {
            guard let to = item.frame, let path = oldPath(of: item, in: old, oldSnapshot),
                let from = old.sections[path.section].items[path.item].frame,
                !samePrinted(from, to)
            else { continue }
            frames.append(FrameChange(id: item.id, from: from, to: to))
        }
        return ChangesDocument(baseline: .previous, changeset: changeset, frames: frames)
    }

    /// Where an item was in `old`: most items keep their place, which saves looking the id up (ids are unique
    /// in a state with a snapshot, so the item found there is the one the lookup would find).
    private static func oldPath(
        of item: (id: String, frame: Rect?, section: Int, item: Int), in old: FeedState, _ oldSnapshot: Snapshot
    ) -> (section: Int, item: Int)? {
        if old.sections.indices.contains(item.section), old.sections[item.section].items.indices.contains(item.item),
            old.sections[item.section].items[item.item].id == item.id
        {
            return (item.section, item.item)
        }
        return oldSnapshot.path(ofItem: item.id).map { ($0.section, $0.item) }
    }

    /// The snapshot of a state; hashes are 64-bit values (hex as written by a build, any other text hashed).
    ///
    /// - Throws: `HostError.invalidDocument` naming `path` when an id repeats.
    public static func snapshot(of state: FeedState, path: String, base: Snapshot? = nil) throws(HostError)
        -> Snapshot
    {
        let sections = state.sections.map { section in
            (
                id: section.id, hash: hashValue(section.hash),
                items: section.items.map { (id: $0.id, hash: hashValue($0.hash)) }
            )
        }
        do {
            return try Snapshot(sections: sections, sharingIdentifiersWith: base)
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

    /// 16 hex digits are the value they spell (what a build writes); other text is hashed, so equal strings
    /// still mean equal content.
    static func hashValue(_ text: String) -> UInt64 {
        if text.utf8.count == 16, let value = UInt64(text, radix: 16) { return value }
        return ContentHash(of: text.utf8).value
    }
}
