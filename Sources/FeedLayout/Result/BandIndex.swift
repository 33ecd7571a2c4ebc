/// A query index over elements kept in layout order: the running maximum of their far edges and the running minimum
/// (from the end) of their near edges along one axis.
///
/// Both arrays are sorted, so the elements that can meet an interval form one contiguous range found by two binary
/// searches. In layouts whose elements advance along the axis (rows, columns, carousels) the range holds the hits
/// plus at most the overhang of one group.
struct BandIndex: Equatable, Sendable {
    private(set) var prefixHigh: ContiguousArray<Double> = []
    private(set) var suffixLow: ContiguousArray<Double> = []

    init() {}

    /// Builds the index over `frames` along `axis`.
    ///
    /// - Complexity: O(n).
    init(frames: ContiguousArray<Rect>, axis: Axis) {
        self.init(count: frames.count, low: { frames[$0].start(axis) }, high: { frames[$0].end(axis) })
    }

    /// Builds the index over `count` elements whose near and far edges `low` and `high` give.
    ///
    /// - Complexity: O(n).
    init(count: Int, low: (Int) -> Double, high: (Int) -> Double) {
        prefixHigh = ContiguousArray(repeating: 0, count: count)
        suffixLow = ContiguousArray(repeating: 0, count: count)
        prefixHigh.withUnsafeMutableBufferPointer { values in
            var running = -Double.infinity
            for index in 0..<count {
                running = Swift.max(running, high(index))
                values[index] = running
            }
        }
        suffixLow.withUnsafeMutableBufferPointer { values in
            var running = Double.infinity
            var index = count - 1
            while index >= 0 {
                running = Swift.min(running, low(index))
                values[index] = running
                index -= 1
            }
        }
    }

    /// The range of elements that may overlap the open interval `(low, high)`.
    ///
    /// - Complexity: O(log n).
    func candidates(low: Double, high: Double) -> Range<Int> {
        let first = Self.partition(prefixHigh) { $0 > low }
        let end = Self.partition(suffixLow) { $0 >= high }
        return first < end ? first..<end : first..<first
    }

    /// The first index whose value satisfies `predicate`, for a predicate false then true along the array.
    private static func partition(_ values: ContiguousArray<Double>, _ predicate: (Double) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
