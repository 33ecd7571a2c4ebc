import FeedLayout

extension FeedComparison {
    /// 16 hex digits are the value they spell (what a build writes); other text is hashed, so equal strings
    /// still mean equal content.
    static func hashValue(_ text: String) -> UInt64 {
        if text.utf8.count == 16, let value = UInt64(text, radix: 16) { return value }
        return ContentHash(of: text.utf8).value
    }

    /// `hashValue(_:)` of the UTF-8 text at `range` in `bytes`, read without making a string of it when it is
    /// 16 hex digits (`UInt64(_:radix:)` on a string was a tenth of a large diff).
    ///
    /// Eight digits at a time (`ByteWords.hexValue`): a loop over the digits, branch-free as hashes are random
    /// (a branch on "digit or letter" was mispredicted about every other byte), took ~410 instructions a hash,
    /// a fifth of reading a state file's item (callgrind).
    static func hashValue(_ bytes: Span<UInt8>, _ range: Range<Int>) -> UInt64 {
        if let value = hexValue(bytes, range) { return value }
        // Anything else (a leading "+" included) is left to the text reading.
        var text: [UInt8] = []
        text.reserveCapacity(range.count)
        for index in range { text.append(bytes[index]) }
        return hashValue(String(decoding: text, as: UTF8.self))
    }

    /// The value of the 16 hex digits at `range`; nil when it holds anything else.
    @inline(__always)
    static func hexValue(_ bytes: Span<UInt8>, _ range: Range<Int>) -> UInt64? {
        guard range.count == 16, let high = ByteWords.word(bytes, at: range.lowerBound),
            let low = ByteWords.word(bytes, at: range.lowerBound + 8), let first = ByteWords.hexValue(high),
            let second = ByteWords.hexValue(low)
        else { return nil }
        return UInt64(first) << 32 | UInt64(second)
    }
}
