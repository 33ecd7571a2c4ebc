import StableHashing
import Testing

@testable import FileWatching

/// The published FNV-1a 64-bit test vectors (from the FNV authors' test suite), and file hashing against them.
@Suite struct FNV1aTests {
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64),
        ("a", 0xaf63_dc4c_8601_ec8c),
        ("foobar", 0x8594_4171_f739_67e8),
    ])
    func publishedVectors(input: String, expected: UInt64) {
        #expect(FNV1a.of(input.utf8) == expected)
    }

    @Test func feedingInPiecesEqualsFeedingAtOnce() {
        var hash = FNV1a()
        hash.feed("foo".utf8)
        hash.feed("bar".utf8)
        #expect(hash.value == 0x8594_4171_f739_67e8)
    }

    @Test func fileHashIsTheHashOfItsBytesAcrossReadBuffers() {
        let feed = TemporaryFeed(files: [:])
        // Larger than the 64 KiB read buffer, so the hash must carry across reads.
        let text = String(repeating: "return { title = 'Today' }\n", count: 5000)
        feed.write("big.lua", text)
        #expect(FNV1a.ofFileRead(at: feed.path("big.lua"))?.hash == FNV1a.of(text.utf8))
        #expect(FNV1a.ofFileRead(at: feed.path("missing.lua"))?.hash == nil)
    }
}
