/// How a change set asks a collection view to show an item whose content changed and whose identity did not.
public enum ItemUpdateStyle: String, Hashable, Sendable, CaseIterable {
    /// `reconfigureItems(at:)` after the batch, by new index path: the cell is kept and configured again
    /// (iOS 15; Apple recommends it over reloading for content changes — WWDC21 "Make blazing fast lists and
    /// collection views").
    case reconfigure
    /// `reloadItems(at:)` in the batch by old index path (a moved item: after the batch by its new one): the cell
    /// is dequeued anew.
    case reload
}
