import Foundation
import Testing

/// The feed-wide memory limit (issue 18, item 3): what every script's Lua state holds and what the scripts return
/// to the host, counted by the size the host keeps, stop at `--memory-limit` (256 MiB by default) with an error
/// naming the script, however the values are shared inside Lua — through the real binary, its peak memory
/// measured.
@Suite(.serialized) struct MemoryLimitTests {
    /// A section whose `items(ctx)` runs `body` and returns `items`.
    private static func section(_ id: String, _ body: String) -> String {
        """
        return {
          id = "\(id)",
          items = function(ctx)
            \(body)
            return items
          end,
          layout = layout.list { rowHeight = absolute(50) },
        }
        """
    }

    /// 1,000 items sharing one table of 9,000 numbers: under 1 MB in Lua, 9 million values (423 MB of the process
    /// and 62 MB of JSON before the limit).
    static let sharedTable = section(
        "shared",
        """
        local t = {} for i = 1, 9000 do t[i] = i * 1.5 end
        items = {} for i = 1, 1000 do items[i] = { id = "i" .. i, v = t } end
        """)

    @Test func itemsSharingOneTableStopAtTheFeedLimit() throws {
        let feed = FeedFixture()
        feed.write("shared.lua", Self.sharedTable)
        let run = try MeasuredRun.feed(["build", feed.path, "--no-state", "--format", "json"])
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "error: shared.lua: items: out of memory: the feed reached its memory limit of 256 MiB"),
            "\(run.errors)")
        #expect(run.errors.contains("raise the feed's limit with --memory-limit, e.g. --memory-limit 512M"))
        #expect(run.outputBytes < 1 << 20)
        // 399 MiB before the limit; about 156 MiB measured with it (debug build).
        #expect(run.peakMemory < 200 << 20, "peak \(run.peakMemory >> 20) MiB")
        // The measurement saw the work: the host held a good part of the limit before it refused.
        #expect(run.peakMemory > 100 << 20, "peak \(run.peakMemory >> 20) MiB")
    }

    @Test func theLimitIsAFlag() throws {
        let feed = FeedFixture()
        feed.write("shared.lua", Self.sharedTable.replacingOccurrences(of: "9000", with: "900"))
        let passes = try MeasuredRun.feed(["build", feed.path, "--no-state", "--format", "json"])
        #expect(passes.status == 0, "\(passes.errors)")
        let fails = try MeasuredRun.feed([
            "build", feed.path, "--no-state", "--format", "json", "--memory-limit", "16M", "--memory-cap", "8M",
        ])
        #expect(fails.status == 1)
        #expect(fails.errors.contains("the feed reached its memory limit of 16 MiB"), "\(fails.errors)")
    }

    /// What these tests do not test: the time limit, raised from 5 s so that a debug build on a loaded machine
    /// (load ~10 on two cores) meets the memory limit first, as it does on a quiet one.
    static let slowMachine = ["--script-timeout", "30"]

    /// Builds a feed of one section `text` whose items are made by `body`, which the feed's memory limit
    /// must refuse.
    private static func refusedText(_ body: String, limit: [String] = []) throws -> MeasuredRun {
        let feed = FeedFixture()
        feed.write("text.lua", section("text", body))
        let run = try MeasuredRun.feed(["build", feed.path, "--no-state", "--format", "text"] + limit + slowMachine)
        #expect(run.status == 1)
        // At the items, or at the value inside them the conversion stopped at (`items[3].m.r`).
        #expect(
            run.errors.contains(/text\.lua: items(\[[0-9]+\][^:]*)?: out of memory: the feed reached its memory limit/),
            "\(run.errors)")
        return run
    }

    @Test func oneLongStringReturnedManyTimesCountsEveryTime() throws {
        // 8 MiB of text in Lua, 800 MiB once every item holds it.
        let run = try Self.refusedText(
            """
            local s = ("x"):rep(8 << 20)
            items = {} for i = 1, 100 do items[i] = { id = "i" .. i, text = s } end
            """)
        // The text is counted each time although the host shares one copy: refused long before the memory is
        // used (about 45 MiB peak measured), and the measurement saw at least the 8 MiB Lua holds.
        #expect(run.peakMemory < 120 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(run.peakMemory > 8 << 20, "peak \(run.peakMemory >> 20) MiB")
    }

    @Test func oneLongStringAmongManyKeysIsStillKeptOnce() throws {
        // 4 MiB of text in items that each have 400 other keys: the keys' strings land on every slot of the
        // host's decoded-string cache, the one the text's address hashes to among them. The text must still be
        // decoded once, not once per item until the limit (64 copies: about 290 MiB measured before the fix;
        // a CI run of the test above saw 284 MiB when one of its two keys happened to land on that slot).
        let run = try Self.refusedText(
            """
            local s = ("x"):rep(4 << 20)
            items = {}
            for i = 1, 100 do
              local item = { id = "i" .. i, text = s }
              for k = 1, 400 do item[("field"):rep(1 + k % 3) .. k] = k end
              items[i] = item
            end
            """)
        // About 40 MiB measured with the fix (debug build).
        #expect(run.peakMemory < 120 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(run.peakMemory > 4 << 20, "peak \(run.peakMemory >> 20) MiB")
    }

    @Test func scriptsThatEachHoldMemoryShareTheLimit() throws {
        // Twelve scripts that each keep 32 MiB alive after their run, each under its own 64 MiB cap: 384 MiB
        // together, past the feed's 256 MiB.
        let feed = FeedFixture()
        for index in 1...12 {
            feed.write(
                "s\(index).lua",
                Self.section(
                    "s\(index)",
                    """
                    held = {} for i = 1, 2000000 do held[i] = i end
                    items = { { id = "s\(index)-1" } }
                    """))
        }
        let run = try MeasuredRun.feed(["build", feed.path, "--no-state", "--format", "json", "--script-timeout", "0"])
        #expect(run.status == 1)
        #expect(run.errors.contains(": out of memory: the feed reached its memory limit of 256 MiB"), "\(run.errors)")
        // 413 MiB before the limit; about 285 MiB measured with it (the limit, the program, a state being built).
        #expect(run.peakMemory < 330 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(run.peakMemory > 200 << 20, "peak \(run.peakMemory >> 20) MiB")
        let raised = try MeasuredRun.feed([
            "build", feed.path, "--no-state", "--format", "json", "--script-timeout", "0", "--memory-limit", "1G",
        ])
        #expect(raised.status == 0, "\(raised.errors)")
    }

    /// One small table shared down 21 levels of tables that each hold the level below twice: 22 tables in Lua,
    /// 4 million once converted (2^22 less one), each to be charged its container besides its values. The
    /// second item's id sends the items through the full conversion (`"a"`, a duplicate, found before the
    /// tables are read) or the one-pass reader.
    @Test(arguments: ["a", "b"])
    func smallTablesSharedManyTimesStopAtTheFeedLimit(secondId: String) throws {
        let run = try Self.refusedText(
            """
            local t = { a = 1 }
            for level = 1, 21 do t = { l = t, r = t } end
            items = { { id = "a" }, { id = "\(secondId)" }, { id = "c", m = t } }
            """, limit: ["--memory-limit", "128M"])
        // Charged by their values alone, the tables took 376 MiB (full) and 209 MiB (one pass) before the
        // 128 MiB limit refused them; with their containers charged, 114 and 138 MiB (debug build).
        #expect(run.peakMemory < 170 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(run.peakMemory > 64 << 20, "peak \(run.peakMemory >> 20) MiB")
    }

    /// 1.9 million `{"a":0}` objects (15 MB of text) decoded under the 64 MiB cap, by `json.decode` or from a
    /// data file: Lua cannot hold them, and the values the host made on the way held 570 MB of the process
    /// before the result was found too large (release build). Refused while they are read: 166 MiB (debug).
    @Test(arguments: [false, true])
    func jsonTooLargeForTheCapStopsWhileItIsRead(fromData: Bool) throws {
        let feed = FeedFixture()
        let text = "[" + String(repeating: #"{"a":0},"#, count: 1_900_000) + "{}]"
        if fromData { feed.write("data/objects.json", text) }
        let decode =
            fromData
            ? #"local t = ctx.data("objects.json")"#
            : #"local t = json.decode("[" .. string.rep('{"a":0},', 1900000) .. "{}]")"#
        feed.write("objects.lua", Self.section("objects", decode + "\nitems = { { id = \"n\", n = #t } }"))
        let run = try MeasuredRun.feed(["build", feed.path, "--no-state", "--format", "text"])
        #expect(run.status == 1)
        let call = fromData ? #"ctx.data("objects.json")"# : "json.decode"
        #expect(
            run.errors.contains("\(call): the result does not fit in the memory cap of 64 MiB"), "\(run.errors)")
        #expect(run.peakMemory < 300 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(run.peakMemory > 30 << 20, "peak \(run.peakMemory >> 20) MiB")
    }

    /// Two scripts that build `count` item tables each, with `junk` also a table of 600,000 strings they drop
    /// when they return (~40 MiB of Lua memory at its peak, under the 48 MiB cap).
    private static func twoScripts(_ count: Int, junk: Bool) -> FeedFixture {
        let feed = FeedFixture()
        for name in ["a", "b"] {
            feed.write(
                "\(name).lua",
                section(
                    name,
                    """
                    local junk = {} for i = 1, \(junk ? 600000 : 0) do junk[i] = "\(name)-junk-" .. i end
                    items = {} for i = 1, \(count) do items[i] = { id = "\(name)-" .. i, title = "Title " .. i } end
                    """))
        }
        return feed
    }

    @Test func scriptsThatEachFitPassWhateverTheirPeaksOverlap() throws {
        // Together the two peaks pass 64 MiB; run in parallel, every build was refused (and 10 in 12 at 80 MiB).
        // A refusal beside another script runs them again one at a time, where each fits.
        let feed = Self.twoScripts(10, junk: true)
        for _ in 0..<2 {
            let run = try MeasuredRun.feed(
                [
                    "build", feed.path, "--no-state", "--format", "text", "--memory-cap", "48M", "--memory-limit",
                    "64M",
                ] + Self.slowMachine)
            #expect(run.status == 0, "\(run.errors)")
        }
    }

    @Test func scriptsThatDoNotFitTogetherNameTheSameOneEveryBuild() throws {
        // Each returns 150,000 items (~25 MiB of values): the first fits, the second does not beside it. In
        // parallel either could be refused; one at a time it is always the second.
        let feed = Self.twoScripts(150_000, junk: false)
        for _ in 0..<2 {
            let run = try MeasuredRun.feed(
                [
                    "build", feed.path, "--no-state", "--format", "text", "--memory-cap", "48M", "--memory-limit",
                    "64M",
                ] + Self.slowMachine)
            #expect(run.status == 1)
            #expect(run.errors.contains("error: b.lua"), "\(run.errors)")
            #expect(!run.errors.contains("error: a.lua"), "\(run.errors)")
            #expect(run.errors.contains("the feed reached its memory limit of 64 MiB"), "\(run.errors)")
        }
    }

    /// A state file of 400,000 tiny items (24 MB), planted beside a feed of 100: one item is as short as a build
    /// writes one, and the items read take more memory than the file.
    private static func plantedState() -> String {
        let items = (0..<400_000).map { #"{"id":"p\#($0)","hash":"0000000000000000","frame":[0,0,0,0]}"# }
        return #"{"version":1,"hashVersion":2,"sections":[{"id":"many","hash":"0","items":["#
            + items.joined(separator: ",") + "]}]}"
    }

    private static func manyItems() -> FeedFixture {
        let feed = FeedFixture()
        feed.write(
            "many.lua",
            section("many", "items = {} for i = 1, 100 do items[i] = { id = \"i\" .. i } end"))
        feed.write(".feed/state.json", plantedState())
        return feed
    }

    /// A state file is read only as far as the feed's memory limit allows (no run under that limit could have
    /// written more): past it, the build warns, runs as a first run and replaces the file. With a limit large
    /// enough for the planted items, the same build reads them all and holds them.
    @Test func aPlantedStateFileStopsAtTheFeedsMemoryLimit() throws {
        let limited = Self.manyItems()
        let arguments = ["build", limited.path, "--format", "json", "--memory-cap", "8M"]
        let stopped = try MeasuredRun.feed(arguments + ["--memory-limit", "8M"])
        #expect(stopped.status == 0, "\(stopped.errors)")
        #expect(
            stopped.errors.contains(
                "its sections and items take more memory than the feed's limit of 8.0 MiB (stopped at sections[0].items[130816]); "
                    + "if the data is real, raise the feed's limit with --memory-limit, e.g. --memory-limit 16M; "
                    + "treating this run as the first"), "\(stopped.errors)")
        let state = try #require(limited.state)
        #expect(state.count < 10_000, "the build's own state replaced the planted one")

        let whole = Self.manyItems()
        let read = try MeasuredRun.feed(["build", whole.path, "--format", "json", "--memory-cap", "8M"])
        #expect(read.status == 0, "\(read.errors)")
        #expect(read.errors.isEmpty, "\(read.errors)")
        // Measured (debug build): 42 MiB stopped against 92 MiB with all 400,000 items read.
        #expect(
            stopped.peakMemory + (30 << 20) < read.peakMemory,
            "\(stopped.peakMemory >> 20) MiB, \(read.peakMemory >> 20) MiB")
    }

    /// A feed of as many items, or as many sections, as its limit lets it build reads its own state file back
    /// under the same limit.
    @Test(arguments: ["items", "sections", "long ids"])
    func aStateWrittenUnderALimitIsReadUnderIt(shape: String) throws {
        let feed = FeedFixture()
        var arguments = ["build", feed.path, "--format", "text", "--memory-cap", "8M", "--memory-limit", "8M"]
        if shape == "long ids" {
            // A run does not charge an item's id (session 33's review found 8 scripts of 1,000 ids of ~1 KB that
            // built under 8 MiB and then warned on every build while ids were charged read).
            for index in 0..<8 {
                feed.write(
                    "s\(index).lua",
                    Self.section(
                        "s\(index)",
                        """
                        local pad = string.rep("x", 1000) local items = {}
                        for i = 1, 1000 do items[i] = { id = pad .. "s\(index)-" .. i } end
                        """))
            }
            arguments[arguments.count - 3] = "4M"
        } else if shape == "sections" {
            // About 150 trivial scripts fit 8 MiB (~53 KiB of Lua state each); the read allows 512 sections.
            for index in 0..<100 {
                feed.write("s\(index).lua", Self.section("s\(index)", "items = { { id = \"i\(index)\" } }"))
            }
        } else {
            // ~30,000 such items fit 8 MiB; each is charged far more than it costs read back.
            feed.write(
                "many.lua",
                Self.section("many", "items = {} for i = 1, 25000 do items[i] = { id = \"i\" .. i } end"))
        }
        let first = try MeasuredRun.feed(arguments)
        #expect(first.status == 0, "\(first.errors)")
        let second = try MeasuredRun.feed(arguments)
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.errors.isEmpty, "\(second.errors)")
    }

    /// `feed diff` takes `--memory-limit` (and `--memory-cap`, as a build does: the larger is in force) for each
    /// file it reads.
    @Test func feedDiffReadsEachFileWithinTheLimit() throws {
        let feed = Self.manyItems()
        let planted = feed.statePath
        let built = try MeasuredRun.feed([
            "build", feed.path, "--no-state", "--format", "json", "--out", feed.path + "/out.json",
        ])
        #expect(built.status == 0, "\(built.errors)")
        let refused = try MeasuredRun.feed([
            "diff", feed.path + "/out.json", planted, "--memory-cap", "8M", "--memory-limit", "8M",
        ])
        #expect(refused.status == 1)
        #expect(
            refused.errors.contains(
                "feed: cannot read \(planted): its sections and items take more memory than the feed's limit of 8.0 MiB (stopped at "
            ),
            "\(refused.errors)")
        // The default cap (64 MiB) is in force over a lower --memory-limit, as in a build: all 400,000 are read.
        let read = try MeasuredRun.feed([
            "diff", feed.path + "/out.json", planted, "--format", "json", "--memory-limit", "8M",
        ])
        #expect(read.status == 0, "\(read.errors)")
    }
}
