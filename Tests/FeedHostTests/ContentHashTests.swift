import FeedJSON
import Testing

@testable import FeedHost

@Suite struct ContentHashTests {
    /// Published FNV-1a 64 test vectors (the FNV reference test suite), not values computed by this code.
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func matchesTheReferenceVectors(input: String, expected: UInt64) {
        #expect(ContentHash(of: Array(input.utf8)).value == expected)
    }

    @Test func hexHasSixteenDigits() {
        #expect(ContentHash(value: 0xab).hex == "00000000000000ab")
        #expect(ContentHash(of: Array("a".utf8)).hex == "af63dc4c8601ec8c")
    }

    @Test func payloadHashIgnoresKeyOrderAndIntegralFloats() {
        var first: JSONObject = [:]
        first["title"] = .string("Maps")
        first["rating"] = .integer(4)
        var second: JSONObject = [:]
        second["rating"] = .number(4.0)
        second["title"] = .string("Maps")
        #expect(Payload(first) == Payload(second))
        #expect(String(decoding: Payload(first).bytes, as: UTF8.self) == #"{"rating":4,"title":"Maps"}"#)
    }

    @Test func payloadHashChangesWithContent() {
        #expect(Payload(["title": .string("Maps")]).hash != Payload(["title": .string("Maps ")]).hash)
        #expect(
            Payload(["a": .array([.integer(1), .integer(2)])]).hash
                != Payload(["a": .array([.integer(2), .integer(1)])]).hash)
    }

    /// Payloads live as long as the build, one per item: each must hold its own bytes, not the shared writer's
    /// buffer with its spare capacity (1M items once kept 256 MB of it).
    @Test func payloadsEncodedWithOneWriterKeepOnlyTheirBytes() {
        var writer = JSONWriter(capacity: 4096)
        let payloads = (0..<8).map { Payload(["title": .string("Item \($0)")], using: &writer) }
        for payload in payloads {
            #expect(String(decoding: payload.bytes, as: UTF8.self).hasPrefix(#"{"title":"Item "#))
            #expect(
                payload.bytes.capacity < 256,
                "a payload of \(payload.bytes.count) bytes holds \(payload.bytes.capacity)")
        }
    }
}
