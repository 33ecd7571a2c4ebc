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
    /// Branch-free per digit: hashes are random, so a branch on "digit or letter" was mispredicted about every
    /// other byte, which made this a ninth of `feed diff` of two 1M-item state files (perf).
    static func hashValue(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        guard range.count == 16 else { return hashValue(String(decoding: bytes[range], as: UTF8.self)) }
        var value: UInt64 = 0
        var valid: UInt8 = 1
        for byte in bytes[range] {
            let isDigit: UInt8 = byte &- UInt8(ascii: "0") < 10 ? 1 : 0
            // A letter in either case: setting bit 5 makes it lowercase.
            let isLetter: UInt8 = (byte | 0x20) &- UInt8(ascii: "a") < 6 ? 1 : 0
            valid &= isDigit | isLetter
            // The low nibble is the digit's value, and a letter's (bit 6 set) is 9 less than its value.
            value = value &<< 4 | UInt64((byte & 0x0F) &+ 9 &* (byte &>> 6))
        }
        // Anything else (a leading "+" included) is left to the text reading.
        return valid == 1 ? value : hashValue(String(decoding: bytes[range], as: UTF8.self))
    }
}
