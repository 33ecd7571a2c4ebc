import FeedHost
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedExport

/// A recipe that branches on `env.container` is exported with a test on the container UIKit hands the section
/// provider, whose effective size is the screen less `feed.lua`'s reference (docs/spec/layout.md §1.2): each
/// preset picks, in the app, the variant `feed build` gave it.
@Suite struct ContainerBranchTests {
    /// Under `layoutMargins` (16 a side compact, 20 regular) the presets' effective widths are 288 (320), 343 (375),
    /// 358 (390) | 398 (430), 458 (490), 553 (585), 755 (795), 780 (820), 1140 (1180): a script wide from 380 splits
    /// the iPhone (358) from the Pro Max (398), threshold (358 + 398)/2 = 378. Placed between the screens' widths,
    /// 410, the Pro Max's 398 took the narrow variant in the app. The width sweep then puts it where the recipe
    /// changes: windows 411 and 412 wide (379 and 380 effective), threshold 379.5.
    @Test func theWidthThresholdIsOnTheEffectiveWidth() throws {
        let folder = TemporaryDirectory(prefix: "container-branch")
        folder.write("feed.lua", #"return { contentInsetsReference = "layoutMargins" }"#)
        folder.write(
            "probe.lua",
            """
            return {
              id = "probe",
              items = { { id = "p" } },
              layout = function(env)
                local wide = env.container.effectiveContentSize.width >= 380
                return layout.section { group = layout.group.vertical { width = fractionalWidth(1),
                  height = absolute(wide and 120 or 90),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
              end,
            }
            """)
        let planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment()),
            environments: NamedEnvironment.presets(), minimumIOS: 17)
        let plan = try #require(planner.plan(try FeedFolder.discover(at: folder.path)).plan)
        let variants = try #require(plan.sections.first?.variants)
        #expect(variants.count == 2)
        let settings = plan.configuration.containerSettings
        guard case .widths(let thresholds, let last) = BranchPlan.plan(variants, settings: settings) else {
            Issue.record("expected a width test")
            return
        }
        #expect(thresholds.map(\.threshold) == [379.5])
        // The app's test, run on what each preset's container reports there.
        for (index, variant) in variants.enumerated() {
            for named in variant.environments {
                let width = named.environment.container(settings).effectiveContentSize.width
                let picked = thresholds.first { width < $0.threshold }?.variant ?? last
                #expect(picked == index, "\(named.name) (\(width) wide) picks variant \(picked), not \(index)")
            }
        }
        let source = SwiftExporter(plan: plan, source: "probe").render()
        #expect(source.contains("if width < 379.5 { return section0Variant0(environment) }"))
    }
}
