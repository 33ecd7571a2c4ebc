import FeedTestSupport
import Testing

@testable import FeedHost

/// The state reader's word-at-a-time helpers give what reading the bytes one by one gives, for every byte at
/// every place of the word.
@Suite struct ByteWordsTests {
    /// The value of eight hex digits read one at a time, nil when a byte is not one.
    private static func hexReference(_ bytes: [UInt8]) -> UInt32? {
        UInt32(String(decoding: bytes, as: UTF8.self), radix: 16).flatMap { value in
            // `UInt32(_:radix:)` also takes a sign, which a hash's text never holds.
            bytes.allSatisfy { $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") } ? value : nil
        }
    }

    @Test func aWordIsItsEightBytesFirstLowest() {
        let bytes: [UInt8] = Array(0..<20).map { UInt8($0 * 13 + 1) }
        for offset in 0...12 {
            let expected = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
            #expect(ByteWords.word(bytes.span, at: offset) == expected)
        }
        // Fewer than eight bytes from the offset (or an offset outside): no word.
        for offset in [13, 19, 20, 25, -1] { #expect(ByteWords.word(bytes.span, at: offset) == nil) }
        #expect(ByteWords.word([UInt8]().span, at: 0) == nil)
    }

    @Test func hexDigitsInEitherCaseSpellTheirValue() {
        var generator = SeededGenerator(seed: 41)
        let digits = Array("0123456789abcdefABCDEF".utf8)
        for _ in 0..<5_000 {
            let bytes = (0..<8).map { _ in digits.randomElement(using: &generator)! }
            let value = ByteWords.hexValue(ByteWords.word(bytes))
            #expect(value != nil && value == Self.hexReference(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test func everyOtherByteAtEveryPlaceIsRefused() {
        let hex = Set("0123456789abcdefABCDEF".utf8)
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max where !hex.contains(byte) {
                var bytes = Array("9aF03bE7".utf8)
                bytes[place] = byte
                #expect(ByteWords.hexValue(ByteWords.word(bytes)) == nil, "byte \(byte) at \(place)")
            }
        }
    }

    @Test func aRangeHoldsExactlyItsBytesAtEveryPlace() {
        for (low, high) in [(UInt8(0x30), UInt8(0x39)), (0x61, 0x66), (0x00, 0x7F), (0x20, 0x20)] {
            for place in 0..<8 {
                for byte in UInt8(0)...UInt8(0x7F) {
                    // The other bytes in and out of the range, so neither carries into the byte tested.
                    for filler in [low, high, 0x00, 0x7F] {
                        var bytes = [UInt8](repeating: filler, count: 8)
                        bytes[place] = byte
                        let marked = ByteWords.inRange(ByteWords.word(bytes), low, high) >> (8 * place + 7) & 1
                        #expect((marked == 1) == (low...high).contains(byte), "\(byte) at \(place) in \(low)...\(high)")
                    }
                }
            }
        }
    }
}
