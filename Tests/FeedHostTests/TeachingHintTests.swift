import FeedScripting
import FeedTestSupport
import Testing

@testable import FeedHost

/// What the host adds to the scripting layer's messages: the flag that raises a limit, the module meant.
@Suite struct TeachingHintTests {
    @Test(arguments: [
        (
            ExceededLimit.instructionBudget(100_000),
            "; if the work is real, raise the budget with --instruction-budget, e.g. --instruction-budget 200000"
        ),
        // 8 MiB doubled is 16M; 512 MiB doubled is 1024M, written 1G; 1.5 MiB rounds up to 2M, doubled 4M.
        (.memoryCap(8 << 20), "; if the data is real, raise the cap with --memory-cap, e.g. --memory-cap 16M"),
        (.memoryCap(512 << 20), "; if the data is real, raise the cap with --memory-cap, e.g. --memory-cap 1G"),
        (.memoryCap(3 << 19), "; if the data is real, raise the cap with --memory-cap, e.g. --memory-cap 4M"),
        (
            .memoryLimit(256 << 20),
            "; if the data is real, raise the feed's limit with --memory-limit, e.g. --memory-limit 512M"
        ),
        (.timeLimit(200), "; if the work is real, raise the limit with --script-timeout, e.g. --script-timeout 0.4"),
        (
            .feedTimeLimit(30_000),
            "; if the work is real, raise the feed's limit with --feed-timeout, e.g. --feed-timeout 60"
        ),
    ])
    func limitsNameTheirFlag(limit: ExceededLimit, hint: String) {
        #expect(limit.raisingHint == hint)
    }

    /// The library's hint is the same sentence naming the `FeedEnvironment` property, with twice the value in its
    /// unit (no rounding to the option's MiB or seconds).
    @Test(arguments: [
        (
            ExceededLimit.instructionBudget(100_000),
            "; if the work is real, raise the budget with FeedEnvironment.instructionBudget, e.g. 200000"
        ),
        (.memoryCap(3 << 19), "; if the data is real, raise the cap with FeedEnvironment.memoryCap, e.g. 3145728"),
        (
            .memoryLimit(1_000_000),
            "; if the data is real, raise the feed's limit with FeedEnvironment.memoryLimit, e.g. 2000000"
        ),
        (.timeLimit(1500), "; if the work is real, raise the limit with FeedEnvironment.timeLimit, e.g. 3000"),
        (
            .feedTimeLimit(Int.max),
            "; if the work is real, raise the feed's limit with FeedEnvironment.feedTimeLimit, e.g. \(Int.max - 1)"
        ),
    ])
    func limitsNameTheirProperty(limit: ExceededLimit, hint: String) {
        #expect(limit.libraryHint == hint)
    }

    /// The host's hint is swapped for the library's by the limit the diagnostic keeps, once, wherever the message
    /// came from; a message without a hinted limit is left alone even when it reads like a hint.
    @Test func theLibrarySwapsTheHintItWasGiven() {
        let message = "out of memory: the script reached its memory cap of 8 MiB"
        let scripting = Diagnostic(script: "a.lua", message: message, exceededLimit: .memoryCap(8 << 20))
        let named = scripting.withRaisingHint.withRaisingHint.namingLibraryLimit
        #expect(
            named.message == message
                + "; if the data is real, raise the cap with FeedEnvironment.memoryCap, e.g. 16777216")
        let lookalike = Diagnostic(script: "a.lua", message: message + ExceededLimit.memoryCap(8 << 20).raisingHint)
        #expect(lookalike.namingLibraryLimit == lookalike)
        // The host's is the last one: a warning goes on after it; text before it is the script's or the file's.
        let limit = ExceededLimit.memoryLimit(1 << 20)
        let text = "a\(limit.raisingHint) b\(limit.raisingHint); treating this run as the first"
        #expect(
            limit.namingLibrary(in: text)
                == "a\(limit.raisingHint) b\(limit.libraryHint); treating this run as the first")
    }

    @Test func theHostDiagnosticEndsWithTheHint() {
        let scripting = Diagnostic(
            script: "a.lua", line: 1, field: "", message: "out of memory: the script reached its memory cap of 8 MiB",
            exceededLimit: .memoryCap(8 << 20))
        #expect(
            scripting.withRaisingHint.description
                == "a.lua:1: out of memory: the script reached its memory cap of 8 MiB; if the data is real, raise "
                + "the cap with --memory-cap, e.g. --memory-cap 16M")
    }

    @Test func modulesAreListedAndTheNearOneSuggested() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("s.lua", "return { id = \"s\" }")
        folder.write("lib/recipes.lua", "return {}")
        folder.write("lib/text/format.lua", "return {}")
        folder.write("lib/notes.txt", "")
        let feed = try FeedFolder.discover(at: folder.path)
        #expect(feed.moduleNames == ["recipes", "text.format"])
        #expect(feed.moduleName(near: "recipe") == "recipes")
        #expect(feed.moduleName(near: "text.fromat") == "text.format")
        #expect(feed.moduleName(near: "charts") == nil)
    }

    /// Feed-level problems say what to write: the script to add, the id to change, the list entry to add.
    @Test func sectionOrderProblemsTeach() {
        let declared = [
            SectionOrder.Declared(script: "charts.lua", id: "featured"),
            SectionOrder.Declared(script: "featured.lua", id: "featured"),
            SectionOrder.Declared(script: "reviews.lua", id: "reviews"),
        ]
        let found = SectionOrder.resolve(declared, listed: ["featured", "news", "featured"]).diagnostics
        #expect(
            found.map(\.description) == [
                "featured.lua: id: section id \"featured\" is also declared by charts.lua; section ids are unique in "
                    + "the feed, e.g. id = \"charts\" in charts.lua",
                "feed.lua: sections[2]: section \"news\" is listed but no script declares it; add news.lua with "
                    + "return { id = \"news\", … }, or remove it from sections",
                "feed.lua: sections[3]: section \"featured\" is listed twice; list each section once",
                "reviews.lua: section \"reviews\" is not listed in feed.lua; it follows the listed sections (add "
                    + "\"reviews\" to sections to place it)",
            ])
    }

    /// A list of 50,000 names no script declares is answered at once (each name used to be compared with every
    /// unlisted id through a scan of the whole list: over 20 s for 100k names), only the first names missing are
    /// offered a did-you-mean, and the first 1,000 problems are kept and the rest counted (300,000 missing names
    /// gave as many errors: 340 MB, 3.6 s).
    @Test func aLongListOfMissingSectionsIsCheap() {
        let declared = [SectionOrder.Declared(script: "reviews.lua", id: "reviews")]
        let listed = ["review"] + (0..<25).map { "s\($0)" } + ["reveiws"] + (25..<50_000).map { "s\($0)" }
        let found = SectionOrder.resolve(declared, listed: listed)
        #expect(found.order == [0])
        let missing = found.diagnostics.filter { $0.message.contains("is listed but no script declares it") }
        #expect(missing.count == 1_000)
        #expect(missing.first?.message.contains("(did you mean \"reviews\"?)") == true)
        // The 27th name is a typo too, but past the first few missing ones it gets the plain advice.
        let typo = missing.first { $0.field == "sections[27]" }
        #expect(typo?.message.contains("did you mean") == false)
        #expect(typo?.message.contains("add reveiws.lua") == true)
        #expect(missing.filter { $0.message.contains("did you mean") }.count == 1)
        #expect(
            found.diagnostics.map(\.description).contains(
                "feed.lua: sections: 49,002 more problems in feed.lua's sections, like those above"))
        #expect(found.diagnostics.count == 1_002)
    }
}
