import FeedDiff
import Testing

@Suite struct StableHasherTests {
    /// Published FNV-1a 64-bit test vectors (Fowler, Noll, Vo).
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func testVectors(text: String, expected: UInt64) {
        #expect(StableHasher.hash(text) == expected)
    }

    @Test func stringsAreDelimited() {
        var left = StableHasher()
        left.combine("ab")
        left.combine("c")
        var right = StableHasher()
        right.combine("a")
        right.combine("bc")
        #expect(left.value != right.value)
    }

    @Test func numbersMixAllEightBytes() {
        var one = StableHasher()
        one.combine(1 as UInt64)
        var high = StableHasher()
        high.combine(1 << 56 as UInt64)
        #expect(one.value != high.value)
    }

    @Test func stateHashReadsHexAndHashesAnythingElse() {
        #expect(StableHasher.stateHash("00000000000000ff") == 255)
        #expect(StableHasher.stateHash("ff") == 255)
        #expect(StableHasher.stateHash("v2") == StableHasher.hash("v2"))
        #expect(StableHasher.stateHash("0123456789abcdef0") == StableHasher.hash("0123456789abcdef0"))
    }
}
