/// Orders hashes by the range of table slots they start probing in, so probing them in that order works through
/// one range after another and each range's slots stay in cache meanwhile: a table of a million names is larger
/// than the cache, and probing in arrival order misses it on nearly every name. A range is at most 2,048 slots
/// (16 KB), and there are at most 1,024.
///
/// It pays only in a table larger than this machine's last-level cache can keep warm: in a table of 2^18 slots
/// (2 MB, 100k names), a simulated cache (callgrind, 32 KB L1 and 512 KB L2) showed as many misses sorted as
/// not, within a range the order is still random, and the sort itself cost 50 instructions per name and
/// 12 bytes per name of fresh memory. Smaller tables are probed in arrival order.
enum SlotRanges {
    /// Whether ordering pays in a table of `slotCount` slots: above 2^19 (4 MB).
    static func pay(slotCount: Int) -> Bool { slotCount > 1 << 19 }

    /// ``order(_:values:slotCount:)`` where it pays, else the hashes as they are, each with its value (its
    /// index when `values` is nil); negative values are left for the caller to skip.
    static func orderIfItPays(_ hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>?, slotCount: Int)
        -> (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>)
    {
        if pay(slotCount: slotCount) { return order(hashes, values: values, slotCount: slotCount) }
        var indices = ContiguousArray<Int32>(repeating: 0, count: values == nil ? hashes.count : 0)
        var output = indices.mutableSpan
        for index in output.indices { output[index] = Int32(truncatingIfNeeded: index) }
        _ = consume output
        return (hashes, values ?? indices)
    }

    /// The hashes whose value is not negative, grouped by range, each with its value; arrival order within a
    /// range (a counting sort), so of two equal names the earlier comes first.
    ///
    /// - Parameters:
    ///   - values: what each hash travels with (an index or a key); a negative value leaves its hash out. Nil
    ///     for each hash's own index (a fresh table's keys), which spares the caller an array of them.
    ///   - slotCount: the table's length, a power of two.
    static func order(_ hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>?, slotCount: Int)
        -> (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>)
    {
        let rangeBits = min(10, max(0, slotCount.trailingZeroBitCount - 11))
        let shift = slotCount.trailingZeroBitCount - rangeBits
        let mask = slotCount - 1
        let identity = values == nil
        let valueArray = values ?? []
        let (hashes, values) = (hashes.span, valueArray.span)
        var starts = ContiguousArray<Int>(repeating: 0, count: (1 << rangeBits) + 1)
        var counts = starts.mutableSpan
        for index in hashes.indices where identity || values[index] >= 0 {
            counts[(Int(truncatingIfNeeded: hashes[index]) & mask) &>> shift &+ 1] &+= 1
        }
        for range in 0..<(1 << rangeBits) { counts[range + 1] &+= counts[range] }
        let total = counts[1 << rangeBits]
        var sortedHashes = ContiguousArray<UInt64>(repeating: 0, count: total)
        var sortedValues = ContiguousArray<Int32>(repeating: 0, count: total)
        var hashOutput = sortedHashes.mutableSpan
        var valueOutput = sortedValues.mutableSpan
        for index in hashes.indices where identity || values[index] >= 0 {
            let range = (Int(truncatingIfNeeded: hashes[index]) & mask) &>> shift
            hashOutput[counts[range]] = hashes[index]
            valueOutput[counts[range]] = identity ? Int32(truncatingIfNeeded: index) : values[index]
            counts[range] &+= 1
        }
        _ = consume hashOutput
        _ = consume valueOutput
        return (sortedHashes, sortedValues)
    }
}
