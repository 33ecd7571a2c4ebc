import FeedExport
import FeedHost
import FeedLayout
import FeedTestSupport
import Testing

/// The export samples the screens left to right at the `large` text size and branches on neither trait (docs/
/// decisions.md "Direction and text size"): a recipe that reads either is exported with a warning saying which,
/// rather than handing the app its left-to-right, `large` recipe without a word.
@Suite struct TraitDependenceTests {
    /// Rows 120 tall right to left and 90 otherwise: the app got 90 right to left (`feed build --rtl`: 120); one
    /// column from the accessibility sizes on; and a layout that reads the width only, which gets no warning.
    @Test func aRecipeReadingTheDirectionOrTheTextSizeIsAWarning() throws {
        let folder = TemporaryDirectory(prefix: "export-traits")
        let recipes = [
            ("direction", #"env.traits.layoutDirection == "rightToLeft""#),
            ("text", #"env.traits.preferredContentSizeCategory:find("accessibility") ~= nil"#),
            ("width", "env.width > 600"),
        ]
        for (id, condition) in recipes {
            folder.write("\(id).lua", FolderRoundTripTests.adaptive(id, condition))
        }
        let planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment()),
            environments: NamedEnvironment.presets(), minimumIOS: 17)
        let outcome = planner.plan(try FeedFolder.discover(at: folder.path))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let warnings = outcome.warnings.map(\.description)
        let tail =
            "; the export branches on neither the layout direction nor the text size and holds the recipes of left "
            + "to right at large, which the app gets there too"
        #expect(
            warnings.contains(
                "direction.lua:6: layout: layout(env) gives another recipe on the iPhone right to left" + tail),
            "\(warnings)")
        #expect(
            warnings.contains(
                "text.lua:6: layout: layout(env) gives another recipe on the iPhone at the text sizes accessibilityMedium, "
                    + "accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
                    + "accessibilityExtraExtraExtraLarge" + tail), "\(warnings)")
        #expect(!warnings.contains { $0.hasPrefix("width.lua") }, "\(warnings)")
    }
}
