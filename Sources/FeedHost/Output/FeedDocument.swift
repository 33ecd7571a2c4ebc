import CellLayout
import FeedLayout
import FeedScripting

/// One run of a feed as users see it: docs/spec/contract.md §5 in Swift values.
///
/// The renderers (`JSON`, text) and the state file are all written from this value, so `feed watch` and
/// `feed serve` reuse it unchanged.
package struct FeedDocument: Hashable, Sendable {
    package var environment: LayoutEnvironment
    package var contentSize: Size
    package var sections: [SectionDocument]
    /// The feed's own header and footer (feed.lua's `header`, `footer`), with their payloads.
    package var supplementaries: [SupplementaryDocument] = []
    /// The scroll offset asked for with `--scroll-x`/`--scroll-y`, clamped as a scroll view clamps it; nil when
    /// none was asked for (pinned elements then show only their natural frames).
    package var scrollOffset: Point?
    /// feed.lua's scroll direction: the axis pinned elements move along (docs/spec/layout.md §3.4, §4.2).
    package var scrollDirection: ScrollDirection = .vertical
    /// The changes against the baseline; nil when the command does not diff (`feed check`) or the run failed.
    package var changes: ChangesDocument?
    package var errors: [Diagnostic]
    package var warnings: [Diagnostic]

    package init(
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
    package var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}

/// One laid-out section.
package struct SectionDocument: Hashable, Sendable {
    package var id: String
    package var index: Int
    /// The file name of the section's script.
    package var script: String
    package var frame: Rect
    package var orthogonalScrolling: OrthogonalScrolling
    /// The row's content extent including the section's insets; orthogonal sections only.
    package var scrollContentSize: Size?
    /// Offsets where the row comes to rest; orthogonal sections other than `continuous` only.
    package var restOffsets: [Double]?
    package var items: [ItemDocument]
    package var supplementaries: [SupplementaryDocument]
    package var decorations: [DecorationDocument]
    /// A list section's row separators (docs/spec/layout.md §7.2); nil for other sections.
    package var separators: [SeparatorFrame]?
    /// A grouped or inset-grouped list's background behind its rows (§7.3).
    package var listBackground: ListBackgroundFrame?
    /// The hash of the section's header, footer and layout: a change makes the section `updated`.
    package var hash: ContentHash
    /// The hashes of the layout, header and footer the section hash covers; nil when unknown.
    package var parts: SectionPartHashes?
    /// The row's scroll effects (docs/spec/layout.md §3.5); orthogonal sections that declare them only.
    package var effects: ScrollEffects?
    /// With `effects`: the section's own content-insets reference, which decides what its effects are measured over.
    package var effectsReference = ContentInsetsReference.automatic
    /// With `effects`: the span along the row's axis its effects are measured over, when it is not the section
    /// frame's (a section naming a reference other than the configuration's; §3.5); nil when it is.
    package var effectsSpan: RowSpan?
    /// With `effects` and a scroll offset: the row's offset, clamped to its scroll range, and the scale and alpha
    /// of each item visible there.
    package var rowOffset: Double?
    package var visibleEffects: [ItemEffect]?
    /// The section's last JSON encoding, for the next encoding of this section to copy unchanged items from
    /// (`ChangesOnlyLine`); no part of its value.
    package var encoding = SectionEncodingSlot()

    package init(
        id: String, index: Int, script: String, frame: Rect, orthogonalScrolling: OrthogonalScrolling,
        scrollContentSize: Size? = nil, restOffsets: [Double]? = nil, items: [ItemDocument],
        supplementaries: [SupplementaryDocument] = [], decorations: [DecorationDocument] = [], hash: ContentHash,
        parts: SectionPartHashes? = nil
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
        self.parts = parts
    }
}

/// An item's scroll effect at the document's row offset.
package struct ItemEffect: Hashable, Sendable {
    package var item: Int
    package var scale: Double
    package var alpha: Double

    package init(item: Int, scale: Double, alpha: Double) {
        self.item = item
        self.scale = scale
        self.alpha = alpha
    }
}

/// One laid-out item: its identity, place and the fields its script gave it.
package struct ItemDocument: Hashable, Sendable {
    package var id: String
    package var index: Int
    package var frame: Rect
    package var zIndex: Int
    package var fields: Payload
    /// The row's place in an outline section; nil in a flat section.
    package var outline: OutlinePlace? {
        get { outlineBox?.place }
        set { outlineBox = newValue.map(OutlineBox.init) }
    }
    /// `outline` out of line: in place, it took 40 of the item's 128 bytes, and a build holds every item of the
    /// feed at once (1M in `host.state-1M`), nearly all of them flat.
    private var outlineBox: OutlineBox?

    /// Whether the item has an outline place or cell content, read without copying either.
    var hasOutlineOrContent: Bool { outlineBox != nil || !content.isEmpty }

    /// The views of the item's cell template, laid out in the feed's coordinates; empty without a template.
    package var content: [ContentFrame]

    package init(
        id: String, index: Int, frame: Rect, zIndex: Int = 0, fields: Payload, content: [ContentFrame] = [],
        outline: OutlinePlace? = nil
    ) {
        self.id = id
        self.index = index
        self.frame = frame
        self.zIndex = zIndex
        self.fields = fields
        self.outlineBox = outline.map(OutlineBox.init)
        self.content = content
    }
}

/// An outline place held by reference (`ItemDocument.outline`), equal and hashed by its value.
private final class OutlineBox: Hashable, Sendable {
    let place: OutlinePlace

    init(_ place: OutlinePlace) {
        self.place = place
    }

    static func == (lhs: OutlineBox, rhs: OutlineBox) -> Bool {
        lhs.place == rhs.place
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(place)
    }
}

/// A header, footer, other boundary item or anchored badge.
package struct SupplementaryDocument: Hashable, Sendable {
    package var kind: String
    /// The index of the item a badge is anchored to; nil for boundary items.
    package var item: Int?
    package var frame: Rect
    package var zIndex: Int
    package var fields: Payload
    /// Whether it sticks to the visible bounds while the feed scrolls (`pinToVisibleBounds`).
    package var isPinned: Bool
    /// A pinned element's range along the scroll axis while its section is visible (`pinningRange`), for the
    /// preview's sticky headers.
    package var pinRange: ClosedRange<Double>?
    /// Whether its item hides it (`supplementaries = { badge = false }`): laid out, not drawn.
    package var isHidden: Bool
    /// Where a pinned element is drawn at the document's `scrollOffset`, with the zIndex it has there.
    package var pinnedFrame: Rect?
    package var pinnedZIndex: Int?
    /// The views of the supplementary's template (`supplementaryCells`), in the feed's coordinates.
    package var content: [ContentFrame]

    package init(
        kind: String, item: Int? = nil, frame: Rect, zIndex: Int = 0, fields: Payload = .empty, isPinned: Bool = false,
        isHidden: Bool = false, content: [ContentFrame] = []
    ) {
        self.kind = kind
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.fields = fields
        self.isPinned = isPinned
        self.isHidden = isHidden
        self.content = content
    }
}

/// A section background.
package struct DecorationDocument: Hashable, Sendable {
    package var kind: String
    package var frame: Rect
    package var zIndex: Int

    package init(kind: String, frame: Rect, zIndex: Int = 0) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }
}
