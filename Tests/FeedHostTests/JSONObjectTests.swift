import FeedHost
import FeedJSON
import Testing

/// `JSONObject` keeps its members sorted by key in UTF-8 byte order whatever order they arrive in, which is what
/// makes a value's encoding and hash canonical.
@Suite struct JSONObjectTests {
    /// Byte order: "Z" (0x5A) < "a" (0x61) < "z" (0x7A) < "é" (0xC3 0xA9), unlike a locale's order.
    @Test func membersAreSortedByUTF8BytesInWhateverOrderTheyAreSet() {
        var forward: JSONObject = [:]
        for key in ["é", "z", "a", "Z"] { forward[key] = .string(key) }
        var backward: JSONObject = [:]
        for key in ["Z", "a", "z", "é"] { backward[key] = .string(key) }
        #expect(forward.keys == ["Z", "a", "z", "é"])
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(JSONObject(["é": .null, "z": .null, "a": .null, "Z": .null]).keys == forward.keys)
    }

    @Test func settingReplacesAndNilRemoves() {
        var object: JSONObject = ["a": .integer(1), "b": .integer(2), "c": .integer(3)]
        object["b"] = .string("two")
        object["a"] = nil
        object["absent"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object["b"] == .string("two"))
        #expect(object["a"] == nil)
        #expect(Array(object.map(\.value)) == [.string("two"), .integer(3)])
    }

    /// Past eight members lookups bisect by byte order instead of scanning; every key is still found.
    @Test func lookupsFindEveryMemberOfALargeObject() {
        var object: JSONObject = [:]
        let keys = (0..<40).map { "key-\(39 - $0)" } + ["Ω", "A"]
        for (index, key) in keys.enumerated() { object[key] = .integer(Int64(index)) }
        #expect(object.count == keys.count)
        for (index, key) in keys.enumerated() { #expect(object[key] == .integer(Int64(index)), "\(key)") }
        #expect(object["key-40"] == nil)
        #expect(object["a"] == nil)
        #expect(object.keys == object.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    /// A key is found by its bytes, as the members are sorted: "K" is not the Kelvin sign's key (U+212A, which
    /// Swift's `==` holds equal to it), however many members the object has and wherever the bisection falls.
    @Test func lookupsCompareBytesNotCanonicalEquivalence() {
        let kelvin = "\u{212A}"
        for others in [["A"], ["A", "B", "C", "D", "\u{2603}1", "\u{2603}2", "\u{2603}3", "\u{2603}4"]] {
            var object: JSONObject = [:]
            object[kelvin] = .string("kelvin")
            for key in others { object[key] = .integer(1) }
            #expect(object["K"] == nil, "\(object.count) members")
            #expect(object[kelvin] == .string("kelvin"))
            object["K"] = .string("k")
            #expect(object[kelvin] == .string("kelvin"), "\(object.count) members")
            #expect(object["K"] == .string("k"))
        }
        // Same length, other bytes: d with dot above then below, and with them the other way round.
        let object: JSONObject = ["\u{1E0B}\u{0323}": .integer(1)]
        #expect(object["\u{1E0D}\u{0307}"] == nil)
    }

    @Test func aRepeatedKeyKeepsTheLastValueInLiteralsAndFiles() throws {
        let literal: JSONObject = ["k": .integer(1), "k": .integer(2)]
        #expect(literal.count == 1 && literal["k"] == .integer(2))
        let read = try JSONParser.parse(Array(#"{"b": 1, "a": 2, "b": 3}"#.utf8))
        #expect(read.objectValue?.keys == ["a", "b"])
        #expect(read["b"] == .integer(3))
    }
}
