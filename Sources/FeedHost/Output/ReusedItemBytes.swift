import FeedJSON

/// Writing a section's items over an earlier encoding of the same section: runs of items alike at the same index
/// are copied from it, commas between them included, the others encoded (`SectionEncoding` for the output,
/// `StateSectionEncoding` for the state file).
enum ReusedItemBytes {
    /// Writes `items` into `writer` (inside their array) and returns each item's object in `writer.bytes`.
    ///
    /// - Parameters:
    ///   - old: the earlier encoding: its items, its bytes and each item's object in them.
    ///   - alike: whether `items[index]` is spelled as `old.items[index]`.
    ///   - encode: writes one item.
    static func write<Item>(
        _ items: [Item], over old: (items: [Item], bytes: [UInt8], ranges: [Range<Int>]), into writer: inout JSONWriter,
        alike: ([Item], [Item], Int) -> Bool, encode: (inout JSONWriter, Item) -> Void
    ) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            // A comma goes before every item but the first.
            let start = writer.bytes.count + (index > 0 ? 1 : 0)
            var end = index
            while end < items.count, end < old.items.count, alike(items, old.items, end) { end += 1 }
            if end > index {
                // A run of unchanged items moves by one offset.
                let offset = start - old.ranges[index].lowerBound
                writer.raw(old.bytes[old.ranges[index].lowerBound..<old.ranges[end - 1].upperBound])
                for range in old.ranges[index..<end] {
                    ranges.append((range.lowerBound + offset)..<(range.upperBound + offset))
                }
                index = end
            } else {
                encode(&writer, items[index])
                ranges.append(start..<writer.bytes.count)
                index += 1
            }
        }
        return ranges
    }

    /// Whether two byte runs are equal, compared a word at a time (ids and fields are tens of bytes).
    static func same(_ lhs: Span<UInt8>, _ rhs: Span<UInt8>) -> Bool {
        let count = lhs.count
        guard count == rhs.count else { return false }
        var index = 0
        while index &+ 8 <= count {
            guard word(lhs, at: index) == word(rhs, at: index) else { return false }
            index &+= 8
        }
        // The last 8 bytes, overlapping words already compared, instead of a loop over the rest.
        if count >= 8 { return index == count || word(lhs, at: count &- 8) == word(rhs, at: count &- 8) }
        while index < count {
            guard lhs[index] == rhs[index] else { return false }
            index &+= 1
        }
        return true
    }

    private static func word(_ bytes: Span<UInt8>, at index: Int) -> UInt64 {
        let word = bytes.extracting(index..<(index &+ 8))
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(word[offset]) &<< (offset &* 8) }
        return value
    }
}
