/// A query index over elements kept in layout order along one axis.
///
/// When the elements' near edges and far edges both never decrease in layout order (rows, lists, carousels,
/// grids) the index stores nothing and searches the frames themselves. Otherwise it keeps the running maximum of the
/// far edges and the running minimum (from the end) of the near edges. Either way the elements that can meet an
/// interval form one contiguous range found by two binary searches; in the second case the range holds the hits
/// plus at most the overhang of one group.
struct BandIndex: Equatable, Sendable {
    private(set) var prefixHigh: ContiguousArray<Double> = []
    private(set) var suffixLow: ContiguousArray<Double> = []
    /// Whether the frames themselves are sorted both ways (then the arrays are empty).
    private(set) var isMonotone = true
    /// The smallest near edge and largest far edge of all elements along the axis.
    private(set) var low = Double.infinity
    private(set) var high = -Double.infinity

    init() {}

    /// Builds the index over `frames` along `axis`.
    ///
    /// - Complexity: O(n).
    init(frames: ContiguousArray<Rect>, axis: Axis) {
        let count = frames.count
        guard count > 0 else { return }
        var monotone = true
        var previousStart = -Double.infinity
        var previousEnd = -Double.infinity
        for frame in frames {
            let start = frame.start(axis)
            let end = frame.end(axis)
            if start < previousStart || end < previousEnd {
                monotone = false
                break
            }
            previousStart = start
            previousEnd = end
        }
        isMonotone = monotone
        if monotone {
            low = frames[0].start(axis)
            high = frames[count - 1].end(axis)
            return
        }
        self = BandIndex(count: count, low: { frames[$0].start(axis) }, high: { frames[$0].end(axis) })
    }

    /// Builds the index over `frames` along `axis` when the caller already knows whether they are sorted.
    ///
    /// - Complexity: O(1) for sorted frames, else O(n).
    init(frames: ContiguousArray<Rect>, axis: Axis, isMonotone monotone: Bool) {
        guard !frames.isEmpty else { return }
        if monotone {
            low = frames[0].start(axis)
            high = frames[frames.count - 1].end(axis)
            return
        }
        self = BandIndex(count: frames.count, low: { frames[$0].start(axis) }, high: { frames[$0].end(axis) })
    }

    /// Builds the index over `count` elements whose near and far edges `low` and `high` give.
    ///
    /// - Complexity: O(n).
    init(count: Int, low: (Int) -> Double, high: (Int) -> Double) {
        isMonotone = false
        // Built in locals and stored once, so the loops write to uniquely held storage.
        var highs = ContiguousArray<Double>()
        highs.reserveCapacity(count)
        var running = -Double.infinity
        for index in 0..<count {
            running = Swift.max(running, high(index))
            highs.append(running)
        }
        var lows = ContiguousArray<Double>(repeating: 0, count: count)
        running = Double.infinity
        var index = count - 1
        while index >= 0 {
            running = Swift.min(running, low(index))
            lows[index] = running
            index -= 1
        }
        prefixHigh = highs
        suffixLow = lows
        self.low = suffixLow.first ?? .infinity
        self.high = prefixHigh.last ?? -.infinity
    }

    /// The range of elements that may overlap the open interval `(low, high)` along `axis`; `frames` are the
    /// elements the index was built over.
    ///
    /// - Complexity: O(log n).
    func candidates(low: Double, high: Double, frames: ContiguousArray<Rect>, axis: Axis) -> Range<Int> {
        let first: Int
        let end: Int
        if isMonotone {
            first = Self.partition(frames.count) { frames[$0].end(axis) > low }
            end = Self.partition(frames.count) { frames[$0].start(axis) >= high }
        } else {
            first = Self.partition(prefixHigh.count) { prefixHigh[$0] > low }
            end = Self.partition(suffixLow.count) { suffixLow[$0] >= high }
        }
        return first < end ? first..<end : first..<first
    }

    /// The range of `count` elements that may overlap `(low, high)` (an index built with `init(count:low:high:)`).
    func candidates(low: Double, high: Double) -> Range<Int> {
        let first = Self.partition(prefixHigh.count) { prefixHigh[$0] > low }
        let end = Self.partition(suffixLow.count) { suffixLow[$0] >= high }
        return first < end ? first..<end : first..<first
    }

    /// The first index in `0..<count` that satisfies `predicate`, for a predicate false then true.
    private static func partition(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
