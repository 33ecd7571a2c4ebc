import Glibc
import StableHashing
import Synchronization
import Testing

@testable import FileWatching

/// A file reached by many names (symlinks, hard links) is read once per picture and once per save: a thousand
/// links planted beside one large file made the watcher read it a thousand times, 64 MiB each.
@Suite struct ReadOncePerFileTests {
    /// The paths a scope hashed, in any order.
    final class Reads: Sendable {
        private let paths = Mutex<[String]>([])
        /// Whether every read reports another file than the walk found, as if each name had been replaced.
        let replaced: Bool

        init(replaced: Bool = false) {
            self.replaced = replaced
        }

        var all: [String] { paths.withLock { $0 } }

        func reset() { paths.withLock { $0 = [] } }

        func scope(of feed: TemporaryFeed) -> WatchScope {
            WatchScope(root: feed.root, recursiveFolders: ["lib", "data"]) { [self] path, limit in
                paths.withLock { $0.append(path) }
                let read = FNV1a.ofFileRead(at: path, limit: limit)
                guard replaced, let read else { return read }
                let other = FileIdentity(device: read.file.device, inode: read.file.inode &+ 1)
                return FileRead(hash: read.hash, file: other)
            }
        }
    }

    static let linkCount = 200

    /// `data/big.bin`, a hard link to it and `linkCount` symlinks to it beside the usual files.
    static func feedWithManyNames() -> TemporaryFeed {
        let feed = TemporaryFeed()
        feed.write("data/big.bin", "the one file")
        precondition(link(feed.path("data/big.bin"), feed.path("data/hard.bin")) == 0)
        for index in 0..<linkCount {
            precondition(symlink("big.bin", feed.path("data/link\(index).bin")) == 0)
        }
        return feed
    }

    static func namesOfBig(_ paths: some Sequence<String>) -> [String] {
        paths.filter { $0.hasSuffix(".bin") }
    }

    @Test func thePictureReadsAFileOnceWhateverItsNames() throws {
        let feed = Self.feedWithManyNames()
        let reads = Reads()
        let scope = reads.scope(of: feed)
        let picture = scope.observe(try #require(scope.walk()), previous: [:])
        let names = Self.namesOfBig(picture.keys)
        #expect(names.count == Self.linkCount + 2)
        #expect(Set(names.map { picture[$0]?.hash }) == [FNV1a.of("the one file".utf8)])
        #expect(Self.namesOfBig(reads.all).count == 1)
        #expect(reads.all.count == TemporaryFeed.initialFiles.count + 1)
    }

    /// A name whose file is not the one the walk found by the time it is read (replaced in between) shares no
    /// other name's bytes: each is read on its own.
    @Test func namesOfAFileReplacedBeforeTheReadingAreReadEachOnItsOwn() throws {
        let feed = Self.feedWithManyNames()
        let reads = Reads(replaced: true)
        let scope = reads.scope(of: feed)
        let picture = scope.observe(try #require(scope.walk()), previous: [:])
        #expect(Self.namesOfBig(picture.keys).count == Self.linkCount + 2)
        #expect(Self.namesOfBig(reads.all).count == Self.linkCount + 2)
    }

    /// A save of the file marks every other name of it, symlinks and the hard link; the batch reports them all,
    /// read once.
    @Test func aSaveOfAFileWithManyNamesReadsItOnce() throws {
        let feed = Self.feedWithManyNames()
        let reads = Reads()
        let engine = try WatchEngine(scope: reads.scope(of: feed), options: testOptions(.inotify))
        #expect(engine.backend == .inotify)
        let wake = try #require(WakePipe.open())
        defer { wake.close() }
        reads.reset()
        feed.write("data/big.bin", "written again")
        var batch: [FileChange] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while batch.isEmpty && ContinuousClock.now < deadline {
            if case .changes(let changes) = engine.step(until: deadline, wake: wake).result { batch = changes }
        }
        let expected = ["data/big.bin", "data/hard.bin"] + (0..<Self.linkCount).map { "data/link\($0).bin" }
        #expect(Set(batch.map(\.path)) == Set(expected))
        #expect(Set(batch.map(\.contentHash)) == [FNV1a.of("written again".utf8)])
        #expect(reads.all.count == 1)
    }
}
