/// Finds a longest strictly increasing subsequence, the part of a reordered list that need not move.
///
/// Patience sorting with predecessor links. Reuses its buffers across calls because the diff runs it once
/// per section.
struct LongestIncreasingSubsequence {
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
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        // Tails grow to the subsequence's length, all of `values` when they are in order.
        tails.reserveCapacity(count)
        previous.reserveCapacity(count)
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last, values[Int(last)] > value {
                // Leftmost tail whose value is not below `value`; the values are distinct, so it is above.
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                }
                previous.append(low > 0 ? tails[low - 1] : -1)
                tails[low] = Int32(index)
            } else {
                previous.append(tails.last ?? -1)
                tails.append(Int32(index))
            }
        }
        members.removeAll(keepingCapacity: true)
        members.append(contentsOf: repeatElement(false, count: count))
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            members[Int(cursor)] = true
            cursor = previous[Int(cursor)]
        }
        return tails.count
    }
}
