/// What a section's item pass produces.
struct SectionContent {
    var itemFrames = ContiguousArray<Rect>()
    var zIndices = ContiguousArray<Int32>()
    var anchoredFrames = ContiguousArray<Rect>()
    var anchoredMeta = ContiguousArray<AnchoredMeta>()
    /// Extent of the groups along the scroll axis (non-orthogonal sections).
    var length = 0.0
    /// Orthogonal rows: the row's length without padding, its height, the padding, the group starts.
    var rowLength = 0.0
    var rowCross = 0.0
    var padding = 0.0
    var groupStarts: [Double] = []
    /// The far edge of the groups across the scroll axis plus the trailing inset (non-orthogonal sections).
    var crossExtent = 0.0
    /// Whether item frames are sorted along the repeat axis, and how far they reach across it.
    var itemOrder = FrameOrderTracker()
}
