import FeedDiff
import FeedHost
import Foundation
import Testing

/// A failing script keeps its last good section; its error, with file and line, stays until it is fixed.
@Suite("Watch: last good section")
struct LastGoodTests {
    static let files = [
        "a.lua": WatchFeed.script("a", titles: ["good"]),
        "b.lua": WatchFeed.script("b", titles: ["other"]),
    ]

    @Test func aSyntaxErrorKeepsTheSectionUntilTheFix() throws {
        let feed = try WatchFeed(Self.files)
        feed.write("a.lua", "return {\n  id = \"a\",\n  items = { { id = \"a-0\" } \n  layout = 3,\n}\n")
        let broken = try #require(feed.nextUpdate())
        let error = try #require(broken.document.errors.first)
        #expect(error.script == "a.lua")
        #expect(error.line != nil)
        #expect(broken.document.titles["a"] == ["good"])
        #expect(broken.document.changes?.isEmpty == true)
        #expect(!broken.savedState)

        // Saving another script leaves the error on screen.
        feed.write("b.lua", WatchFeed.script("b", titles: ["other", "more"]))
        let unrelated = try #require(feed.nextUpdate())
        #expect(unrelated.document.errors.map(\.script) == ["a.lua"])
        #expect(unrelated.document.titles == ["a": ["good"], "b": ["other", "more"]])

        feed.write("a.lua", WatchFeed.script("a", titles: ["fixed"]))
        let fixed = try #require(feed.nextUpdate())
        #expect(fixed.document.errors.isEmpty)
        #expect(fixed.document.titles["a"] == ["fixed"])
        #expect(fixed.document.changes?.changeset.items.updated == ["a-0"])
    }

    @Test func aRuntimeErrorAndARunawayLoopKeepTheSection() throws {
        let feed = try WatchFeed(Self.files, limits: ScriptLimits(instructionBudget: 200_000))
        feed.write("a.lua", WatchFeed.script("a", extra: "oops = nil + 1,"))
        let failed = try #require(feed.nextUpdate())
        #expect(failed.document.errors.map(\.script) == ["a.lua"])
        #expect(failed.document.errors.first?.line == 5)
        #expect(failed.document.titles["a"] == ["good"])

        feed.write("a.lua", "while true do end")
        let runaway = try #require(feed.nextUpdate())
        #expect(runaway.document.errors.map(\.script) == ["a.lua"])
        #expect(runaway.document.titles["a"] == ["good"])
    }

    @Test func aLayoutTheEngineRejectsKeepsTheLastGoodLayout() throws {
        let feed = try WatchFeed(Self.files)
        let bad = WatchFeed.script("a", titles: ["new"]).replacingOccurrences(
            of: "height = absolute(50)", with: "height = absolute(-50)")
        feed.write("a.lua", bad)
        let rejected = try #require(feed.nextUpdate())
        #expect(rejected.document.errors.map(\.script) == ["a.lua"])
        #expect(rejected.document.errors.first?.field.hasPrefix("layout") == true)
        #expect(rejected.document.titles["a"] == ["good"])
        #expect(rejected.document.sections.first?.frame.height == 50)
    }

    @Test func aMissingModuleIsRetriedWhenItAppears() throws {
        let feed = try WatchFeed(Self.files.merging(["lib/keep.lua": "return {}"]) { $1 })
        feed.write("a.lua", WatchFeed.script("a", titles: ["needs"], requires: ["helper"]))
        let missing = try #require(feed.nextUpdate())
        #expect(missing.document.errors.first?.message.contains("helper") == true)
        feed.write("lib/helper.lua", "return {}")
        let found = try #require(feed.nextUpdate())
        #expect(found.rerun == ["a.lua"])
        #expect(found.document.errors.isEmpty)
        #expect(found.document.titles["a"] == ["needs"])
    }

    @Test func aFirstBuildThatFailsShowsTheOtherSections() throws {
        let feed = try WatchFeed(["a.lua": "return {", "b.lua": WatchFeed.script("b")])
        #expect(feed.first.document.sectionIDs == ["b"])
        #expect(feed.first.document.errors.first?.script == "a.lua")
        feed.write("a.lua", WatchFeed.script("a"))
        let fixed = try #require(feed.nextUpdate())
        #expect(fixed.document.sectionIDs == ["a", "b"])
        #expect(fixed.document.changes?.changeset.sections.inserted == ["a"])
    }
}
