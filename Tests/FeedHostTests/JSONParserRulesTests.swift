import Testing

@testable import FeedHost

/// The host's reading rules on top of the shared JSON reader: what state files have always been read with.
@Suite struct JSONParserRulesTests {
    @Test func numbersMayCarryLeadingZeros() throws {
        #expect(try JSONParser.parse(Array("[007, -01.5]".utf8)) == .array([.integer(7), .number(-1.5)]))
    }

    @Test func nullStaysDistinctFromAnAbsentMember() throws {
        #expect(try JSONParser.parse(Array(#"{"a": null}"#.utf8)) == .object(["a": .null]))
    }

    /// With a limit of 3, three nested arrays fit (depths 0, 1, 2) but a scalar inside them sits at depth 3.
    @Test func scalarsCountTowardsTheDepthLimit() throws {
        #expect(try JSONParser.parse(Array("[[[]]]".utf8), maximumDepth: 3) == .array([.array([.array([])])]))
        #expect(try JSONParser.parse(Array("[[1]]".utf8), maximumDepth: 3) == .array([.array([.integer(1)])]))
        let error = #expect(throws: HostError.self) { try JSONParser.parse(Array("[[[1]]]".utf8), maximumDepth: 3) }
        #expect(error?.description.contains("nesting deeper than 3") == true)
        #expect(throws: HostError.self) { try JSONParser.parse(Array("[[[[]]]]".utf8), maximumDepth: 3) }
        #expect(throws: HostError.self) { try JSONParser.parse(Array("1".utf8), maximumDepth: 0) }
    }

    @Test func errorsGiveTheByteOffset() {
        let error = #expect(throws: HostError.self) { try JSONParser.parse(Array(#"{"a" 1}"#.utf8)) }
        #expect(error?.description == "malformed JSON at byte 5: expected ':' after object key")
    }
}
