/// One laid-out section: its frame, its orthogonal scrolling data, and the frames of its elements.
///
/// Frames are kept relative to the section's start along the layout's scroll axis and to its content box across it,
/// so that moving the section (when a section before it changes) costs O(1); every accessor returns feed
/// coordinates, mirrored in a right-to-left layout (docs/spec/layout.md §6.3).
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
    /// What a list section needs to draw its separators and background (docs/spec/layout.md §7.2–7.3).
    var chrome = ListChrome()
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
    /// Where the section's content box starts across the scroll axis: its content-insets reference's leading inset
    /// (docs/spec/layout.md §1.2).
    var crossOrigin = 0.0
    /// Right-to-left layouts mirror every frame about this width on read: x' = mirrorWidth − x − w.
    var mirrorWidth = 0.0
    var isMirrored = false

    /// `local` in feed coordinates: moved to the section's origin and content box, mirrored when right-to-left.
    @inline(__always)
    func place(_ local: Rect) -> Rect { mirror(unmirrored(local)) }

    /// `local` in the left-to-right layout's feed coordinates.
    @inline(__always)
    func unmirrored(_ local: Rect) -> Rect { local.offset(axis, by: origin).offset(axis.other, by: crossOrigin) }

    /// `frame` reflected about `mirrorWidth` in a right-to-left layout (an involution), else itself.
    @inline(__always)
    func mirror(_ frame: Rect) -> Rect {
        guard isMirrored else { return frame }
        return Rect(x: mirrorWidth - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    /// A supplementary's zIndex: a section with a background decoration promotes every other element to at least 1
    /// (the SDK header: "all other section items will be automatically be promoted to zIndex=1"; docs/decisions.md).
    @inline(__always)
    func promoted(_ zIndex: Int) -> Int { Swift.max(zIndex, uniformItemZIndex) }

    /// The section's frame: its content box across the scroll axis by the section's extent along it.
    public var frame: Rect { place(localFrame) }

    public var itemCount: Int { localItemFrames.count }

    /// The frame of the item at `index` (after its content insets).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func itemFrame(_ index: Int) -> Rect { place(localItemFrames[index]) }

    /// The zIndex of the item at `index`: 0, or 1 in a section with decorations, plus a custom frame's own zIndex.
    public func itemZIndex(_ index: Int) -> Int {
        itemZIndices.isEmpty ? uniformItemZIndex : uniformItemZIndex + Int(itemZIndices[index])
    }

    /// Every item frame in index order.
    public var itemFrames: [Rect] { localItemFrames.map(place) }

    /// Boundary items in declaration order, then badges in layout order.
    public var supplementaryCount: Int { boundary.count + anchoredFrames.count }

    /// The supplementary at `index` of `supplementaries`.
    ///
    /// - Complexity: O(1).
    public func supplementary(_ index: Int) -> SupplementaryFrame {
        if index < boundary.count {
            var element = boundary[index].element
            element.frame = place(element.frame)
            element.zIndex = promoted(element.zIndex)
            return element
        }
        let meta = anchoredMeta[index - boundary.count]
        return SupplementaryFrame(
            kind: kinds[Int(meta.kind)], item: meta.item < 0 ? nil : Int(meta.item),
            frame: place(anchoredFrames[index - boundary.count]), zIndex: promoted(Int(meta.zIndex)))
    }

    /// Boundary items in declaration order, then badges in layout order.
    public var supplementaries: [SupplementaryFrame] { (0..<supplementaryCount).map(supplementary) }

    /// A list section's row separators in row order (docs/spec/layout.md §7.2); empty for other sections.
    ///
    /// - Complexity: O(n) in the item count: worked out from the rows on each call.
    public var separators: [SeparatorFrame] { chrome.separators(rows: localItemFrames, place: place) }

    /// A grouped or inset-grouped list's background behind its rows (docs/spec/layout.md §7.3).
    ///
    /// - Complexity: O(n) in the item count: worked out from the rows on each call.
    public var listBackground: ListBackgroundFrame? {
        chrome.background(rows: localItemFrames).map {
            ListBackgroundFrame(frame: place($0.frame), cornerRadius: $0.cornerRadius)
        }
    }

    /// Section backgrounds in declaration order.
    public var decorations: [DecorationFrame] {
        localDecorations.map {
            DecorationFrame(kind: $0.kind, frame: place($0.frame), zIndex: $0.zIndex)
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
