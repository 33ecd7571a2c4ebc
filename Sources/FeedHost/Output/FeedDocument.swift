import FeedLayout

/// One run of a feed as users see it: CONTRACT §5 in Swift values.
///
/// The renderers (`JSON`, text) and the state file are all written from this value, so `feed watch` and
/// `feed serve` reuse it unchanged.
public struct FeedDocument: Hashable, Sendable {
    public var environment: LayoutEnvironment
    public var contentSize: Size
    public var sections: [SectionDocument]
    /// The changes against the baseline; nil when the command does not diff (`feed check`) or the run failed.
    public var changes: ChangesDocument?
    public var errors: [Diagnostic]
    public var warnings: [Diagnostic]

    public init(
        environment: LayoutEnvironment, contentSize: Size = .zero, sections: [SectionDocument] = [],
        changes: ChangesDocument? = nil, errors: [Diagnostic] = [], warnings: [Diagnostic] = []
    ) {
        self.environment = environment
        self.contentSize = contentSize
        self.sections = sections
        self.changes = changes
        self.errors = errors
        self.warnings = warnings
    }

    /// The number of items over all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}

/// One laid-out section.
public struct SectionDocument: Hashable, Sendable {
    public var id: String
    public var index: Int
    /// The file name of the section's script.
    public var script: String
    public var frame: Rect
    public var orthogonalScrolling: OrthogonalScrolling
    /// The row's content extent including the section's insets; orthogonal sections only.
    public var scrollContentSize: Size?
    /// Offsets where the row comes to rest; orthogonal sections other than `continuous` only.
    public var restOffsets: [Double]?
    public var items: [ItemDocument]
    public var supplementaries: [SupplementaryDocument]
    public var decorations: [DecorationDocument]
    /// The hash of the section's header, footer and layout: a change makes the section `updated`.
    public var hash: ContentHash

    public init(
        id: String, index: Int, script: String, frame: Rect, orthogonalScrolling: OrthogonalScrolling,
        scrollContentSize: Size? = nil, restOffsets: [Double]? = nil, items: [ItemDocument],
        supplementaries: [SupplementaryDocument] = [], decorations: [DecorationDocument] = [], hash: ContentHash
    ) {
        self.id = id
        self.index = index
        self.script = script
        self.frame = frame
        self.orthogonalScrolling = orthogonalScrolling
        self.scrollContentSize = scrollContentSize
        self.restOffsets = restOffsets
        self.items = items
        self.supplementaries = supplementaries
        self.decorations = decorations
        self.hash = hash
    }
}

/// One laid-out item: its identity, place and the fields its script gave it.
public struct ItemDocument: Hashable, Sendable {
    public var id: String
    public var index: Int
    public var frame: Rect
    public var zIndex: Int
    public var fields: Payload

    public init(id: String, index: Int, frame: Rect, zIndex: Int = 0, fields: Payload) {
        self.id = id
        self.index = index
        self.frame = frame
        self.zIndex = zIndex
        self.fields = fields
    }
}

/// A header, footer, other boundary item or anchored badge.
public struct SupplementaryDocument: Hashable, Sendable {
    public var kind: String
    /// The index of the item a badge is anchored to; nil for boundary items.
    public var item: Int?
    public var frame: Rect
    public var zIndex: Int
    public var fields: Payload

    public init(kind: String, item: Int? = nil, frame: Rect, zIndex: Int = 0, fields: Payload = .empty) {
        self.kind = kind
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.fields = fields
    }
}

/// A section background.
public struct DecorationDocument: Hashable, Sendable {
    public var kind: String
    public var frame: Rect
    public var zIndex: Int

    public init(kind: String, frame: Rect, zIndex: Int = 0) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }
}
