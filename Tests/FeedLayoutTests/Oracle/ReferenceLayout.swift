import FeedLayout
import LayoutOracleSupport

/// One element the reference solver places: a cell, a supplementary or a decoration.
struct ReferenceElement: Equatable {
    var kind: String
    /// The item a cell is, or the item a badge is anchored to; nil for boundary items and decorations.
    var item: Int?
    var frame: Rect
    var zIndex: Int
}

/// The reference solver's answer for one section (docs/spec/layout.md §3–5).
struct ReferenceSection: Equatable {
    var frame: Rect
    /// Cells in item order.
    var items: [ReferenceElement]
    /// Boundary items in declaration order, then badges in layout order.
    var supplementaries: [ReferenceElement]
    var decorations: [ReferenceElement]
    /// Orthogonal sections only: the row's extent with padding and the section's side insets, by the row height.
    var scrollContentSize: Size?
    /// Orthogonal sections only; empty for `continuous`.
    var restOffsets: [Double]
    /// The section box bottom without the room extending footers add (pinning, docs/spec/layout.md §4.2).
    var pinFarEdge: Double
    /// The section box top without the room extending headers add.
    var pinNearEdge: Double
}

/// The reference solver's answer for a whole feed.
struct ReferenceLayout: Equatable {
    var sections: [ReferenceSection]
    /// The layout's global header and footer.
    var globalSupplementaries: [ReferenceElement]
    var contentSize: Size
}
