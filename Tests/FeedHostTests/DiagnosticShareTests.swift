import FeedTestSupport
import Testing

@testable import FeedHost

/// Each script keeps its share of the feed's diagnostics, errors first, and the rest is counted in one line: 1,000
/// scripts that each made 1,000 problems held 1,000,000 diagnostics (1 GB, 190 MB printed, 225 MB of JSON).
@Suite struct DiagnosticShareTests {
    private func run(warnings: Int, errors: Int) -> SectionRun {
        let file = ScriptFile(name: "s.lua", path: "/nowhere/s.lua", folder: "/nowhere")
        var run = SectionRun(script: file)
        run.diagnostics =
            (0..<warnings).map { Diagnostic(.warning, script: "s.lua", message: "warning \($0)") }
            + (0..<errors).map { Diagnostic(script: "s.lua", message: "error \($0)") }
        return run
    }

    @Test func errorsAreKeptFirstAndTheRestCounted() {
        var run = run(warnings: 5, errors: 3)
        run.keepDiagnostics(within: 4)
        #expect(run.diagnostics.map(\.message) == ["error 0", "error 1", "error 2", "warning 0"])
        #expect(run.hiddenDiagnostics == 4)
        #expect(run.hiddenDiagnosticsSummary(share: 4, scriptCount: 5_000)?.severity == .warning)
        run.keepDiagnostics(within: 2)
        #expect(run.diagnostics.map(\.message) == ["error 0", "error 1"])
        #expect(!run.succeeded)
        let summary = run.hiddenDiagnosticsSummary(share: 2, scriptCount: 5_000)
        #expect(summary?.severity == .error)
        #expect(
            summary?.description
                == "s.lua: 6 more lines of this script's problems are not shown: a feed of 5,000 scripts shows 2 a "
                + "script")
    }

    @Test func withinItsShareARunIsUntouched() {
        var run = run(warnings: 2, errors: 2)
        run.keepDiagnostics(within: 4)
        #expect(run.diagnostics.count == 4)
        #expect(run.hiddenDiagnosticsSummary(share: 4, scriptCount: 1) == nil)
    }

    /// The errors of a feed of 40 scripts `s0.lua`… whose sources `source` gives (from the index), by script.
    private func errorsOfFortyScripts(_ source: (Int) -> String) throws -> [String: [Diagnostic]] {
        let folder = TemporaryDirectory(prefix: "share")
        for index in 0..<40 { folder.write("s\(index).lua", source(index)) }
        let errors = FeedPipeline(folder: try FeedFolder.discover(at: folder.path)).run().errors
        return Dictionary(grouping: errors, by: \.script)
    }

    /// Through the pipeline: 40 scripts share 20,000 lines, 500 each; a script with 600 stray keys shows 500.
    @Test func aFeedOfManyFailingScriptsShowsEachItsShare() throws {
        let byScript = try errorsOfFortyScripts { index in
            """
            local t = {}
            for i = 1, 600 do t["key" .. i] = 1 end
            return { id = "s\(index)", items = { { id = "i\(index)" } }, layout = layout.list(t) }
            """
        }
        #expect(byScript.count == 40)
        #expect(byScript.values.allSatisfy { $0.count == 501 })
        let summary = "100 more lines of this script's problems are not shown: a feed of 40 scripts shows 500 a script"
        #expect(byScript["s0.lua"]?.last?.message == summary)
    }

    /// The layout's problems too: 40 sections each with 600 badges of one kind (599 problems) show 500 each.
    @Test func eachSectionsLayoutProblemsAreSharedOut() throws {
        let byScript = try errorsOfFortyScripts { index in
            """
            local b = {}
            for i = 1, 600 do
              b[i] = layout.supplementary { kind = "b", width = absolute(8), height = absolute(8),
                anchor = { edges = { "top" } } }
            end
            return { id = "s\(index)", items = { { id = "i\(index)" } }, layout = layout.section {
              group = layout.group.vertical { width = fractionalWidth(1), height = absolute(40), subitems = {
                layout.item { width = fractionalWidth(1), height = fractionalHeight(1), supplementaries = b } } } } }
            """
        }
        #expect(byScript.values.allSatisfy { $0.count == 501 }, "\(byScript.mapValues(\.count))")
        #expect(
            byScript["s0.lua"]?.last?.message
                == "99 more lines of this section's layout problems are not shown: a feed of 40 scripts shows 500 a "
                + "script")
    }
}
