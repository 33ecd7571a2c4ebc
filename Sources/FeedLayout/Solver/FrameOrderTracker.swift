/// Follows the frames a section writes, one group instance at a time, to learn in O(1) per instance what
/// `BandIndex` would otherwise scan every frame for: whether near and far edges never decrease along the repeat
/// axis, and how far the frames reach across it.
struct FrameOrderTracker {
    /// The same facts for one instance's frames, relative to the instance's origin.
    struct Summary {
        var isMonotone = true
        var firstStart = 0.0
        var firstEnd = 0.0
        var lastStart = 0.0
        var lastEnd = 0.0
        var crossLow = Double.infinity
        var crossHigh = -Double.infinity
        var isEmpty = true

        init() {}

        init<Frames: Sequence<Rect>>(_ frames: Frames, axis: Axis) {
            for frame in frames {
                let start = frame.start(axis)
                let end = frame.end(axis)
                if isEmpty {
                    firstStart = start
                    firstEnd = end
                    isEmpty = false
                } else if start < lastStart || end < lastEnd {
                    isMonotone = false
                }
                lastStart = start
                lastEnd = end
                crossLow = Swift.min(crossLow, frame.start(axis.other))
                crossHigh = Swift.max(crossHigh, frame.end(axis.other))
            }
        }
    }

    private(set) var isMonotone = true
    private var previousStart = -Double.infinity
    private var previousEnd = -Double.infinity
    private(set) var crossLow = Double.infinity
    private(set) var crossHigh = -Double.infinity

    /// Records an instance whose frames are `summary`'s moved by `offset` along the axis and `crossOffset` across.
    @inline(__always)
    mutating func add(_ summary: Summary, offset: Double, crossOffset: Double) {
        guard !summary.isEmpty else { return }
        if !summary.isMonotone || summary.firstStart + offset < previousStart || summary.firstEnd + offset < previousEnd
        {
            isMonotone = false
        }
        previousStart = summary.lastStart + offset
        previousEnd = summary.lastEnd + offset
        crossLow = Swift.min(crossLow, summary.crossLow + crossOffset)
        crossHigh = Swift.max(crossHigh, summary.crossHigh + crossOffset)
    }
}
