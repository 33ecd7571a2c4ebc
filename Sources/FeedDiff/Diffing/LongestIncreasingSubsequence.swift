/// Finds a longest strictly increasing subsequence, the part of a reordered list that need not move.
///
/// Patience sorting with predecessor links. Reuses its buffers across calls because the diff runs it once
/// per section; they are sized up front and written through spans (an append checks capacity and uniqueness
/// per element, which was a third of the pass over a mostly ordered section).
struct LongestIncreasingSubsequence {
    /// `tails[0..<length]`: the index of the smallest last value of an increasing subsequence of each length.
    private var tails: ContiguousArray<Int32> = []
    private var previous: ContiguousArray<Int32> = []

    /// Marks the members of one longest strictly increasing subsequence of `values`.
    ///
    /// - Parameters:
    ///   - values: distinct values (old positions in new order).
    ///   - members: receives one flag per value, true for members; resized to `values.count`.
    /// - Returns: the number of members.
    /// - Complexity: O(n log n); O(n) when the values are already increasing.
    @discardableResult
    mutating func mark(_ values: ContiguousArray<Int32>, into members: inout ContiguousArray<Bool>) -> Int {
        let count = values.count
        Self.resize(&tails, to: count, with: 0)
        Self.resize(&previous, to: count, with: -1)
        let length = Self.link(values, tails: &tails, previous: &previous)
        Self.resize(&members, to: count, with: false)
        var flags = members.mutableSpan
        let previous = previous.span
        var cursor = length > 0 ? tails[length - 1] : -1
        while cursor >= 0 {
            flags[Int(cursor)] = true
            cursor = previous[Int(cursor)]
        }
        return length
    }

    /// Fills `tails` and `previous` (as long as `values`) for `values`; returns the subsequence's length.
    private static func link(
        _ values: ContiguousArray<Int32>, tails: inout ContiguousArray<Int32>,
        previous: inout ContiguousArray<Int32>
    ) -> Int {
        let values = values.span
        var tails = tails.mutableSpan
        var previous = previous.mutableSpan
        var length = 0
        for index in values.indices {
            let value = values[index]
            // Nested rather than `&&`: a span captured by the `&&` autoclosure crashes the compiler.
            if length > 0 {
                if values[Int(tails[length - 1])] > value {
                    // Leftmost tail whose value is not below `value`; the values are distinct, so it is above.
                    var low = 0
                    var high = length - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                    }
                    previous[index] = low > 0 ? tails[low - 1] : -1
                    tails[low] = Int32(truncatingIfNeeded: index)
                    continue
                }
                previous[index] = tails[length - 1]
            }
            tails[length] = Int32(truncatingIfNeeded: index)
            length += 1
        }
        return length
    }

    /// Takes buffers for up to `count` values from ``BufferPools/keys`` (the diff's largest section), so a large
    /// section's subsequence writes over pages already resident instead of faulting in fresh ones.
    mutating func reserve(_ count: Int) {
        if tails.capacity < count { tails = BufferPools.keys.take(capacity: count) }
        if previous.capacity < count { previous = BufferPools.keys.take(capacity: count) }
    }

    /// Gives the buffers back to the pool.
    mutating func giveBack() {
        BufferPools.keys.give(tails)
        BufferPools.keys.give(previous)
        tails = []
        previous = []
    }

    /// Makes `array` `count` copies of `value`, keeping its buffer.
    private static func resize<Element>(_ array: inout ContiguousArray<Element>, to count: Int, with value: Element) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }
}
