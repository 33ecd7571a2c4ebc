import Foundation
import Testing

@testable import FileWatching

/// The watched folder itself renamed away and back, or missing from the start.
@Suite struct FolderRenameTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    @Test(arguments: backends)
    func renamedAwayAndBack(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let away = harness.feed.renameAway()
        // Files are not reported deleted while the folder is away.
        #expect(harness.staysQuiet(for: .milliseconds(200)))
        #expect(harness.noticeLog.all.contains { $0.contains("is gone") })

        // Edited while away: reported once it is back.
        let awayFeed = away + "/banners.lua"
        try "return { title = 'Edited away' }\n".write(toFile: awayFeed, atomically: false, encoding: .utf8)
        harness.feed.renameBack()
        #expect(harness.waitFor("banners.lua", "return { title = 'Edited away' }\n"))
        #expect(harness.noticeLog.all.contains { $0.contains("is back") })

        // Watched again, subfolders included.
        harness.feed.write("banners.lua", "return { title = 'After' }\n")
        #expect(harness.waitFor("banners.lua", "return { title = 'After' }\n"))
        harness.feed.write("lib/sub/x.lua", "return 'after'\n")
        #expect(harness.waitFor("lib/sub/x.lua", "return 'after'\n"))
        #expect(harness.state.reportedPaths == ["banners.lua", "lib/sub/x.lua"])
        #expect(harness.state.problems.isEmpty)
    }

    /// Replaced by a different folder at the same path (a fresh checkout): a new inode, watched anew.
    @Test(arguments: backends)
    func replacedByANewFolder(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.renameAway()
        #expect(harness.staysQuiet(for: .milliseconds(100)))
        var files = TemporaryFeed.initialFiles
        files["banners.lua"] = "return { title = 'Fresh checkout' }\n"
        files["data/apps.json"] = nil
        for (path, text) in files {
            harness.feed.write(path, text)
        }
        var expected = harness.state.expecting("banners.lua", files["banners.lua"])
        expected["data/apps.json"] = nil
        #expect(harness.waitFor(expected))
        harness.feed.write("lib/sub/x.lua", "return 'fresh'\n")
        #expect(harness.waitFor("lib/sub/x.lua", "return 'fresh'\n"))
        #expect(harness.state.problems.isEmpty)
    }

    @Test func missingFolderIsAnError() {
        let feed = TemporaryFeed(files: [:])
        #expect(throws: WatchError(path: feed.root + "/nope", reason: .missing)) {
            _ = try FileWatcher(folder: feed.root + "/nope")
        }
        feed.write("file.lua", "")
        let error = #expect(throws: WatchError.self) {
            _ = try FileWatcher(folder: feed.path("file.lua"))
        }
        #expect(error?.reason == .notADirectory)
        #expect(error?.description == "cannot watch \(feed.path("file.lua")): it is not a folder")
    }
}
