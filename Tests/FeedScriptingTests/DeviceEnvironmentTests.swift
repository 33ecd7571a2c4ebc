import FeedLayout
import Testing

@testable import FeedScripting

/// What `layout(env)` sees of a device (docs/reference.md `env`; docs/spec/layout.md §6): the container, the traits,
/// the safe area, margins and readable width, and the `--set` variables.
@Suite struct DeviceEnvironmentTests {
    /// Each field read back through the recipe: the section's interGroupSpacing and insets carry the numbers out.
    @Test func layoutSeesTheDevice() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "probe",
              layout = function(env)
                local t = env.traits
                local ok = t.horizontalSizeClass == "compact" and t.verticalSizeClass == "compact"
                  and t.userInterfaceIdiom == "phone" and t.layoutDirection == "rightToLeft"
                  and t.preferredContentSizeCategory == "xxLarge" and t.displayScale == 3
                  and env.vars.theme == "dark"
                return layout.section {
                  group = layout.group.horizontal {
                    height = absolute(env.container.effectiveContentSize.width),
                    subitems = { layout.item {} },
                  },
                  interGroupSpacing = ok and env.readableWidth or -1,
                  contentInsets = { top = env.safeArea.bottom, leading = env.layoutMargins.leading,
                                    bottom = env.container.contentSize.height,
                                    trailing = env.container.effectiveContentInsets.trailing },
                }
              end,
            }
            """)
        let preset = try #require(DevicePreset.named("iphone"))
        let environment = ScriptEnvironment(
            layout: preset.environment(landscape: true, direction: .rightToLeft, contentSize: .extraExtraLarge),
            itemCount: 1, sectionIndex: 0, vars: ["theme": "dark"])
        guard case .section(let section) = try script.recipe(environment: environment).recipe else {
            Issue.record("expected a section")
            return
        }
        // readable width at xxLarge: round(672 · 21/17) = 830; container 844 × 390 less 47 a side = 750.
        #expect(section.interGroupSpacing == 830)
        #expect(section.group.size.height == .absolute(750))
        #expect(section.contentInsets == EdgeInsets(top: 21, leading: 63, bottom: 390, trailing: 47))
    }
}
