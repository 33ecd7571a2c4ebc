/// Orders hashes by the range of table slots they start probing in, so probing them in that order works through
/// one range after another and each range's slots stay in cache meanwhile: a table of a million names is larger
/// than the cache, and probing in arrival order misses it on nearly every name. A range is at most 2,048 slots
/// (16 KB), and there are at most 1,024.
enum SlotRanges {
    /// The hashes whose value is not negative, grouped by range, each with its value; arrival order within a
    /// range (a counting sort), so of two equal names the earlier comes first.
    ///
    /// - Parameters:
    ///   - values: what each hash travels with (an index or a key); a negative value leaves its hash out.
    ///   - slotCount: the table's length, a power of two.
    static func order(_ hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>, slotCount: Int)
        -> (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>)
    {
        let rangeBits = min(10, max(0, slotCount.trailingZeroBitCount - 11))
        let shift = slotCount.trailingZeroBitCount - rangeBits
        let mask = slotCount - 1
        let (hashes, values) = (hashes.span, values.span)
        var starts = ContiguousArray<Int>(repeating: 0, count: (1 << rangeBits) + 1)
        var counts = starts.mutableSpan
        for index in hashes.indices where values[index] >= 0 {
            counts[(Int(truncatingIfNeeded: hashes[index]) & mask) &>> shift &+ 1] &+= 1
        }
        for range in 0..<(1 << rangeBits) { counts[range + 1] &+= counts[range] }
        let total = counts[1 << rangeBits]
        var sortedHashes = ContiguousArray<UInt64>(repeating: 0, count: total)
        var sortedValues = ContiguousArray<Int32>(repeating: 0, count: total)
        var hashOutput = sortedHashes.mutableSpan
        var valueOutput = sortedValues.mutableSpan
        for index in hashes.indices where values[index] >= 0 {
            let range = (Int(truncatingIfNeeded: hashes[index]) & mask) &>> shift
            hashOutput[counts[range]] = hashes[index]
            valueOutput[counts[range]] = values[index]
            counts[range] &+= 1
        }
        _ = consume hashOutput
        _ = consume valueOutput
        return (sortedHashes, sortedValues)
    }
}
