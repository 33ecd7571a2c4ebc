import FeedDiff

/// How a run's changes are sent to an app: `--item-updates` and `--reload-threshold`.
package struct DiffOptions: Hashable, Sendable {
    /// The default `--reload-threshold`: above this many batch operations, a full reload is cheaper and safer
    /// (IGListKit and DifferenceKit both advise `reloadData` for very large changes).
    package static let defaultReloadThreshold = 1_000

    /// How changed items are sent: reconfigured after the batch (default) or reloaded in it.
    package var itemUpdates: ItemUpdateStyle
    /// Above this many operations (batch plus after-batch), `changes.reloadData` replaces the batch; 0 = never.
    package var reloadThreshold: Int

    package init(itemUpdates: ItemUpdateStyle = .reconfigure, reloadThreshold: Int = Self.defaultReloadThreshold) {
        self.itemUpdates = itemUpdates
        self.reloadThreshold = reloadThreshold
    }
}
