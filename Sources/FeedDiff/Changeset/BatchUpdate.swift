/// A change set in index form, valid as ONE `performBatchUpdates` of a collection view (docs/spec/contract.md §5
/// `changes.batch`).
///
/// Deletes, reloads and move sources use old positions; inserts and move targets use new ones. Items inside
/// sections that are inserted, deleted, reloaded or replaced (a moved section whose items arrive, leave, move or
/// are reloaded is a delete plus an insert here: UIKit does not take item operations inside a moved section in
/// the same batch) are not listed: the collection view reads those sections whole. No old path is both deleted
/// and moved, and no moved item is reloaded (see ``AfterBatchUpdate``). Every array is sorted ascending (moves
/// by their target).
public struct BatchUpdate: Hashable, Sendable {
    /// Old indexes of deleted sections (including the old index of a replaced section).
    public var deleteSections: [Int]
    /// New indexes of inserted sections (including the new index of a replaced section).
    public var insertSections: [Int]
    /// Sections that moved and whose items neither arrived, left, moved nor were reloaded.
    public var moveSections: [IndexMove<Int>]
    /// Old indexes of sections that stayed in place and that the new snapshot marks with `reloadSections`.
    public var reloadSections: [Int]
    /// Old paths of deleted items.
    public var deleteItems: [ItemPath]
    /// New paths of inserted items.
    public var insertItems: [ItemPath]
    /// Items that moved, within or across sections.
    public var moveItems: [IndexMove<ItemPath>]
    /// Old paths of items that stayed in place and are reloaded (``ItemUpdateStyle/reload``, or marked).
    public var reloadItems: [ItemPath]

    /// Creates a batch.
    public init(
        deleteSections: [Int] = [], insertSections: [Int] = [], moveSections: [IndexMove<Int>] = [],
        reloadSections: [Int] = [], deleteItems: [ItemPath] = [], insertItems: [ItemPath] = [],
        moveItems: [IndexMove<ItemPath>] = [], reloadItems: [ItemPath] = []
    ) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.moveSections = moveSections
        self.reloadSections = reloadSections
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.moveItems = moveItems
        self.reloadItems = reloadItems
    }

    /// Whether the batch does nothing.
    public var isEmpty: Bool { operationCount == 0 }

    /// The number of operations in the batch; a host may prefer a full reload above some threshold.
    public var operationCount: Int {
        deleteSections.count + insertSections.count + moveSections.count + reloadSections.count
            + deleteItems.count + insertItems.count + moveItems.count + reloadItems.count
    }
}
