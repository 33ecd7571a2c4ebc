/// The difference between two snapshots: identifier lists per level and the same change in index form, valid
/// as one `performBatchUpdates` (docs/spec/contract.md §5 `changes`).
///
/// Create one with ``init(from:to:)``. Applying ``batch`` and then ``afterBatch`` to the old snapshot, reading
/// inserted and reloaded content from the new one, gives the new snapshot exactly (see
/// ``Snapshot/applying(_:reading:)``).
public struct Changeset: Hashable, Sendable {
    /// Section identifiers inserted, deleted, moved (`from`/`to` section indexes) and updated. A section is
    /// updated when its own hash changed (its header, footer or layout), or the new snapshot marks it
    /// reloaded; changes to its items do not make it updated. Only marked sections are reloaded in the batch;
    /// the others are listed in ``AfterBatchUpdate/updatedSections``.
    public var sections: IdentifierChanges<Int>
    /// Item identifiers inserted, deleted, moved (`from` old path, `to` new path) and updated.
    public var items: IdentifierChanges<ItemPath>
    /// The change in index form for one batch update.
    public var batch: BatchUpdate
    /// Reloads to perform right after the batch.
    public var afterBatch: AfterBatchUpdate

    /// Creates a change set from its parts.
    public init(
        sections: IdentifierChanges<Int> = IdentifierChanges(),
        items: IdentifierChanges<ItemPath> = IdentifierChanges(),
        batch: BatchUpdate = BatchUpdate(), afterBatch: AfterBatchUpdate = AfterBatchUpdate()
    ) {
        self.sections = sections
        self.items = items
        self.batch = batch
        self.afterBatch = afterBatch
    }

    /// Diffs two snapshots; `itemUpdates` chooses how changed items are sent (reconfigured after the batch by
    /// default).
    ///
    /// Moves are minimal: sections outside a longest increasing subsequence of their old indexes move; per
    /// section, items that stay in it and fall outside a longest increasing subsequence of their old indexes
    /// move, and so does every item that changes section. Fast paths skip identical sections and trim common
    /// prefixes and suffixes.
    ///
    /// - Complexity: O(n) expected when `new` was built `sharingIdentifiersWith:` `old` (or from it by
    ///   editing); otherwise one side is re-interned first, which hashes its identifiers once.
    public init(from old: Snapshot, to new: Snapshot, itemUpdates: ItemUpdateStyle = .reconfigure) {
        let aligned = old.agreesOnKeys(with: new) ? new : new.reinterned(like: old)
        var builder = ChangesetBuilder(old: old, new: aligned, itemUpdates: itemUpdates)
        self = builder.build()
    }

    /// Whether the snapshots hold the same content and the new one marks nothing for reload.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty }
}
