/// Eight bytes of a span at a time, as one little-endian word (the first byte lowest): how the host compares byte
/// runs (`EqualBytes`) and reads the keys and hex hashes of the item form a build writes (`WrittenStateItem`) a
/// word at a time instead of a byte at a time. Taken as a span of eight first, one range check, which the
/// compiler reads in one load, as a `Span` offers no checked load of a wider integer.
enum ByteWords {
    /// The word of the eight bytes from `offset`, or nil when `bytes` end before them.
    @inline(__always)
    static func word(_ bytes: Span<UInt8>, at offset: Int) -> UInt64? {
        guard offset >= 0, offset < bytes.count &- 7 else { return nil }
        return load(bytes, at: offset)
    }

    /// The word of the eight bytes from `offset`, which the caller knows are in `bytes` (a trap otherwise).
    @inline(__always)
    static func load(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        let eight = bytes.extracting(offset..<(offset &+ 8))
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(eight[index]) &<< (index &* 8) }
        return value
    }

    /// The word of the first (up to) eight bytes of `text`, the rest zero.
    static func word(_ text: some Collection<UInt8>) -> UInt64 {
        text.prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
    }

    /// One in every byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (whose bytes are all below 0x80) that is in `low...high` (at most 0x7F).
    ///
    /// Adding `0x80 - low` to a byte below 0x80 sets its high bit exactly when it is at least `low`, and never
    /// carries into the next byte; so does adding `0x7F - high` exactly when it is above `high`.
    @inline(__always)
    static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = (word &+ ones &* UInt64(0x80 - low)) & highBits
        let aboveHigh = (word &+ ones &* UInt64(0x7F - high)) & highBits
        return atLeastLow & ~aboveHigh
    }

    /// The value eight hex digits spell (either case), or nil when a byte of `word` is not one.
    @inline(__always)
    static func hexValue(_ word: UInt64) -> UInt32? {
        guard word & highBits == 0 else { return nil }
        // Setting bit 5 makes a letter lowercase; digits have it already, and no other byte becomes a-f by it.
        let digits = inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let letters = inRange(word | (ones &* 0x20), UInt8(ascii: "a"), UInt8(ascii: "f"))
        guard digits | letters == highBits else { return nil }
        // A digit's value is its low nibble; a letter's (bit 6 set) is 9 more than its low nibble.
        let nibbles = (word & (ones &* 0x0F)) &+ (word >> 6 & ones) &* 9
        // Pairs of digits into bytes (the first digit high), then the four bytes into one number, first byte high.
        let pairs = (nibbles & 0x000F_000F_000F_000F) << 4 | (nibbles >> 8 & 0x000F_000F_000F_000F)
        return UInt32(pairs & 0xFF) << 24 | UInt32(pairs >> 16 & 0xFF) << 16 | UInt32(pairs >> 32 & 0xFF) << 8
            | UInt32(pairs >> 48 & 0xFF)
    }
}
