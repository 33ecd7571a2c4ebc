import FeedEngine
import FeedTestSupport
import Testing

/// A script that hits a limit says how to raise it. An app was told the `feed` command's option
/// (`raise the budget with --instruction-budget, e.g. --instruction-budget 200000`), which it has nowhere to
/// give; it is told the `FeedEnvironment` property and a value in its unit, made from the limit itself (the
/// command's text was read back, so sizes came rounded to whole MiB and a script's own message was rewritten).
@Suite struct LimitHintTests {
    private func messages(of body: String, _ environment: FeedEnvironment) throws -> [String] {
        let folder = TemporaryDirectory(prefix: "limithint")
        folder.write("a.lua", "return { id = \"a\", items = function(ctx) \(body) end, layout = layout.list {} }")
        return try Feed(opening: folder.path, environment: environment).build().diagnostics.map(\.message)
    }

    @Test func theInstructionBudgetIsNamedAsTheEnvironmentsProperty() throws {
        let messages = try messages(of: "while true do end", FeedEnvironment(instructionBudget: 100_000))
        #expect(messages.count == 1)
        let hint = "raise the budget with FeedEnvironment.instructionBudget, e.g. 200000"
        #expect(messages.first?.hasSuffix(hint) == true, "\(messages)")
        #expect(messages.first?.contains("--") == false)
    }

    @Test func theTimeLimitIsNamedInMilliseconds() throws {
        let environment = FeedEnvironment(instructionBudget: Int.max / 2, timeLimit: 50)
        let messages = try messages(of: "while true do end", environment)
        #expect(messages.count == 1)
        let hint = "raise the limit with FeedEnvironment.timeLimit, e.g. 100"
        #expect(messages.first?.hasSuffix(hint) == true, "\(messages)")
    }

    @Test func theMemoryCapIsNamedInBytes() throws {
        let environment = FeedEnvironment(memoryCap: 4 << 20)
        let messages = try messages(of: "local t = {} for i = 1, 1e7 do t[i] = i end", environment)
        #expect(messages.count == 1)
        let hint = "raise the cap with FeedEnvironment.memoryCap, e.g. 8388608"
        #expect(messages.first?.hasSuffix(hint) == true, "\(messages)")
    }

    /// Twice the cap in bytes, not the command's `--memory-cap 10M` read back (10485760).
    @Test func aCapOfNoWholeMebibytesIsDoubledExactly() throws {
        let environment = FeedEnvironment(memoryCap: 5_000_000)
        let messages = try messages(of: "local t = {} for i = 1, 1e7 do t[i] = i end", environment)
        #expect(messages.count == 1)
        let hint = "; if the data is real, raise the cap with FeedEnvironment.memoryCap, e.g. 10000000"
        #expect(messages.first?.hasSuffix(hint) == true, "\(messages)")
    }

    @Test func theFeedsTimeLimitIsNamedInMilliseconds() throws {
        let environment = FeedEnvironment(instructionBudget: Int.max / 2, timeLimit: 0, feedTimeLimit: 150)
        let messages = try messages(of: "while true do end", environment)
        #expect(messages.count == 1)
        let hint = "; if the work is real, raise the feed's limit with FeedEnvironment.feedTimeLimit, e.g. 300"
        #expect(messages.first?.hasSuffix(hint) == true, "\(messages)")
    }

    /// A script's own error that happens to read like the command's hint is no limit hit: it is left as written.
    @Test func aScriptsOwnMessageIsNotRewritten() throws {
        let text = "too slow; raise the limit with --script-timeout, e.g. --script-timeout 5"
        let messages = try messages(of: "error(\"\(text)\", 0)", FeedEnvironment())
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix(text) == true, "\(messages)")
    }

    /// A state file whose sections take more than the feed's memory limit once read is refused (or, for a
    /// session, warned about) with the library's hint: the command's `--memory-limit, e.g. --memory-limit 2M` came
    /// through, no diagnostic of a script to be renamed from.
    @Test func aStateOverTheMemoryLimitNamesTheEnvironmentsProperty() throws {
        let folder = TemporaryDirectory(prefix: "limithint")
        folder.write("a.lua", "return { id = \"a\", items = {}, layout = layout.list {} }")
        // 100 sections, each charged 16 KiB read: more than 1 MiB.
        let sections = (0..<100).map { #"{"id":"s\#($0)","hash":"0","items":[]}"# }
        let state = folder.write(
            "state.json", #"{"version":1,"hashVersion":2,"sections":["# + sections.joined(separator: ",") + "]}")
        let environment = FeedEnvironment(memoryCap: 1 << 20, memoryLimit: 1 << 20)
        let hint = "; if the data is real, raise the feed's limit with FeedEnvironment.memoryLimit, e.g. 2097152"
        let loaded = #expect(throws: FeedError.self) { try FeedBaseline.load(from: state, environment: environment) }
        #expect(loaded?.description.contains(hint) == true, "\(String(describing: loaded))")
        let read = #expect(throws: FeedError.self) { try FeedBaseline(reading: state, environment: environment) }
        #expect(read?.description.hasSuffix(hint) == true, "\(String(describing: read))")
        let session = try FeedSession(feedAt: folder.path, environment: environment, savingStateTo: state)
        let warnings = session.start().diagnostics.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(hint + "; treating this run as the first") == true, "\(warnings)")
        #expect(warnings.first?.contains("--") == false, "\(warnings)")
    }
}
