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
}
