import FeedTestSupport
import Testing

@testable import FeedHost

/// `--feed-timeout` bounds a run of the whole feed: each script has its own time limit, but without a feed-wide
/// one a folder of thousands of scripts that each run to theirs took thousands of times as long (5,000 scripts
/// stopped at ~0.2–0.5 s each: 10–20 minutes on two cores). Scripts still running when it passes, and those not
/// yet started, stop with the feed's limit named.
@Suite(.serialized) struct FeedTimeLimitTests {
    private static let looping =
        "return { id = 'NAME', items = function(ctx) while true do end end, "
        + "layout = layout.list { appearance = 'plain' } }"

    private static let measuringForever = """
        return {
          id = "NAME",
          items = function(ctx) return { { id = "NAME-a" }, { id = "NAME-b" } } end,
          measure = function(item, env) while true do end end,
          layout = layout.section { group = layout.group.vertical { width = fractionalWidth(1), height = estimated(44),
            subitems = { layout.item { width = fractionalWidth(1), height = estimated(44) } } } },
        }
        """

    private func run(_ source: String, scripts: Int, limits: ScriptLimits) throws -> FeedDocument {
        let folder = TemporaryDirectory(prefix: "feed-timeout")
        for index in 1...scripts {
            let id = "s\(index)"
            folder.write("\(id).lua", source.replacingOccurrences(of: "NAME", with: id))
        }
        let pipeline = FeedPipeline(
            folder: try FeedFolder.discover(at: folder.path), configuration: PipelineConfiguration(limits: limits))
        return pipeline.run()
    }

    private static func limits(script: Int, feed: Int) -> ScriptLimits {
        var limits = ScriptLimits(instructionBudget: Int.max / 2, timeLimit: script)
        limits.feedTimeLimit = feed
        return limits
    }

    @Test func scriptsPastTheFeedsDeadlineStopWithItsLimitNamed() throws {
        // Eight scripts of 250 ms each need at least a second on two cores; the feed allows 300 ms.
        let document = try run(Self.looping, scripts: 8, limits: Self.limits(script: 250, feed: 300))
        #expect(document.sections.isEmpty)
        #expect(Set(document.errors.map(\.script)).count == 8, "every script stops with an error")
        let feedStops = document.errors.filter { $0.message.hasPrefix("feed time limit exceeded") }
        #expect(!feedStops.isEmpty, "\(document.errors.map(\.message))")
        for stop in feedStops {
            #expect(stop.field == "items")
            #expect(
                stop.message == "feed time limit exceeded: the feed's scripts ran for 300 ms and this one had not "
                    + "finished; if the work is real, raise the feed's limit with --feed-timeout, e.g. --feed-timeout 0.6"
            )
        }
    }

    @Test func measureCallsPastTheDeadlineStopToo() throws {
        let document = try run(Self.measuringForever, scripts: 6, limits: Self.limits(script: 200, feed: 250))
        let feedStops = document.errors.filter {
            $0.message.hasPrefix("feed time limit exceeded: the feed's scripts ran for 250 ms")
        }
        #expect(!feedStops.isEmpty, "\(document.errors.map(\.message))")
        #expect(feedStops.allSatisfy { $0.field.hasPrefix("measure(") })
    }

    @Test func withoutAFeedLimitEveryScriptGetsItsOwnTime() throws {
        let document = try run(Self.looping, scripts: 3, limits: Self.limits(script: 100, feed: 0))
        #expect(document.errors.count == 3)
        #expect(document.errors.allSatisfy { $0.message.hasPrefix("time limit exceeded: the script ran for 100 ms") })
    }
}
