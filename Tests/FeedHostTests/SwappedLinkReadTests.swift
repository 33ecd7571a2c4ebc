import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// A data file, script or module is read after its path, links resolved, was found inside the feed. A folder on
/// that path swapped for a link out in between (`data/sub` → a folder outside) had the `open` follow the link:
/// the file outside was read as the feed's own. The read now checks the file it opened. The swap itself is a
/// race; these tests hand the read the path as it stands after the swap.
@Suite struct SwappedLinkReadTests {
    private func swapped() throws -> (feed: TemporaryDirectory, outside: TemporaryDirectory, path: String) {
        let feed = TemporaryDirectory(prefix: "swapfeed")
        let outside = TemporaryDirectory(prefix: "swapout")
        outside.write("secret.json", #"["secret"]"#)
        feed.write("data/sub/secret.json", "[]")
        let data = try #require(FileSystem.resolve(feed.path + "/data"))
        // `data/sub` was a folder when the path was checked; it is a link out when the file is opened.
        try FileManager.default.removeItem(atPath: data + "/sub")
        #expect(symlink(outside.path, data + "/sub") == 0)
        return (feed, outside, data + "/sub/secret.json")
    }

    @Test func aFileOpenedThroughALinkSwappedInIsNotRead() throws {
        let (feed, outside, path) = try swapped()
        let data = try #require(FileSystem.resolve(feed.path + "/data"))
        let error = #expect(throws: HostError.self) { try FileSystem.readFile(path, limit: 1000, inside: data) }
        #expect(
            String(describing: error).contains("a link made while it was being opened leads outside the feed folder"))
        #expect(throws: HostError.self) { try FileSystem.readFileIfPresent(path, limit: 1000, inside: data) }
        withExtendedLifetime(outside) {}
    }

    @Test func aFileInsideIsReadAsBefore() throws {
        let feed = TemporaryDirectory(prefix: "swapfeed")
        feed.write("data/sub/a.json", "[1]")
        let data = try #require(FileSystem.resolve(feed.path + "/data"))
        #expect(try FileSystem.readFile(data + "/sub/a.json", limit: 1000, inside: data) == Array("[1]".utf8))
        #expect(try FileSystem.readFileIfPresent(data + "/sub/b.json", limit: 1000, inside: data) == nil)
    }

    /// Where the system cannot say which file a descriptor has open (no `/proc`), the file is walked to again from
    /// the folder without following links. The read trusted the check made before the `open`, and read the file
    /// outside.
    @Test func withoutProcAFileOpenedThroughALinkIsRefused() throws {
        let (feed, outside, path) = try swapped()
        let data = try #require(FileSystem.resolve(feed.path + "/data"))
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let error = #expect(throws: HostError.self) {
            try FileSystem.refuseOutside(descriptor, path: path, folder: data, openedPath: nil)
        }
        #expect(
            String(describing: error).contains("a link made while it was being opened leads outside the feed folder"))
        // The link swapped out again before the check, a folder with a file of that name back in its place: the
        // file reached is not the one opened.
        try FileManager.default.removeItem(atPath: data + "/sub")
        feed.write("data/sub/secret.json", "[]")
        #expect(throws: HostError.self) {
            try FileSystem.refuseOutside(descriptor, path: path, folder: data, openedPath: nil)
        }
        withExtendedLifetime(outside) {}
    }

    @Test func withoutProcAFileInsideIsAccepted() throws {
        let feed = TemporaryDirectory(prefix: "swapfeed")
        feed.write("data/sub/deeper/a.json", "[1]")
        let data = try #require(FileSystem.resolve(feed.path + "/data"))
        let path = data + "/sub/deeper/a.json"
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try FileSystem.refuseOutside(descriptor, path: path, folder: data, openedPath: nil)
    }
}
