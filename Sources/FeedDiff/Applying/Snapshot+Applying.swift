extension Snapshot {
    /// Applies a change set's batch, then its after-batch reloads, to this (old) snapshot the way a collection
    /// view does, reading inserted and reloaded content from `dataSource` (the new snapshot), and returns the
    /// result. The oracle of the diff: `old.applying(Changeset(from: old, to: new), reading: new) == new`.
    ///
    /// Like a collection view, it keeps every cell it is not told to touch, with the identity and content it
    /// had: item deletes and move sources are removed (descending), then section deletes and move sources;
    /// section inserts and move targets are placed (ascending), then item inserts and move targets; reloaded
    /// sections and items, inserted ones and after-batch reloads read the data source at their final places.
    ///
    /// - Throws: ``SnapshotError/invalidBatch(_:)`` when an index is out of range, a position is removed twice,
    ///   or the counts after the batch differ from the data source's.
    public func applying(_ changeset: Changeset, reading dataSource: Snapshot) throws(SnapshotError) -> Snapshot {
        var simulation = BatchSimulation(old: self)
        try simulation.run(changeset.batch)
        return try simulation.finish(reading: dataSource, afterBatch: changeset.afterBatch)
    }
}
