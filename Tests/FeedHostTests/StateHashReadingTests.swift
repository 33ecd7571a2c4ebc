import Testing

@testable import FeedHost

/// A state file's 16-hex-digit hashes read straight from the file's bytes give what the text reading gives: the
/// value they spell in either case, and the content hash of anything that is not 16 hex digits.
@Suite struct StateHashReadingTests {
    private static func fromBytes(_ text: String) -> UInt64 {
        let bytes = Array(("\"" + text + "\"").utf8)
        return FeedComparison.hashValue(bytes.span, 1..<(bytes.count - 1))
    }

    @Test func hexDigitsInEitherCaseSpellTheirValue() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let value = UInt64.random(in: .min ... .max, using: &generator)
            var text = String(value, radix: 16)
            text = String(repeating: "0", count: 16 - text.count) + text
            let mixed = String(text.map { Bool.random(using: &generator) ? Character($0.uppercased()) : $0 })
            #expect(Self.fromBytes(mixed) == value, "\(mixed)")
            #expect(Self.fromBytes(mixed) == FeedComparison.hashValue(mixed))
        }
    }

    @Test(arguments: [
        "000000000000000g", "000000000000000G", "+00000000000000f", "000000000000000:", "000000000000000/",
        "000000000000000@", "000000000000000`", "00000000000000\u{e9}", "0000000000000000 ",
    ])
    func otherTextIsHashedAsText(_ text: String) {
        #expect(Self.fromBytes(text) == FeedComparison.hashValue(text))
    }

    @Test func nonHexBytesAreNotTakenForDigits() {
        // Every byte that is not a hex digit, in the last place of otherwise valid digits.
        let hex = Set("0123456789abcdefABCDEF".utf8)
        for byte in UInt8(0)...UInt8(127) where !hex.contains(byte) {
            let text = "000000000000000" + String(UnicodeScalar(byte))
            #expect(Self.fromBytes(text) == FeedComparison.hashValue(text), "byte \(byte)")
            #expect(Self.fromBytes(text) != UInt64(byte & 0x0F), "byte \(byte)")
        }
    }
}
