/// One laid-out section: its frame, its orthogonal scrolling data, and the frames of its elements.
///
/// Frames are kept relative to the section's start along the layout's scroll axis, so that moving the section (when
/// a section before it changes) costs O(1); every accessor returns feed coordinates.
public struct SectionLayout: Equatable, Sendable {
    public internal(set) var orthogonalScrolling: OrthogonalScrolling
    /// The row's extent with padding and the section's leading and trailing insets, by the row's height
    /// (orthogonal sections only).
    public internal(set) var scrollContentSize: Size?
    /// Where the row's scrolling comes to rest (orthogonal sections other than `continuous`), ascending.
    public internal(set) var restOffsets: [Double]?
    /// The section's start along the layout's scroll axis.
    public internal(set) var origin: Double

    /// The layout's scroll axis.
    var axis: Axis
    var localFrame: Rect
    var localItemFrames: ContiguousArray<Rect>
    /// Per-item zIndex when custom frames give their own; empty when every item has `itemZIndex`.
    var itemZIndices: ContiguousArray<Int32>
    var uniformItemZIndex: Int
    var boundary: [BoundaryRecord]
    var anchoredFrames: ContiguousArray<Rect>
    var anchoredMeta: ContiguousArray<AnchoredMeta>
    var kinds: [String]
    var localDecorations: [DecorationFrame]
    /// The axis the element indexes run along: the scroll axis, or the row's axis in orthogonal sections.
    var indexAxis: Axis
    var itemIndex: BandIndex
    var anchoredIndex: BandIndex
    /// The near and far edges of everything the section draws, along the scroll axis, relative to `origin`.
    var localLow: Double
    var localHigh: Double
    /// How far the section's groups reach across the scroll axis, with the trailing inset (0 when orthogonal).
    var crossExtent: Double
    /// The section box without the room that extending boundary items add (for pinning, docs/spec/layout.md §4.2).
    var boxStart: Double
    var boxEnd: Double

    /// The section's frame: the full layout width (height when scrolling sideways) by the section's extent.
    public var frame: Rect { localFrame.offset(axis, by: origin) }

    public var itemCount: Int { localItemFrames.count }

    /// The frame of the item at `index` (after its content insets).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func itemFrame(_ index: Int) -> Rect { localItemFrames[index].offset(axis, by: origin) }

    /// The zIndex of the item at `index`: 0, or 1 in a section with decorations, plus a custom frame's own zIndex.
    public func itemZIndex(_ index: Int) -> Int {
        itemZIndices.isEmpty ? uniformItemZIndex : uniformItemZIndex + Int(itemZIndices[index])
    }

    /// Every item frame in index order.
    public var itemFrames: [Rect] { localItemFrames.map { $0.offset(axis, by: origin) } }

    /// Boundary items in declaration order, then badges in layout order.
    public var supplementaryCount: Int { boundary.count + anchoredFrames.count }

    /// The supplementary at `index` of `supplementaries`.
    ///
    /// - Complexity: O(1).
    public func supplementary(_ index: Int) -> SupplementaryFrame {
        if index < boundary.count {
            var element = boundary[index].element
            element.frame = element.frame.offset(axis, by: origin)
            return element
        }
        let meta = anchoredMeta[index - boundary.count]
        return SupplementaryFrame(
            kind: kinds[Int(meta.kind)], item: meta.item < 0 ? nil : Int(meta.item),
            frame: anchoredFrames[index - boundary.count].offset(axis, by: origin), zIndex: Int(meta.zIndex))
    }

    /// Boundary items in declaration order, then badges in layout order.
    public var supplementaries: [SupplementaryFrame] { (0..<supplementaryCount).map(supplementary) }

    /// Section backgrounds in declaration order.
    public var decorations: [DecorationFrame] {
        localDecorations.map {
            DecorationFrame(kind: $0.kind, frame: $0.frame.offset(axis, by: origin), zIndex: $0.zIndex)
        }
    }
}

/// Where a boundary item sits along the scroll axis.
enum BoundaryRole: Equatable, Sendable {
    /// At the section's start (a header in a vertical layout).
    case leading
    /// At the section's end (a footer).
    case trailing
    /// Centred along the section (a side item).
    case side
}

/// A boundary item with its frame relative to the section's origin.
struct BoundaryRecord: Equatable, Sendable {
    var element: SupplementaryFrame
    var role: BoundaryRole
}

/// A badge's kind (index into `kinds`), anchored item (or -1 for a group) and zIndex.
struct AnchoredMeta: Equatable, Sendable {
    var kind: Int32
    var item: Int32
    var zIndex: Int32
}
