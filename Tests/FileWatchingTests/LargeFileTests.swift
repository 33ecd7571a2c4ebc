import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// Files longer than the hash limit: the watcher reads only that much of them (a planted sparse file of 20 GB
/// kept `feed watch` from its first build for 90 s, one of a terabyte would have for over an hour) and still
/// reports every change the host could see.
@Suite struct LargeFileTests {
    static let backends: [WatchBackend] = [.inotify, .polling]
    static let limit = 1 << 20

    /// What the watcher reports for a file of `size` zero bytes longer than `limit`: the hash of its first
    /// `limit` bytes, then of its size in eight little-endian bytes.
    static func expectedHash(ofZeros size: Int) -> UInt64 {
        var hash = FNV1a()
        hash.feed([UInt8](repeating: 0, count: limit))
        hash.feed((0..<8).map { UInt8(truncatingIfNeeded: UInt64(size) >> (8 * $0)) })
        return hash.value
    }

    /// Makes `path` a sparse file of `size` bytes (zeros), in one write that ends with a close.
    static func makeSparse(_ path: String, size: Int) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0 && ftruncate(descriptor, off_t(size)) == 0, "cannot make \(path)")
        close(descriptor)
    }

    @Test func aFileLongerThanTheLimitIsHashedByItsPrefixAndItsSize() {
        let feed = TemporaryFeed(files: [:])
        Self.makeSparse(feed.path("a.bin"), size: 3 << 20)
        #expect(
            FNV1a.ofFileRead(at: feed.path("a.bin"), limit: Self.limit)?.hash == Self.expectedHash(ofZeros: 3 << 20))
        // At the limit exactly, or under it, a file is hashed by its bytes alone.
        Self.makeSparse(feed.path("b.bin"), size: Self.limit)
        #expect(
            FNV1a.ofFileRead(at: feed.path("b.bin"), limit: Self.limit)?.hash
                == FNV1a.of([UInt8](repeating: 0, count: Self.limit)))
    }

    @Test(arguments: backends)
    func aHugeSparseFileIsReportedAndItsGrowthToo(backend: WatchBackend) throws {
        var options = testOptions(backend)
        options.hashLimit = Self.limit
        let harness = try WatchHarness(options: options)
        let size = 1 << 40
        Self.makeSparse(harness.feed.path("data/huge.bin"), size: size)
        #expect(
            harness.waitFor(harness.state.hashes.merging(["data/huge.bin": Self.expectedHash(ofZeros: size)]) { $1 }))
        Self.makeSparse(harness.feed.path("data/huge.bin"), size: size + 1)
        #expect(
            harness.waitFor(
                harness.state.hashes.merging(["data/huge.bin": Self.expectedHash(ofZeros: size + 1)]) { $1 }))
        #expect(harness.state.problems.isEmpty)
    }
}
