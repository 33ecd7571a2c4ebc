import FeedTestSupport
import Foundation
import Glibc
import Testing

@testable import FeedHost

/// Folders are listed with `opendir`/`readdir` (issue #17: `FileManager`'s setup cost a cold build page faults);
/// the names are the ones `FileManager` lists, whatever kind of entry they name, and the errors the system's.
@Suite struct DirectoryListingTests {
    /// One entry of every kind a feed folder may hold: hidden files, symlinks (dangling too), a FIFO, a folder.
    private func folderOfEveryKind() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for name in ["b.lua", "a.lua", ".hidden.lua", ".feed/state.json", "Zed.lua", "é.lua", "lib/x.lua"] {
            folder.write(name, "return {}")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.lua", withDestinationPath: "a.lua")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/gone.lua", withDestinationPath: "none")
        #expect(mkfifo(folder.path + "/pipe.lua", 0o644) == 0)
        return folder
    }

    @Test func everyKindOfEntryIsListedAsFileManagerListsIt() throws {
        let folder = try folderOfEveryKind()
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let names = try FileSystem.listDirectory(folder.path)
        #expect(names == expected)
        #expect(
            names == [
                ".feed", ".hidden.lua", "Zed.lua", "a.lua", "b.lua", "gone.lua", "lib", "link.lua",
                "pipe.lua", "é.lua",
            ])
    }

    /// More names than one `getdents` call returns, so the listing spans several reads of the directory.
    @Test func aLargeFolderIsListedWhole() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let names = (0..<3_000).map { "section-\($0)-\(String(repeating: "x", count: 40)).lua" }
        for name in names { folder.write(name, "") }
        #expect(
            try FileSystem.listDirectory(folder.path) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func aFolderThatCannotBeListedGivesTheSystemsReason() throws {
        let folder = try folderOfEveryKind()
        let cases = [
            ("/nonexistent/feed", "No such file or directory"), (folder.path + "/a.lua", "Not a directory"),
            (folder.path + "/gone.lua", "No such file or directory"),
        ]
        for (path, reason) in cases {
            #expect(throws: HostError.unreadable(path: path, reason: reason)) { try FileSystem.listDirectory(path) }
        }
    }
}
