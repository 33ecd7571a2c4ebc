import FeedHost
import FeedTestSupport
import FileWatching
import Testing

/// A save can land between the watcher hashing a file and a script reading it: the rebuild for the older bytes
/// then reads the newer ones, and the watcher's next batch reports those. That batch is no news to a script whose
/// last run read exactly those bytes, so it does not run again (a second, identical rebuild); bytes it has not
/// read run it as before.
@Suite struct BytesAlreadyReadTests {
    /// The watcher's next batch: the hashes the session is given, taken as `feed watch` takes them.
    private func batch(_ feed: WatchFeed) -> [FileChange] {
        guard case .changes(let changes) = feed.watcher.next(timeout: .seconds(20)) else { return [] }
        return changes
    }

    /// Saves `name` twice, the second save landing before the rebuild for the first: that rebuild reads the
    /// second save's bytes, the batch of the second save is then nothing new, and a third save runs it again.
    private func saveOvertakesItsRebuild(
        _ feed: WatchFeed, _ name: String, texts: (String, String, String), shows titles: (String, String)
    ) throws {
        feed.write(name, texts.0)
        let hashedBeforeTheLastSave = batch(feed)
        feed.write(name, texts.1)
        let lastSave = batch(feed)
        #expect(hashedBeforeTheLastSave.map(\.path) == [name])
        #expect(lastSave.map(\.path) == [name])

        let update = try #require(feed.session.apply(hashedBeforeTheLastSave))
        #expect(update.document.titles["a"] == [titles.0])
        #expect(feed.session.apply(lastSave) == nil)

        feed.write(name, texts.2)
        let next = try #require(feed.session.apply(batch(feed)))
        #expect(next.rerun == ["a.lua"])
        #expect(next.document.titles["a"] == [titles.1])
    }

    @Test func aDataFileTheRebuildAlreadyReadRunsNothing() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", data: "a.json"), "data/a.json": #"[{"id": "a-0", "title": "zero"}]"#,
        ])
        let saves = (1...3).map { #"[{"id": "a-0", "title": "save \#($0)"}]"# }
        try saveOvertakesItsRebuild(
            feed, "data/a.json", texts: (saves[0], saves[1], saves[2]), shows: ("save 2", "save 3"))
    }

    @Test func aScriptTheRebuildAlreadyRanRunsNothing() throws {
        let feed = try WatchFeed(["a.lua": WatchFeed.script("a", titles: ["zero"])])
        let saves = (1...3).map { WatchFeed.script("a", titles: ["save \($0)"]) }
        try saveOvertakesItsRebuild(feed, "a.lua", texts: (saves[0], saves[1], saves[2]), shows: ("save 2", "save 3"))
    }

    @Test func aModuleTheRebuildAlreadyLoadedRunsNothing() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", requires: ["names"])
                .replacingOccurrences(of: "title = \"one\"", with: "title = names.title"),
            "lib/names.lua": "return { title = \"zero\" }",
        ])
        let saves = (1...3).map { "return { title = \"save \($0)\" }" }
        try saveOvertakesItsRebuild(
            feed, "lib/names.lua", texts: (saves[0], saves[1], saves[2]), shows: ("save 2", "save 3"))
    }

    /// `feed.lua` as the sections: its own bytes and its modules' are hashed as it loads them.
    @Test func theManifestTheRebuildAlreadyLoadedLoadsNothing() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a"), "b.lua": WatchFeed.script("b"),
            "feed.lua": #"return { sections = { "a", "b" } }"#,
        ])
        feed.write("feed.lua", #"return { sections = { "b", "a" } }"#)
        let hashedBeforeTheLastSave = batch(feed)
        feed.write("feed.lua", #"return { sections = { "a", "b" }, interSectionSpacing = 10 }"#)
        let lastSave = batch(feed)
        let update = try #require(feed.session.apply(hashedBeforeTheLastSave))
        #expect(update.document.sectionIDs == ["a", "b"])
        #expect(update.document.sections.last?.frame.y == 60)
        #expect(feed.session.apply(lastSave) == nil)
    }

    /// A module `feed.lua` required loads it again when saved, unless it loaded those bytes; a module it never
    /// required does not load it at all.
    @Test func theManifestFollowsOnlyTheModulesItRequired() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a"), "b.lua": WatchFeed.script("b"),
            "feed.lua": #"local order = require "order" return { sections = order }"#,
            "lib/order.lua": #"return { "a", "b" }"#, "lib/unused.lua": "return 1",
        ])
        feed.write("lib/unused.lua", "return 2")
        #expect(feed.session.apply(batch(feed)) == nil)
        feed.write("lib/order.lua", #"return { "b", "a" }"#)
        let hashedBeforeTheLastSave = batch(feed)
        feed.write("lib/order.lua", #"return { "a", "b" }"#)
        let lastSave = batch(feed)
        let update = try #require(feed.session.apply(hashedBeforeTheLastSave))
        #expect(update.rerun == ["feed.lua"])
        #expect(update.document.sectionIDs == ["a", "b"])
        #expect(feed.session.apply(lastSave) == nil)
        feed.write("lib/order.lua", #"return { "b", "a" }"#)
        #expect(try #require(feed.session.apply(batch(feed))).document.sectionIDs == ["b", "a"])
    }

    /// Bytes other than those the last run read run the script again, even bytes it read before (a save undone).
    @Test func bytesTheLastRunDidNotReadRunItAgain() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", data: "a.json"), "data/a.json": #"[{"id": "a-0", "title": "zero"}]"#,
        ])
        feed.write("data/a.json", #"[{"id": "a-0", "title": "one"}]"#)
        let one = batch(feed)
        #expect(try #require(feed.session.apply(one)).document.titles["a"] == ["one"])
        feed.write("data/a.json", #"[{"id": "a-0", "title": "zero"}]"#)
        let undone = try #require(feed.session.apply(batch(feed)))
        #expect(undone.document.titles["a"] == ["zero"])
        #expect(undone.rerun == ["a.lua"])
    }
}
