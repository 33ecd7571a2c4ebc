import FeedJSON
import Testing

@testable import FeedHost

@Suite struct JSONWriterTests {
    private func text(_ build: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        build(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        (390.0, "390"), (0.0, "0"), (-0.0, "0"), (243.3333333, "243.333"), (23.5, "23.5"), (0.1 + 0.2, "0.3"),
        (-7.25, "-7.25"), (1.0005, "1.001"), (-0.0004, "0"), (1_000_000.125, "1000000.125"), (2.9999, "3"),
    ])
    func numbersCarryAtMostThreeDecimals(value: Double, expected: String) {
        #expect(text { $0.number(value) } == expected)
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(text { $0.numbers(.nan, .infinity, -.infinity, 1) } == "[null,null,null,1]")
    }

    /// The decimal fast path of `exactNumber` prints what the shortest round-trip form (`description`) prints:
    /// for decimals of up to three places at every magnitude up to 1e9 and around its edges, and for arbitrary
    /// doubles, which it must leave to `description`.
    @Test func exactNumbersPrintTheShortestRoundTripForm() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.001, -0.001, 0.0005, 0.0015, 999_999_999.999, 1e9 + 0.5, 0.1 + 0.2, 1.0005, 4.35]
        for _ in 0..<20_000 {
            // A decimal of up to three places below 1e9 (and some just above it).
            let scale = [1.0, 10, 100, 1000].randomElement(using: &generator)!
            values.append(Double(Int64.random(in: -1_100_000_000_000...1_100_000_000_000, using: &generator)) / scale)
            values.append(Double.random(in: -1e10...1e10, using: &generator))
            values.append(Double.random(in: -2...2, using: &generator))
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
        for value in values where value.isFinite && value != value.rounded(.towardZero) {
            #expect(text { $0.exactNumber(value) } == value.description, "\(value)")
            #expect(Double(text { $0.exactNumber(value) }) == value)
        }
    }

    @Test func integersPrintExactly() {
        #expect(text { $0.int64(.min) } == "-9223372036854775808")
        #expect(text { $0.int64(.max) } == "9223372036854775807")
        #expect(text { $0.int(0) } == "0")
    }

    /// Every power of ten, one below it and its negation: the places where an integer gains a digit.
    @Test func integersPrintExactlyAtEveryDigitCount() {
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            for value in [power - 1, power, power + 1, -power, -(power - 1)] {
                #expect(text { $0.int64(value) } == String(value))
            }
        }
        #expect(text { $0.numbers(7, 10, 99, 4096) } == "[7,10,99,4096]")
    }

    /// Hashes print as 16 lowercase hex digits, leading zeros kept, as `String(_:radix:)` pads them: values with
    /// every nibble from 0 to f in every place, and random ones.
    @Test func hashesPrintAsSixteenHexDigits() {
        var generator = SystemRandomNumberGenerator()
        var values: [UInt64] = [
            0, 1, 9, 10, 15, 16, .max, 0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 0xa0a0_9090_0a0a_0909,
        ]
        for _ in 0..<10_000 { values.append(UInt64.random(in: 0...UInt64.max, using: &generator)) }
        for value in values {
            let digits = String(value, radix: 16)
            let expected = "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
            #expect(text { $0.hex(value) } == expected)
        }
        #expect(
            text {
                $0.beginArray(); $0.hex(1); $0.hex(2); $0.endArray()
            } == "[\"0000000000000001\",\"0000000000000002\"]")
    }

    /// Random integers of every length print as `String(_:)` does: eight digits are made at once
    /// (`OutputSpan.digitWord`) and stored as one word, longer ones in groups of eight.
    @Test func randomIntegersPrintExactly() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...19, using: &generator)
            let bound = digits == 19 ? Int64.max : (0..<digits).reduce(Int64(1)) { power, _ in power * 10 }
            let value = Int64.random(in: -bound...bound, using: &generator)
            #expect(text { $0.int64(value) } == String(value))
        }
    }

    /// Keys written as words (`PackedBytes`), up to 16 bytes with the comma and past it, give `key(_:)`'s bytes.
    @Test func encodedKeysOfEveryLengthWriteWhatKeyWrites() {
        for length in 0...24 {
            let name = String(repeating: "k", count: length)
            let key = JSONWriter.EncodedKey(name)
            let encoded = text { writer in
                writer.beginObject()
                writer.bulk(bound: 64) { out in
                    out.append(key.plain)
                    out.appendJSONInteger(1)
                    out.append(key.withComma)
                    out.appendJSONInteger(2)
                }
                writer.endObject()
            }
            #expect(encoded == "{\"\(name)\":1,\"\(name)\":2}")
        }
    }

    @Test func encodedKeysWriteWhatKeyWrites() {
        let encoded = text { writer in
            writer.beginObject()
            writer.key(JSONWriter.EncodedKey("id"))
            writer.int(1)
            writer.key(JSONWriter.EncodedKey("qu\"ote"))
            writer.int(2)
            writer.endObject()
        }
        let plain = text { writer in
            writer.beginObject()
            writer.key("id")
            writer.int(1)
            writer.key("qu\"ote")
            writer.int(2)
            writer.endObject()
        }
        #expect(encoded == plain)
        #expect(encoded == #"{"id":1,"qu\"ote":2}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(text { $0.string("a\"b\\c\nd\u{1}é") } == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func keysKeepTheOrderTheyAreWrittenIn() {
        let json = text { writer in
            writer.beginObject()
            writer.key("z")
            writer.int(1)
            writer.key("a")
            writer.beginArray()
            writer.bool(true)
            writer.null()
            writer.endArray()
            writer.endObject()
        }
        #expect(json == #"{"z":1,"a":[true,null]}"#)
    }

    @Test func valuesAreWrittenWithSortedKeys() {
        let value = JSONValue.object(["b": .integer(1), "a": .array([.number(1.5), .string("x")]), "Z": .null])
        #expect(text { $0.value(value) } == #"{"Z":null,"a":[1.5,"x"],"b":1}"#)
    }

    @Test func parserReadsWhatTheWriterWrites() throws {
        let value = JSONValue.object([
            "id": .string("app-1"), "rating": .number(4.5), "count": .integer(-12),
            "tags": .array([.bool(false), .null]),
            "nested": .object(["emoji": .string("😀 \"q\"\n")]),
        ])
        var writer = JSONWriter()
        writer.value(value)
        #expect(try JSONParser.parse(writer.bytes) == value)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "nul", "\"abc", "1 2", "{\"a\":01x}", "[\"\\q\"]"])
    func parserRejectsMalformedText(input: String) {
        #expect(throws: HostError.self) { try JSONParser.parse(Array(input.utf8)) }
    }

    @Test func parserLimitsNesting() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: HostError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test func parserDecodesEscapesAndSurrogatePairs() throws {
        #expect(try JSONParser.parse(Array(#""a\u00e9\ud83d\ude00\/""#.utf8)) == .string("aé😀/"))
    }
}
