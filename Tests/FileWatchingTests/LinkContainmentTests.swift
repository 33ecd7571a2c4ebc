import Foundation
import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// Links that lead outside the watched folder are neither walked, hashed nor watched (issue 18, item 5): a `lib/`
/// linked to a big system folder costs nothing. Links that stay inside are followed as before.
@Suite struct LinkContainmentTests {
    @Test func linksToOutsideAreSkippedAndLinksInsideAreFollowed() throws {
        let feed = TemporaryFeed(files: ["banners.lua": "return {}\n", "notes/card.lua": "return 1\n"])
        // A folder next to the feed: outside it.
        let outside = feed.parent + "/outside"
        try FileManager.default.createDirectory(atPath: outside + "/deep", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: outside + "/a.lua", contents: Data("return 2\n".utf8))
        _ = FileManager.default.createFile(atPath: outside + "/deep/b.lua", contents: Data("return 3\n".utf8))
        let links = [
            "lib": outside, "data": outside + "/deep", "top.lua": outside + "/a.lua",
            "inside.lua": feed.path("banners.lua"),
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: feed.path(name), withDestinationPath: target)
        }
        let scope = WatchScope(root: feed.root, recursiveFolders: ["lib", "data"])
        let listing = try #require(scope.walk())
        #expect(listing.files.keys.sorted() == ["banners.lua", "inside.lua"])
        #expect(listing.directories.keys.sorted() == [""])
        // An event naming the outside link does not read it either.
        #expect(scope.observeFiles(["top.lua", "inside.lua"]).keys.sorted() == ["inside.lua"])
    }

    @Test func aFIFOIsNeverRead() throws {
        let feed = TemporaryFeed(files: ["banners.lua": "return {}\n"])
        #expect(mkfifo(feed.path("pipe.lua"), 0o644) == 0)
        // Opening and reading a FIFO with no writer would block for ever; the hash gives up at once.
        #expect(FNV1a.ofFileRead(at: feed.path("pipe.lua"))?.hash == nil)
        #expect(FNV1a.ofFileRead(at: feed.path("banners.lua"))?.hash != nil)
    }
}
