import FeedExport
import FeedHost
import FeedLayout
import FeedTestSupport
import Testing

/// What bounds the width sweep and what it cannot see (docs/decisions.md "What stops a width sweep", "Widths past
/// the sweep and horizontal feeds"): each says so in a warning, where the sweep used to skip widths without a word.
@Suite struct SweepLimitTests {
    /// One column for every 160 points of the container; `before` runs first in `layout(env)` (Lua).
    static func columns(_ id: String, before: String = "") -> String {
        """
        return {
          id = "\(id)", items = { { id = "\(id)-1" }, { id = "\(id)-2" } },
          layout = function(env)
            \(before)
            local columns = math.floor(env.container.effectiveContentSize.width / 160)
            return layout.section { group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(100), count = columns,
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
          end,
        }
        """
    }

    /// The warnings of planning `folder` under `limits`, with `budget` for the sweeps.
    static func warnings(
        _ folder: TemporaryDirectory, limits: ScriptLimits = ScriptLimits(),
        budget: Duration = ExportPlanner.defaultSweepTimeBudget
    ) throws -> [String] {
        var planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment(), limits: limits),
            environments: FolderExport.environments, minimumIOS: 17)
        planner.sweepTimeBudget = budget
        let outcome = planner.plan(try FeedFolder.discover(at: folder.path))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        return outcome.warnings.map(\.description)
    }

    /// A window 800 wide (no preset is) loops until the feed's time limit: the presets and the sweep's first 15
    /// widths were evaluated in time. The failure there was skipped as failures say nothing, the later widths
    /// were evaluated past the limit, and nothing said the sweep was cut short; now it stops there and says which
    /// widths and changes it left.
    @Test func aSweepCutShortByTheFeedTimeLimitNamesTheWidthsLeft() throws {
        let folder = TemporaryDirectory(prefix: "sweep-feed-timeout")
        folder.write("cols.lua", Self.columns("cols", before: "if env.width == 800 then while true do end end"))
        var limits = ScriptLimits(instructionBudget: Int.max / 2, timeLimit: 0)
        limits.feedTimeLimit = 1500
        let warnings = try Self.warnings(folder, limits: limits)
        let expected =
            "cols.lua:6: layout: the width sweep of section \"cols\" stopped at the feed's time limit "
            + "(--feed-timeout 1.5): the widths 800, 832, 864, … 1376 (19 widths) were not sampled and 2 changes "
            + "between samples not narrowed, so the app's width tests there follow the sampled screens, not feed "
            + "build --width W; a larger --feed-timeout lets the export sample them"
        #expect(warnings.contains(expected), "\(warnings)")
    }

    /// A layout(env) of 2 ms (CPU) is swept 34 times at least: past the export's 0.03 s for sweeps the first section's
    /// sweep stops part-way and the second's does not start, each with a warning (a 0.2 s layout took 58 s).
    @Test func theExportsTimeForSweepsIsBounded() throws {
        let folder = TemporaryDirectory(prefix: "sweep-budget")
        folder.write("feed.lua", #"return { sections = { "a", "b" } }"#)
        let slow = "local start = os.clock() while os.clock() - start < 0.002 do end"
        folder.write("a.lua", Self.columns("a", before: slow))
        folder.write("b.lua", Self.columns("b", before: slow))
        let clock = ContinuousClock()
        var warnings: [String] = []
        let elapsed = try clock.measure { warnings = try Self.warnings(folder, budget: .milliseconds(30)) }
        let first = warnings.first { $0.contains("section \"a\" stopped when the export's 0.03 s for width sweeps") }
        #expect(first?.contains("were not sampled") == true, "\(warnings)")
        #expect(first?.contains(", so the app's width tests there follow the sampled screens") == true)
        let second = warnings.first { $0.contains("section \"b\" stopped when the export's 0.03 s for width sweeps") }
        #expect(second?.contains("the widths 320, 352, 384, … 1376 (34 widths) were not sampled") == true)
        // Unbounded, the two sweeps alone take 0.28 s of CPU and more (each of their 140+ calls 2 ms).
        #expect(elapsed < .seconds(30))
    }

    /// One column below 830 and 16 from 1,170 (the presets: a width test), and between them, where no preset is,
    /// 1 to 15 changing every point: narrowing each of the 11 steps there takes 31 evaluations, past the
    /// section's 256. The changes left were skipped without a word.
    @Test func aSweepOutOfEvaluationsSaysSo() throws {
        let folder = TemporaryDirectory(prefix: "sweep-evaluations")
        let count = """
            local w = env.container.effectiveContentSize.width
            local count = w < 830 and 1 or w >= 1170 and 16 or 1 + math.floor(w) % 15
            """
        let banded = Self.columns("bands", before: count).replacingOccurrences(
            of: "count = columns", with: "count = count")
        folder.write("bands.lua", banded)
        let warnings = try Self.warnings(folder)
        let warning = warnings.first { $0.contains("section \"bands\" stopped after its 256 evaluations: ") }
        #expect(warning?.contains(" between samples not narrowed, so the app's width tests") == true, "\(warnings)")
    }

    /// One column for every 160 points keeps changing past 1,376 (10 columns at 1,600, 16 at 2,560), where the app
    /// keeps the widest sample's 8: a warning names the widths, as the sweep did not reach them.
    @Test func aRecipeChangingPastTheWidestSampleIsAWarning() throws {
        let folder = TemporaryDirectory(prefix: "sweep-beyond")
        folder.write("cols.lua", Self.columns("cols"))
        let warnings = try Self.warnings(folder)
        #expect(
            warnings == [
                "cols.lua:6: layout: the recipe changes with the width past 1376, the widest width sampled: "
                    + "at 1600, 2048, 2560 feed build --width 1600 and the others give a recipe the app's branches do "
                    + "not hold (they keep a sampled width's)"
            ])
        // A recipe that stops changing at 1,376 has no such warning.
        let capped = Self.columns("cols").replacingOccurrences(
            of: "count = columns", with: "count = math.min(columns, 8)")
        folder.write("cols.lua", capped)
        #expect(try Self.warnings(folder).isEmpty)
    }

    /// A horizontal feed is not swept for samples (its screens differ in height too), so columns from the width
    /// took, at 470 and 960, the nearest preset's count without a word; the windows are now probed and compared.
    @Test func aHorizontalFeedsWidthRecipeIsCheckedBetweenTheSamples() throws {
        let folder = TemporaryDirectory(prefix: "sweep-horizontal")
        folder.write("feed.lua", #"return { scrollDirection = "horizontal", sections = { "cols" } }"#)
        folder.write("cols.lua", Self.columns("cols"))
        let warnings = try Self.warnings(folder)
        let warning = warnings.first { $0.contains("the recipe changes with the width between the sampled screens") }
        let suffix = "; a horizontal feed's sweep adds no samples, its screens differ in height too"
        #expect(warning?.hasSuffix(suffix) == true, "\(warnings)")
    }
}
