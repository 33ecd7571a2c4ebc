import FeedDiff
import FeedHost
import FileWatching
import Foundation
import Glibc
import Testing

/// A change re-runs exactly the scripts that depend on it, and the incremental rebuild equals a full build.
@Suite("Watch: dependencies")
struct DependencyTests {
    @Test func aDataFileChangeReachesOnlyItsReaders() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", data: "a.json"),
            "b.lua": WatchFeed.script("b", data: "./b.json"),
            "c.lua": WatchFeed.script("c"),
            "data/a.json": #"[{"id": "a-0", "title": "first"}]"#,
            "data/b.json": #"[{"id": "b-0", "title": "second"}]"#,
        ])
        feed.write("data/b.json", #"[{"id": "b-0", "title": "edited"}, {"id": "b-1", "title": "added"}]"#)
        let update = try #require(feed.nextUpdate())
        // b.lua spelled the name `./b.json`; the watcher reports `data/b.json`: the same file.
        #expect(update.rerun == ["b.lua"])
        #expect(update.document.titles["b"] == ["edited", "added"])
        #expect(update.document.sections == (try feed.fullBuild()).sections)
        feed.write("data/a.json", #"[{"id": "a-0", "title": "changed"}]"#)
        #expect(feed.nextUpdate()?.rerun == ["a.lua"])
    }

    @Test func aDataFileNoScriptReadsRebuildsNothing() throws {
        let feed = try WatchFeed(["a.lua": WatchFeed.script("a"), "data/unused.json": "[]"])
        feed.write("data/unused.json", "[1]")
        feed.write("NOTES.md", "not a script")
        #expect(feed.nextUpdate(timeout: .milliseconds(600)) == nil)
    }

    @Test func aModuleChangeReachesItsRequirersThroughNestedRequires() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", requires: ["recipes"]),
            "b.lua": WatchFeed.script("b"),
            "c.lua": WatchFeed.script("c", requires: ["util.text"]),
            "lib/recipes.lua": "local text = require \"util.text\"\nreturn { size = 50 }",
            "lib/util/text.lua": "return { upper = string.upper }",
        ])
        feed.write("lib/util/text.lua", "return { upper = string.upper, lower = string.lower }")
        // a.lua requires util.text through recipes; c.lua directly; b.lua not at all.
        #expect(feed.nextUpdate()?.rerun == ["a.lua", "c.lua"])
        feed.write("lib/recipes.lua", "return { size = 60 }")
        #expect(feed.nextUpdate()?.rerun == ["a.lua"])
    }

    /// `layout(env)` and `measure` run after the script's file has: a module only they require is still one of
    /// its dependencies (a save of it left the feed on the old rows).
    @Test func aModuleRequiredByLayoutOrMeasureReachesTheScript() throws {
        let rows = "layout.item { width = fractionalWidth(1), height = fractionalHeight(1) }"
        let feed = try WatchFeed([
            "a.lua": """
            return { id = "a", items = { { id = "a-0" } },
              layout = function(env)
                local height = require("rows").height
                return layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                  height = absolute(height), subitems = { \(rows) } } }
              end }
            """,
            "b.lua": """
            return { id = "b", items = { { id = "b-0" } },
              measure = function(item, proposed) return { width = proposed.width, height = require("tall").height } end,
              layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                height = estimated(44), subitems = { layout.item { width = fractionalWidth(1),
                height = estimated(44) } } } } }
            """,
            "lib/rows.lua": "return { height = 50 }", "lib/tall.lua": "return { height = 70 }",
        ])
        #expect(feed.first.document.sections.map(\.frame.height) == [50, 70])
        feed.write("lib/rows.lua", "return { height = 80 }")
        let laid = try #require(feed.nextUpdate())
        #expect(laid.rerun == ["a.lua"])
        #expect(laid.document.sections.map(\.frame.height) == [80, 70])
        feed.write("lib/tall.lua", "return { height = 90 }")
        let measured = try #require(feed.nextUpdate())
        #expect(measured.rerun == ["b.lua"])
        #expect(measured.document.sections.map(\.frame.height) == [80, 90])
    }

    /// A module required under `pcall` that is not there yet is a dependency too: made later, it runs the script.
    @Test func aModuleMissingWhenRequiredRunsItsRequirerWhenMade() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a").replacingOccurrences(
                of: "title = \"one\"",
                with: "title = (pcall(require, \"extra\") and require(\"extra\").title or \"none\")"),
            "lib/other.lua": "return 1",
        ])
        #expect(feed.first.document.titles["a"] == ["none"])
        feed.write("lib/extra.lua", "return { title = \"extra\" }")
        let update = try #require(feed.nextUpdate())
        #expect(update.rerun == ["a.lua"])
        #expect(update.document.titles["a"] == ["extra"])
    }

    @Test func aNewScriptAddsASectionAndARemovedOneRemovesIt() throws {
        let feed = try WatchFeed(["a.lua": WatchFeed.script("a"), "c.lua": WatchFeed.script("c")])
        feed.write("b.lua", WatchFeed.script("b", titles: ["x", "y"]))
        let added = try #require(feed.nextUpdate())
        #expect(added.rerun == ["b.lua"])
        #expect(added.document.sectionIDs == ["a", "b", "c"])
        #expect(added.document.changes?.changeset.sections.inserted == ["b"])
        #expect(added.document.sections == (try feed.fullBuild()).sections)
        try feed.remove("a.lua")
        let removed = try #require(feed.nextUpdate())
        #expect(removed.rerun.isEmpty)
        #expect(removed.document.sectionIDs == ["b", "c"])
        #expect(removed.document.changes?.changeset.sections.deleted == ["a"])
        // Section b moved up by a's one 50-point row: [0, 0, 390, 50] for its first item.
        #expect(removed.document.sections.first?.items.first?.frame.y == 0)
        #expect(removed.document.sections == (try feed.fullBuild()).sections)
    }

    @Test func feedLuaReordersWithoutRunningAnyScript() throws {
        let feed = try WatchFeed([
            "feed.lua": #"return { sections = { "a", "b", "c" } }"#,
            "a.lua": WatchFeed.script("a"), "b.lua": WatchFeed.script("b"), "c.lua": WatchFeed.script("c"),
        ])
        feed.write("feed.lua", #"return { sections = { "c", "a", "b" }, interSectionSpacing = 10 }"#)
        let update = try #require(feed.nextUpdate())
        #expect(update.rerun == ["feed.lua"])
        #expect(update.document.sectionIDs == ["c", "a", "b"])
        #expect(update.document.changes?.changeset.sections.moved.map(\.id) == ["c"])
        // Three 50-point sections 10 apart: a starts at 60, b at 120.
        #expect(update.document.sections.map(\.frame.y) == [0, 60, 120])
        #expect(update.document.sections == (try feed.fullBuild()).sections)
    }

    @Test func theStateFileFollowsEveryCleanRebuild() throws {
        let feed = try WatchFeed(["a.lua": WatchFeed.script("a")], state: true)
        #expect(feed.first.savedState)
        feed.write("a.lua", WatchFeed.script("a", titles: ["one", "two"]))
        let update = try #require(feed.nextUpdate())
        #expect(update.savedState)
        guard case .state(let saved) = StateStore(feedDirectory: feed.path).load() else {
            Issue.record("no state file")
            return
        }
        #expect(saved.sections.flatMap { $0.items.map(\.id) } == ["a-0", "a-1"])
        // A new session diffs its first build against that state: nothing changed.
        let again = try WatchFeed.resume(feed)
        #expect(again.document.changes?.baseline == .previous)
        #expect(again.document.changes?.isEmpty == true)
    }

    /// Data read through a link inside `data/`: a file linked to another (`x.json` → `sub/real.json`), which
    /// inotify names alone when it is saved, and a folder linked to another (`z-sets` → `other`), whose files the
    /// watcher names by the path it walked first. A save of the real file re-runs the reader (it kept the old
    /// bytes), and so does its deletion.
    @Test(arguments: [
        (link: "x.json", to: "sub/real.json", read: "x.json", real: "data/sub/real.json"),
        (link: "z-sets", to: "other", read: "z-sets/x.json", real: "data/other/x.json"),
    ])
    func dataReadThroughALinkFollowsTheRealFile(link: String, to target: String, read: String, real: String) throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", data: read), real: #"[{"id": "a-0", "title": "first"}]"#,
        ])
        #expect(symlink(target, feed.path + "/data/" + link) == 0)
        feed.write("a.lua", WatchFeed.script("a", data: read) + "\n")
        #expect(feed.nextUpdate()?.document.titles["a"] == ["first"])
        feed.write(real, #"[{"id": "a-0", "title": "edited"}]"#)
        let edited = try #require(feed.nextUpdate())
        #expect(edited.rerun == ["a.lua"])
        #expect(edited.document.titles["a"] == ["edited"])
        try feed.remove(real)
        let removed = try #require(feed.nextUpdate())
        #expect(removed.rerun == ["a.lua"])
        // The file linked to is gone: the link is named as one to nothing; a file in a linked folder is not there.
        let reason = read == link ? "a dangling symlink" : "no such file"
        #expect(removed.document.errors.first?.message.contains(reason) == true)
    }

    /// The same for modules: `require "z.mod"` with `lib/z` a link to `lib/other` (the watcher names the file
    /// `lib/other/mod.lua`, module `other.mod`), and `require "m"` with `lib/m.lua` a link to `lib/sub/real.lua`.
    @Test(arguments: [
        (link: "lib/z", to: "other", module: "z.mod", real: "lib/other/mod.lua"),
        (link: "lib/m.lua", to: "sub/real.lua", module: "m", real: "lib/sub/real.lua"),
    ])
    func aModuleRequiredThroughALinkFollowsTheRealFile(link: String, to target: String, module: String, real: String)
        throws
    {
        let script = { (n: Int) in
            "local m = require \"\(module)\"\nassert(m.v)\n" + WatchFeed.script("a", titles: ["t\(n)"])
        }
        let feed = try WatchFeed(["a.lua": script(0), real: "return { v = 1 }"])
        #expect(symlink(target, feed.path + "/" + link) == 0)
        feed.write("a.lua", script(1))
        #expect(feed.nextUpdate()?.document.errors.isEmpty == true)
        feed.write(real, "return { v = 2 }")
        #expect(feed.nextUpdate()?.rerun == ["a.lua"])
        try feed.remove(real)
        let removed = try #require(feed.nextUpdate())
        #expect(removed.rerun == ["a.lua"])
        #expect(removed.document.errors.first?.message.contains(module) == true)
    }

    /// A data file of a terabyte (sparse) is the reader's error by its size, and when it grows the error follows
    /// at once: the watcher hashes no more of a file than the host would read (`WatchOptions.hashLimit`), plus its
    /// size, where it used to read all of it before the first build (90 s for 20 GB).
    @Test func aHugeDataFileIsHashedNoFurtherThanTheHostReadsAndItsGrowthIsSeen() throws {
        let feed = try WatchFeed([
            "a.lua": WatchFeed.script("a", data: "huge.json"), "data/huge.json": "[]",
        ])
        #expect(WatchOptions().hashLimit >= max(ReadLimits.data, ReadLimits.script))
        // As `truncate -s` does it: open, `ftruncate`, close (a path's `truncate(2)` alone closes no file, so no
        // inotify event that the watcher asks for says it was written).
        func resize(to size: Int) {
            let descriptor = open(feed.path + "/data/huge.json", O_WRONLY | O_CLOEXEC)
            #expect(descriptor >= 0 && ftruncate(descriptor, off_t(size)) == 0)
            close(descriptor)
        }
        resize(to: 1 << 40)
        let grown = try #require(feed.nextUpdate())
        #expect(grown.document.errors.first?.message.contains("it is 1099511627776 bytes, over the limit") == true)
        resize(to: (1 << 40) + 1)
        let again = try #require(feed.nextUpdate())
        #expect(again.document.errors.first?.message.contains("it is 1099511627777 bytes, over the limit") == true)
    }
}

extension WatchFeed {
    /// A second session's first build over the same folder and state file.
    static func resume(_ feed: WatchFeed) throws -> WatchUpdate {
        let session = WatchSession(
            folder: try FeedFolder.discover(at: feed.path), configuration: PipelineConfiguration(),
            store: StateStore(feedDirectory: feed.path))
        return session.start()
    }
}
