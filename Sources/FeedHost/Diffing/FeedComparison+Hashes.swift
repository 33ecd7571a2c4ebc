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
    static func hashValue(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        guard range.count == 16 else { return hashValue(String(decoding: bytes[range], as: UTF8.self)) }
        var value: UInt64 = 0
        for index in range {
            let byte = bytes[index]
            var digit = byte &- UInt8(ascii: "0")
            if digit >= 10 {
                // A letter in either case: setting bit 5 makes it lowercase.
                digit = (byte | 0x20) &- UInt8(ascii: "a")
                // Anything else (a leading "+" included) is left to the text reading.
                guard digit < 6 else { return hashValue(String(decoding: bytes[range], as: UTF8.self)) }
                digit += 10
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
