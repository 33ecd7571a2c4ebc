/// Work for right after the batch (docs/spec/contract.md §5 `changes.afterBatch`), all by NEW index paths and
/// section indexes: content changes a collection view applies to cells and views it keeps.
public struct AfterBatchUpdate: Hashable, Sendable {
    /// Items to reload once the batch is done: items that moved and changed under ``ItemUpdateStyle/reload``,
    /// and moved items the new snapshot marks with `reloadItems`.
    public var reloadItems: [ItemPath]
    /// Items to reconfigure once the batch is done (`reconfigureItems(at:)`, iOS 15: the cell is kept and
    /// configured again): every changed item under ``ItemUpdateStyle/reconfigure``.
    public var reconfigureItems: [ItemPath]
    /// Sections the batch keeps (in place or moved) whose own content (header, footer, layout) changed: update
    /// their supplementary views in place and invalidate the layout; no cell is recreated.
    public var updatedSections: [Int]

    /// Creates the after-batch work.
    public init(reloadItems: [ItemPath] = [], reconfigureItems: [ItemPath] = [], updatedSections: [Int] = []) {
        self.reloadItems = reloadItems
        self.reconfigureItems = reconfigureItems
        self.updatedSections = updatedSections
    }

    /// Whether there is nothing to do after the batch.
    public var isEmpty: Bool { reloadItems.isEmpty && reconfigureItems.isEmpty && updatedSections.isEmpty }

    /// The number of after-batch operations.
    public var operationCount: Int { reloadItems.count + reconfigureItems.count + updatedSections.count }
}
