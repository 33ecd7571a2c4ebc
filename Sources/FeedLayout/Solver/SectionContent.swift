/// What a section's item pass produces.
struct SectionContent {
    var itemFrames = ContiguousArray<Rect>()
    var zIndices = ContiguousArray<Int32>()
    var anchoredFrames = ContiguousArray<Rect>()
    var anchoredMeta = ContiguousArray<AnchoredMeta>()
    /// Extent of the groups along the scroll axis (non-orthogonal sections).
    var length = 0.0
    /// Orthogonal rows: the row's length without padding, its height, the centring padding before the first group
    /// and after the last, the offsets each group rests at (its start, or where it is centred), the last group's
    /// length.
    var rowLength = 0.0
    var rowCross = 0.0
    var padding = 0.0
    var trailingPadding = 0.0
    var groupStarts: [Double] = []
    var lastGroupLength = 0.0
    /// The far edge of the groups across the scroll axis plus the trailing inset (non-orthogonal sections).
    var crossExtent = 0.0
    /// Whether item frames are sorted along the repeat axis, and how far they reach across it.
    var itemOrder = FrameOrderTracker()
}
