import Dispatch
import FeedDiff
import FeedEngine
import FeedLayout
import FeedTestSupport
import Synchronization
import Testing

/// The embedding API on a small feed: two sections of 50-point rows read from `data/`.
@Suite struct FeedTests {
    func makeFolder() -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "feedengine")
        for id in ["a", "b"] {
            folder.write(
                "\(id).lua",
                """
                return {
                  id = "\(id)",
                  items = function(ctx) return ctx.data("\(id).json") end,
                  layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                    height = absolute(50),
                    subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } },
                }
                """)
        }
        folder.write("data/a.json", #"[{ "id": "a1" }, { "id": "a2" }]"#)
        folder.write("data/b.json", #"[{ "id": "b1" }]"#)
        return folder
    }

    @Test func firstBuildLaysOutAndInsertsEverything() throws {
        let folder = makeFolder()
        let feed = try Feed(opening: folder.path)
        #expect(feed.scripts == ["a.lua", "b.lua"])
        let build = feed.build()
        #expect(build.succeeded && build.diagnostics.isEmpty)
        #expect(build.sectionIDs == ["a", "b"])
        // Rows of 50 at 390 wide, one after the other: a1 at 0, a2 at 50, b1 at 100 (docs/spec/layout.md §3.1).
        let layout = try #require(build.layout)
        #expect(layout.contentSize == Size(width: 390, height: 150))
        #expect(layout.itemFrame(section: 1, item: 0) == Rect(x: 0, y: 100, width: 390, height: 50))
        #expect(build.snapshot?.sectionIdentifiers == ["a", "b"])
        let changes = try #require(build.changes)
        #expect(changes.batch.insertSections == [0, 1])
    }

    @Test func secondBuildDiffsAgainstTheFirst() throws {
        let folder = makeFolder()
        let feed = try Feed(opening: folder.path)
        let first = feed.build()
        folder.write("data/a.json", #"[{ "id": "a2" }, { "id": "a1" }, { "id": "a3" }]"#)
        let second = feed.build(against: first.baseline)
        let batch = try #require(second.changes?.batch)
        // Applying the batch to the first snapshot gives the second (docs/spec/contract.md §5).
        let old = try #require(first.snapshot)
        let new = try #require(second.snapshot)
        #expect(try old.applying(try #require(second.changes), reading: new) == new)
        #expect(batch.insertItems == [ItemPath(section: 0, item: 2)])
        #expect(batch.moveItems.count == 1)
    }

    @Test func baselineRoundTripsThroughTheStateFile() throws {
        let folder = makeFolder()
        let feed = try Feed(opening: folder.path)
        #expect(try FeedBaseline.load(from: feed.statePath) == nil)
        let first = feed.build()
        try first.baseline.save(to: feed.statePath)
        let saved = try #require(try FeedBaseline.load(from: feed.statePath))
        #expect(saved.sectionIDs == ["a", "b"])
        // Nothing changed since: an empty change set.
        #expect(feed.build(against: saved).changes?.isEmpty == true)
        folder.write("data/b.json", #"[]"#)
        let changes = try saved.changes(to: feed.build().baseline)
        #expect(changes.batch.deleteItems == [ItemPath(section: 1, item: 0)])
    }

    @Test func aSavePreparedOnAnotherThreadWritesTheSameFile() throws {
        let folder = makeFolder()
        let feed = try Feed(opening: folder.path)
        let plain = feed.build()
        try plain.save(to: folder.path + "/plain.json")
        var prepared = feed.build()
        prepared.prepareSave()
        // Work done meanwhile (`feed build` prints its output here) changes nothing of what is saved.
        _ = prepared.json
        try prepared.save(to: folder.path + "/prepared.json")
        try prepared.save(to: folder.path + "/again.json")
        let expected = try #require(folder.read("plain.json"))
        #expect(folder.read("prepared.json") == expected)
        #expect(folder.read("again.json") == expected)
        #expect(try FeedBaseline.load(from: folder.path + "/prepared.json")?.sectionIDs == ["a", "b"])
    }

    @Test func aFailedBuildIsNotSavedEvenWhenPrepared() throws {
        let folder = makeFolder()
        folder.write("c.lua", "return { id = \"c\", layout = layout.section { group = 5 } }")
        var build = try Feed(opening: folder.path).build()
        build.prepareSave()
        #expect(throws: FeedError.self) { try build.save(to: folder.path + "/state.json") }
        #expect(folder.read("state.json") == nil)
    }

    @Test func scriptErrorsAreDiagnosticsNotThrows() throws {
        let folder = makeFolder()
        folder.write("c.lua", "return { id = \"c\", layout = layout.section { group = 5 } }")
        let build = try Feed(opening: folder.path).build()
        #expect(!build.succeeded)
        #expect(build.layout == nil && build.snapshot == nil && build.changes == nil)
        let error = try #require(build.diagnostics.first)
        #expect(error.severity == .error && error.script == "c.lua" && error.line == 1)
        #expect(error.description.hasPrefix("c.lua:1: layout.group: "))
    }

    @Test func openingAMissingFolderThrows() {
        #expect(throws: FeedError.self) { try Feed(opening: "/nonexistent/feed-folder") }
    }

    /// A path holding a NUL byte (a name taken from a request, `state.json%00.bak` decoded) names no file, but the
    /// system calls read it only up to the NUL: the state was written to, and read from, `state.json` beside it,
    /// and a folder before the NUL was opened as the feed. Each is refused, and nothing is written.
    @Test func aPathWithANulByteIsRefusedRatherThanCutShort() throws {
        let folder = makeFolder()
        let build = try Feed(opening: folder.path).build()
        let cut = folder.path + "/state.json"
        #expect(throws: FeedError.self) { try build.save(to: cut + "\u{0}.bak") }
        #expect(throws: FeedError.self) { try build.baseline.save(to: cut + "\u{0}.bak") }
        #expect(folder.read("state.json") == nil)
        try build.save(to: cut)
        #expect(throws: FeedError.self) { try FeedBaseline.load(from: cut + "\u{0}.bak") }
        #expect(throws: FeedError.self) { try FeedBaseline(reading: cut + "\u{0}.bak") }
        #expect(throws: FeedError.self) { try Feed(opening: folder.path + "\u{0}/elsewhere") }
    }

    /// Two saves of one path at once in one process (two `Feed`s of one folder built on two threads, each saving
    /// to its `statePath`) took the same temporary name, `state.json.feed-tmp-<pid>`: the second unlinked the first's
    /// file and made its own there, the first renamed that one, half written, into place, and the second's rename
    /// failed with "No such file or directory". Every save must succeed and leave a whole state.
    @Test func concurrentSavesOfOnePathEachSucceed() throws {
        let folder = makeFolder()
        let items = (0..<20_000).map { #"{ "id": "a\#($0)", "title": "an item with a title" }"# }
        folder.write("data/a.json", "[" + items.joined(separator: ", ") + "]")
        let baseline = try Feed(opening: folder.path).build().baseline
        let path = folder.path + "/state.json"
        let failures = Mutex<[String]>([])
        for _ in 0..<10 {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    try baseline.save(to: path)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(3) })")
        #expect(try FeedBaseline(reading: path).sectionIDs == ["a", "b"])
    }

    /// An environment no screen has (a scale of 1e308, a width of 1e308) passed the checks for finite, positive
    /// values, and the build "succeeded" with frames past the largest double: `"scrollContentSize": [null, 50]`
    /// in its JSON. Sizes past the geometry limit (1,000,000 points) and scales past the command line's 16 are
    /// errors naming the field.
    @Test func anEnvironmentPastTheGeometryLimitsIsAnError() throws {
        let folder = makeFolder()
        folder.write(
            "c.lua",
            """
            return {
              id = "c", items = { { id = "c1" }, { id = "c2" } },
              layout = layout.section { orthogonalScrolling = "continuous", group = layout.group.horizontal {
                width = fractionalWidth(0.9), height = absolute(50),
                subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } },
            }
            """)
        let environments = [
            // Named as the app sets them (`FeedEnvironment.layout`), not as `feed` names its options.
            ("layout.scale", LayoutEnvironment(scale: 1e308)),
            ("layout.width", LayoutEnvironment(width: 1e308, height: 844)),
        ]
        for (field, layout) in environments {
            let build = try Feed(opening: folder.path, environment: FeedEnvironment(layout: layout)).build()
            #expect(!build.succeeded, "\(field)")
            #expect(build.diagnostics.first?.field == field, "\(build.diagnostics)")
            #expect(!build.json.contains("[null"))
        }
    }

    /// A caller that means "no limit" by the largest number: `timeLimit: .max` milliseconds overflowed when made
    /// nanoseconds and the build trapped. A limit too large to count is as good as none.
    @Test func aTimeLimitTooLargeToCountIsNoLimit() throws {
        let folder = makeFolder()
        let environment = FeedEnvironment(timeLimit: .max, feedTimeLimit: .max)
        let build = try Feed(opening: folder.path, environment: environment).build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(build.sectionIDs == ["a", "b"])
    }

    /// A limit that cannot be one is refused naming it, as the command line refuses `--script-timeout -1`: a
    /// negative time meant no limit, and a budget of -2 instructions failed every script with advice to raise
    /// `--instruction-budget -2`. An environment set so later fails the next build the same way.
    @Test(arguments: [
        (FeedEnvironment(instructionBudget: -2), "environment.instructionBudget: expected a positive number of"),
        (FeedEnvironment(memoryCap: 0), "environment.memoryCap: expected a positive number of bytes, got 0"),
        (FeedEnvironment(memoryLimit: -1), "environment.memoryLimit: expected a positive number of bytes, got -1"),
        (FeedEnvironment(timeLimit: -1), "environment.timeLimit: expected milliseconds (0 for no limit), got -1"),
        (FeedEnvironment(feedTimeLimit: -5), "environment.feedTimeLimit: expected milliseconds"),
    ])
    func aLimitThatCannotBeOneIsRefusedNamingIt(environment: FeedEnvironment, message: String) throws {
        let folder = makeFolder()
        #expect(throws: FeedError.self) { try Feed(opening: folder.path, environment: environment) }
        #expect(throws: FeedError.self) { try FeedSession(feedAt: folder.path, environment: environment) }
        // A state read within such limits: every state took "more than that limit" for a cap of -1.
        let saved = try Feed(opening: folder.path).build()
        let state = folder.path + "/saved.json"
        try saved.save(to: state)
        #expect(throws: FeedError.self) { try FeedBaseline.load(from: state, environment: environment) }
        #expect(throws: FeedError.self) { try FeedBaseline(reading: state, environment: environment) }
        #expect(try FeedBaseline.load(from: state)?.sectionIDs == ["a", "b"])
        do {
            _ = try Feed(opening: folder.path, environment: environment)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
        let feed = try Feed(opening: folder.path)
        feed.environment = environment
        let build = feed.build()
        #expect(!build.succeeded)
        #expect(build.diagnostics.map(\.message).contains { $0.hasPrefix(message) }, "\(build.diagnostics)")
        feed.environment = FeedEnvironment()
        #expect(feed.build().succeeded)
    }
}

/// `FeedWatch` on a real folder: a build, then one per save, each diffed against the one before.
@Suite struct FeedWatchTests {
    @Test func rebuildsAfterASaveAndStopsWhenAsked() throws {
        let folder = TemporaryDirectory(prefix: "feedwatch")
        folder.write(
            "a.lua",
            """
            return { id = "a", items = function(ctx) return ctx.data("a.json") end,
              layout = layout.list {} }
            """)
        folder.write("data/a.json", #"[{ "id": "a1" }]"#)
        let watch = try FeedWatch(feedAt: folder.path)
        // A save that never arrives must not hang the test.
        let stopper = watch.stopper
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { stopper.stop() }
        var builds: [FeedBuild] = []
        watch.run { build in
            builds.append(build)
            if builds.count == 1 { folder.write("data/a.json", #"[{ "id": "a1" }, { "id": "a2" }]"#) }
            return builds.count < 2
        }
        try #require(builds.count == 2)
        #expect(builds[0].changes?.batch.insertSections == [0])
        #expect(builds[1].changes?.batch.insertItems == [ItemPath(section: 0, item: 1)])
        #expect(builds[1].snapshot?.itemIdentifiers == ["a1", "a2"])
    }

    /// `FeedEnvironment.feedTimeLimit` reaches the run: with each script's own limit off, only the feed's deadline
    /// ends these loops, and their errors name `FeedEnvironment.feedTimeLimit`.
    @Test func theFeedsTimeLimitStopsItsScripts() throws {
        let folder = TemporaryDirectory(prefix: "feedengine-deadline")
        for id in ["a", "b", "c"] {
            folder.write(
                "\(id).lua",
                "return { id = '\(id)', items = function(ctx) while true do end end, layout = layout.list {} }")
        }
        let environment = FeedEnvironment(instructionBudget: Int.max / 2, timeLimit: 0, feedTimeLimit: 200)
        let build = try Feed(opening: folder.path, environment: environment).build()
        #expect(!build.succeeded)
        #expect(build.diagnostics.count == 3)
        #expect(
            build.diagnostics.allSatisfy {
                $0.message.hasPrefix("feed time limit exceeded: the feed's scripts ran for 200 ms")
            })
    }
}
