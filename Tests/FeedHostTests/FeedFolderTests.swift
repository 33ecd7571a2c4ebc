import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

@Suite struct FeedFolderTests {
    @Test func scriptsAreTopLevelLuaFilesSortedWithTheManifestApart() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for name in ["zeta.lua", "alpha.lua", "feed.lua", "Beta.lua", "notes.txt", ".hidden.lua", "lib/helper.lua"] {
            folder.write(name, "return {}")
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.lua", withIntermediateDirectories: true)
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(feed.scripts.map(\.name) == ["Beta.lua", "alpha.lua", "zeta.lua"])
        #expect(feed.manifest?.name == "feed.lua")
        #expect(feed.libraryPath?.hasSuffix("/lib") == true)
        #expect(feed.dataPath == nil)
    }

    /// File names (as bytes) the host's `String`s take for one name: one text in two Unicode forms, and two
    /// Latin-1 names that are not UTF-8 and repair alike. They crashed every command
    /// (`Duplicate values for key: 'é.lua'`); the folder is refused, naming both.
    @Test(arguments: [
        [Array("\u{E9}.lua".utf8), Array("e\u{301}.lua".utf8)],
        [Array("caf".utf8) + [0xFF] + Array(".lua".utf8), Array("caf".utf8) + [0xFE] + Array(".lua".utf8)],
    ])
    func scriptsWhoseNamesAreOneStringAreRefused(_ names: [[UInt8]]) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for name in names { #expect(Self.create(Array(folder.path.utf8) + [UInt8(ascii: "/")] + name)) }
        let error = #expect(throws: HostError.self) { try FeedFolder.discover(at: folder.path) }
        guard case .notAFeedFolder(_, let reason)? = error else {
            Issue.record("expected notAFeedFolder, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("two scripts named"), "\(reason)")
    }

    /// Creates an empty file at `path`, given as bytes (Foundation's paths are `String`s, which cannot hold a
    /// name that is not UTF-8).
    private static func create(_ path: [UInt8]) -> Bool {
        let descriptor = (path + [0]).withUnsafeBytes { bytes in
            open(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Links in `lib/` that lead back into a folder were followed again and again: one (`lib/a/x` → `.`) listed
    /// `a.m`, `a.x.m`, `a.x.x.m`… until the path was too long, two made the walk branch without end, so a
    /// `require` of a missing module (which looks for a suggestion) hung the host.
    @Test func moduleNamesListEachFolderOnce() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("lib/a/m.lua", "return 1")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/lib/a/x", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/lib/up", withDestinationPath: "..")
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(feed.moduleNames == ["a.m"])
        #expect(feed.moduleName(near: "a.n") == "a.m")
    }

    @Test func aMissingFolderIsNotAFeed() {
        #expect(throws: HostError.notAFeedFolder(path: "/nonexistent/feed", reason: "no such directory")) {
            try FeedFolder.discover(at: "/nonexistent/feed")
        }
    }

    @Test func dataFilesAreReadFromDataOnly() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("data/apps.json", "[1]")
        folder.write("data/sub/more.json", "[2]")
        folder.write("secret.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/data/link.json", withDestinationPath: folder.path + "/secret.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/data/passwd", withDestinationPath: "/etc/passwd")
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(try feed.readDataFile(named: "apps.json") == Array("[1]".utf8))
        #expect(try feed.readDataFile(named: "sub/more.json") == Array("[2]".utf8))
        for name in [
            "../secret.json", "link.json", "passwd", "/etc/passwd", "sub/../../secret.json", "../../../etc/passwd",
        ] {
            #expect(throws: HostError.dataPathOutsideFeed(name: name)) { try feed.readDataFile(named: name) }
        }
        #expect(throws: HostError.unreadable(path: "data/missing.json", reason: "no such file")) {
            try feed.readDataFile(named: "missing.json")
        }
    }

    /// A data file that is a loop of links, or a link to nothing, is named as what it is: both read "no such
    /// file", and the file is there.
    @Test func dataLinksThatLeadNowhereAreNamed() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("s.lua", "return {}")
        folder.write("data/real.json", "[]")
        let data = folder.path + "/data/"
        try FileManager.default.createSymbolicLink(atPath: data + "a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: data + "b.json", withDestinationPath: "a.json")
        try FileManager.default.createSymbolicLink(atPath: data + "gone.json", withDestinationPath: "nothing.json")
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(throws: HostError.unreadable(path: "data/a.json", reason: "a loop of symbolic links")) {
            try feed.readDataFile(named: "a.json")
        }
        #expect(throws: HostError.unreadable(path: "data/gone.json", reason: "a dangling symlink")) {
            try feed.readDataFile(named: "gone.json")
        }
    }

    /// A data file the watcher never watches (a hidden name, an editor's temporary), by name or through a link,
    /// is refused with the reason: `feed watch` would go on showing its old bytes after every save, without a
    /// word. Names it watches, `.` components among them, read as before.
    @Test func dataFilesTheWatcherSkipsAreRefusedByName() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for name in ["data/.hidden.json", "data/.cache/x.json", "data/old.json~", "data/x.swp", "data/ok.json"] {
            folder.write(name, "[1]")
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/data/linked.json", withDestinationPath: folder.path + "/data/.cache/x.json")
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(try feed.readDataFile(named: "./ok.json") == Array("[1]".utf8))
        for (name, skipped) in [
            (".hidden.json", ".hidden.json"), (".cache/x.json", ".cache"), ("old.json~", "old.json~"),
            ("x.swp", "x.swp"), ("linked.json", ".cache"),
        ] {
            let reason =
                "\(skipped) is a name the file watcher skips (hidden, or an editor's temporary: a leading dot, "
                + "a trailing ~, .swp), so its changes would not show; rename it"
            #expect(throws: HostError.unreadable(path: "data/\(name)", reason: reason)) {
                try feed.readDataFile(named: name)
            }
        }
    }
}
