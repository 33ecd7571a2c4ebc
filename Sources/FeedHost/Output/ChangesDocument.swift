import FeedLayout

/// What changed since the baseline, by identifier and as one batch update (CONTRACT §5 `changes`).
public struct ChangesDocument: Hashable, Sendable {
    /// What the run was compared with.
    public enum Baseline: String, Hashable, Sendable {
        /// A first run: everything is inserted.
        case none
        /// The previous run's state file (or the OLD file of `feed diff`).
        case previous
    }

    public var baseline: Baseline
    public var sections: IdentifierChanges<Int>
    public var items: IdentifierChanges<IndexPath>
    public var batch: BatchDocument
    /// Items that moved and changed: reloaded by their new index path after the batch.
    public var afterBatchReloadItems: [IndexPath]
    public var frames: [FrameChange]

    public init(
        baseline: Baseline, sections: IdentifierChanges<Int> = .init(), items: IdentifierChanges<IndexPath> = .init(),
        batch: BatchDocument = .init(), afterBatchReloadItems: [IndexPath] = [], frames: [FrameChange] = []
    ) {
        self.baseline = baseline
        self.sections = sections
        self.items = items
        self.batch = batch
        self.afterBatchReloadItems = afterBatchReloadItems
        self.frames = frames
    }

    /// Whether nothing at all changed (frames included).
    public var isEmpty: Bool {
        sections.isEmpty && items.isEmpty && frames.isEmpty
    }
}

/// A position in a snapshot: a section index and an item index.
public struct IndexPath: Hashable, Sendable, Comparable {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

/// Inserted, deleted, moved and updated identifiers; `Position` is a section index or an index path.
public struct IdentifierChanges<Position: Hashable & Sendable>: Hashable, Sendable {
    public var inserted: [String]
    public var deleted: [String]
    public var moved: [Move<Position>]
    public var updated: [String]

    public init(inserted: [String] = [], deleted: [String] = [], moved: [Move<Position>] = [], updated: [String] = []) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.updated = updated
    }

    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty }
}

/// One identifier that moved from an old position to a new one.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    public var id: String
    public var from: Position
    public var to: Position

    public init(id: String, from: Position, to: Position) {
        self.id = id
        self.from = from
        self.to = to
    }
}

/// The change set as ONE `performBatchUpdates`: old index paths for deletes, reloads and move sources, new ones
/// for inserts and move targets.
public struct BatchDocument: Hashable, Sendable {
    public var deleteSections: [Int]
    public var insertSections: [Int]
    public var moveSections: [SectionMove]
    public var reloadSections: [Int]
    public var deleteItems: [IndexPath]
    public var insertItems: [IndexPath]
    public var moveItems: [ItemMove]
    public var reloadItems: [IndexPath]

    public struct SectionMove: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    public struct ItemMove: Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    public init(
        deleteSections: [Int] = [], insertSections: [Int] = [], moveSections: [SectionMove] = [],
        reloadSections: [Int] = [], deleteItems: [IndexPath] = [], insertItems: [IndexPath] = [],
        moveItems: [ItemMove] = [], reloadItems: [IndexPath] = []
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
}

/// An item that kept its identity but not its frame.
public struct FrameChange: Hashable, Sendable {
    public var id: String
    public var from: Rect
    public var to: Rect

    public init(id: String, from: Rect, to: Rect) {
        self.id = id
        self.from = from
        self.to = to
    }
}
