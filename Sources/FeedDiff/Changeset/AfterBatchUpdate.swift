/// Work for right after the batch (docs/spec/contract.md §5 `changes.afterBatch`): reloads of items that both moved and
/// changed, which a collection view cannot take in the same batch as their move.
public struct AfterBatchUpdate: Hashable, Sendable {
    /// New paths of items to reload once the batch is done.
    public var reloadItems: [ItemPath]

    /// Creates the after-batch work.
    public init(reloadItems: [ItemPath] = []) {
        self.reloadItems = reloadItems
    }
}
