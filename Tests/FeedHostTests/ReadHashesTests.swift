import Testing

@testable import FeedHost

/// What a run read, by the hash of the bytes: one hash stands for a file only when every read gave it.
@Suite struct ReadHashesTests {
    @Test func aFileReadOnceHoldsItsBytesOnly() {
        var hashes = ReadHashes()
        hashes.note("a.json", hash: 7)
        #expect(hashes.read("a.json", holding: 7))
        #expect(!hashes.read("a.json", holding: 8))
        #expect(!hashes.read("b.json", holding: 7))
    }

    @Test func aFileReadTwiceAlikeStillHoldsThem() {
        var hashes = ReadHashes()
        hashes.note("a.json", hash: 7)
        hashes.note("a.json", hash: 7)
        #expect(hashes.read("a.json", holding: 7))
    }

    /// Saved between two reads of one run: the run saw both, so neither alone is what it read.
    @Test func aFileThatChangedBetweenReadsHoldsNeither() {
        var hashes = ReadHashes()
        hashes.note("a.json", hash: 7)
        hashes.note("a.json", hash: 8)
        hashes.note("a.json", hash: 8)
        #expect(!hashes.read("a.json", holding: 7))
        #expect(!hashes.read("a.json", holding: 8))
    }
}
