import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// A picture of many files is read on several threads and is the picture one thread would take.
@Suite struct SharedReadingTests {
    /// Over the threshold, with one file gone between the walk and the reading (left out, as one by one) and one
    /// racy file among old ones: every record is the one reading each file alone gives, none missing or
    /// repeated.
    @Test func aLargePictureIsThePictureReadOneByOne() throws {
        var files = TemporaryFeed.initialFiles
        let count = WatchScope.sharedReadingThreshold + 500
        for index in 0..<count {
            files["data/set\(index % 7)/file\(index).json"] = "[\(index)]\n"
        }
        let feed = TemporaryFeed(files: files)
        for index in 0..<count where index != 3 {
            var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, feed.path("data/set\(index % 7)/file\(index).json"), &old, 0) == 0)
        }
        // Stamped just before the walk, so it is racy when read however long the set-up took.
        #expect(utimensat(AT_FDCWD, feed.path("data/set3/file3.json"), nil, 0) == 0)
        let scope = WatchScope(root: feed.root, recursiveFolders: ["lib", "data"])
        let listing = try #require(scope.walk())
        let vanished = "data/set1/file8.json"
        feed.remove(vanished)
        let now = WallClock.now()
        let picture = scope.observe(listing, previous: [:])
        var alone: FileRecords = [:]
        for (relative, status) in listing.files {
            alone[relative] = FNV1a.ofFileRead(at: scope.path(of: relative), limit: scope.hashLimit).map {
                FileRecord(status: status, hash: $0.hash, now: now)
            }
        }
        #expect(listing.files.count == files.count)
        #expect(picture.count == files.count - 1)
        #expect(picture[vanished] == nil)
        #expect(picture == alone)
        #expect(picture["data/set3/file3.json"]?.isRacy == true)
        #expect(picture["data/set4/file4.json"]?.isRacy == false)
        #expect(picture["data/set4/file4.json"]?.hash == FNV1a.of("[4]\n".utf8))
    }
}
