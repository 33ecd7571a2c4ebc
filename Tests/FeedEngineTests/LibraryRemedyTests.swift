import FeedEngine
import FeedTestSupport
import Foundation
import Testing

/// What the library tells an app to do about a feed folder's state file that links away names the library's
/// setting, not `feed`'s option: `… (remove the link or give --state FILE)` reached apps through every way the
/// library reads and saves that file, which have no command line to give `--state` to.
@Suite struct LibraryRemedyTests {
    /// Every text an app gets here names `Feed.statePath` and no `--` option.
    private func expectLibraryWords(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!texts.isEmpty, sourceLocation: sourceLocation)
        for text in texts {
            #expect(!text.contains("--"), "\(text)", sourceLocation: sourceLocation)
            #expect(text.contains("Feed.statePath"), "\(text)", sourceLocation: sourceLocation)
        }
    }

    /// A `.feed` link out of the folder: `Feed`'s saves and `FeedBaseline.load`, and a session's read (a
    /// warning) and save (a file error).
    @Test func aStateLinkOutNamesTheLibrarysSetting() throws {
        let folder = FeedTests().makeFolder()
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.feed", withDestinationPath: outside.path)
        let feed = try Feed(opening: folder.path)
        let build = feed.build()
        #expect(build.succeeded)
        let refusals = [
            #expect(throws: FeedError.self) { try build.save(to: feed.statePath) },
            #expect(throws: FeedError.self) { try build.baseline.save(to: feed.statePath) },
            #expect(throws: FeedError.self) { try FeedBaseline.load(from: feed.statePath) },
        ]
        expectLibraryWords(refusals.map { $0?.description ?? "no error" })
        let started = try FeedSession(feedAt: folder.path, savingStateTo: feed.statePath).start()
        let warnings = started.diagnostics.filter { $0.severity == .warning }.map(\.message)
        expectLibraryWords(warnings)
        expectLibraryWords(started.fileErrors.map(\.description))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    /// A `.feed/state.json` link onto one of the feed's scripts, made once a session had started: `Feed`'s save
    /// and the session's.
    @Test func aStateLinkOntoAScriptNamesTheLibrarysSetting() throws {
        let folder = FeedTests().makeFolder()
        let script = folder.read("a.lua")
        let feed = try Feed(opening: folder.path)
        let session = try FeedSession(feedAt: folder.path, savingStateTo: feed.statePath)
        #expect(session.start().succeeded)
        try FileManager.default.removeItem(atPath: feed.statePath)
        try FileManager.default.createSymbolicLink(atPath: feed.statePath, withDestinationPath: "../a.lua")
        let refusal = #expect(throws: FeedError.self) { try feed.build().save(to: feed.statePath) }
        expectLibraryWords([refusal?.description ?? "no error"])
        folder.write("data/b.json", #"[{ "id": "b2" }]"#)
        let rebuilt = try #require(session.filesChanged(["data/b.json"]))
        expectLibraryWords(rebuilt.fileErrors.map(\.description))
        #expect(folder.read("a.lua") == script)
    }
}

/// A script's `ctx.data` of a name the watcher skips is refused in words an app's author reads too: it said the
/// name was one "feed watch never watches", a command an app does not run (`FeedWatch` skips it alike).
@Suite struct LibraryWordsTests {
    @Test func aSkippedDataNameIsNotExplainedByTheCommand() throws {
        let folder = FeedTests().makeFolder()
        folder.write("data/.cache.json", "[]")
        let script = try #require(folder.read("a.lua"))
        folder.write(
            "c.lua",
            script.replacingOccurrences(of: #""a"#, with: #""c"#).replacingOccurrences(
                of: "c.json", with: ".cache.json"))
        let build = try Feed(opening: folder.path).build()
        let messages = build.diagnostics.filter { $0.script == "c.lua" }.map(\.message)
        #expect(messages.contains { $0.contains(".cache.json is a name") }, "\(messages)")
        #expect(!messages.contains { $0.contains("feed watch") }, "\(messages)")
    }
}
