import FeedExport
import FeedHost
import FeedLayout
import FeedTestSupport
import Testing

/// A badge kind on only some items of a group: UIKit asks the exported supplementary view provider at the badge's
/// index path, counted per kind in the section in layout order (docs/spec/layout.md §5.1), which is not the item's
/// index. The provider must hide the badge of the item `feed build` hides, not of the item at that index.
@Suite struct PartialBadgeTests {
    /// `group` laid out over five items, app-1 … app-5, each a label, with `hidden` hiding its badge.
    static func script(group: String, hidden: String) -> String {
        """
        local badge = layout.supplementary {
          kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "top", "trailing" } },
        }
        local function item(width, badges)
          return layout.item { width = width, height = absolute(60), supplementaries = badges }
        end
        local items = {}
        for n = 1, 5 do
          items[n] = { id = "app-" .. n, name = "App " .. n, supplementaries = { badge = "app-" .. n ~= "\(hidden)" } }
        end
        return {
          id = "apps", items = items, layout = layout.section { group = \(group) },
          cell = cell(function(c)
            local name = c:label { name = "name", text = field "name", font = systemFont(17) }
            name:makeConstraints(function(make) make.leading.centerY:equalToSuperview() end)
          end),
        }
        """
    }

    static func trip(group: String, hidden: String) throws -> CellRoundTrip {
        let folder = TemporaryDirectory(prefix: "partial-badge")
        folder.write("feed.lua", #"return { sections = { "apps" } }"#)
        folder.write("apps.lua", script(group: group, hidden: hidden))
        return try CellRoundTrip(folder: folder.path, style: .anchors)
    }

    /// Rows of two where only the first carries the badge: badges 0, 1, 2 are app-1's, app-3's, app-5's (the last
    /// row half full). At index 1 the old provider looked at app-2 and showed app-3's hidden badge.
    @Test func everyOtherItemsBadgeIsHiddenOnItsOwnItem() throws {
        let trip = try Self.trip(
            group: """
                layout.group.horizontal { height = absolute(60), subitems = {
                  item(fractionalWidth(0.5), { badge }), item(fractionalWidth(0.5), {}) } }
                """,
            hidden: "app-3")
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(20).joined(separator: "\n"))")
        let hidden = Dictionary(trip.badges.map { ($0.label, $0.hidden) }, uniquingKeysWith: { first, _ in first })
        #expect(hidden == ["apps/app-1/badge": false, "apps/app-3/badge": true, "apps/app-5/badge": false])
        #expect(trip.source.contains("(period: 2, owners: [0])"))
    }

    /// A pair (a `count` group) above a badged item: three items an instance, the badge on the third. app-3's badge
    /// is index 0, app-5 holds none (the second instance is partly filled).
    @Test func aNestedCountGroupSetsThePeriod() throws {
        let trip = try Self.trip(
            group: """
                layout.group.vertical { height = absolute(120), subitems = {
                  layout.group.horizontal { height = absolute(60), count = 2, subitems = { item(fractionalWidth(0.5), {}) } },
                  item(fractionalWidth(1), { badge }) } }
                """,
            hidden: "app-3")
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(20).joined(separator: "\n"))")
        #expect(trip.badges.map(\.label) == ["apps/app-3/badge"])
        #expect(trip.badges.map(\.hidden) == [true])
    }

    /// A group fitted to the width repeats its subitems as often as they fit (three slots of 100 in 390), which
    /// the group tree does not say: with an item hiding the kind the export refuses, naming the section and kind.
    @Test func aFittedGroupWithAHiddenBadgeIsRefused() throws {
        let folder = TemporaryDirectory(prefix: "partial-badge-fit")
        folder.write("feed.lua", #"return { sections = { "apps" } }"#)
        let group = """
            layout.group.horizontal { width = fractionalWidth(1), height = absolute(60), subitems = {
              item(absolute(100), { badge }), item(absolute(100), {}) } }
            """
        folder.write("apps.lua", Self.script(group: group, hidden: "app-3"))
        let planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment()),
            environments: FolderExport.environments, minimumIOS: 17)
        let outcome = planner.plan(try FeedFolder.discover(at: folder.path))
        #expect(outcome.plan == nil)
        let messages = outcome.errors.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("apps.lua:") == true)
        #expect(messages.first?.contains(#"the badge kind "badge" is on only some items of section "apps""#) == true)
        #expect(messages.first?.contains(#"would hide item "app-3"'s badge"#) == true)
        // Hidden nowhere, it is exported with a warning.
        folder.write("apps.lua", Self.script(group: group, hidden: "none"))
        let shown = planner.plan(try FeedFolder.discover(at: folder.path))
        #expect(shown.plan != nil)
        #expect(shown.warnings.contains { $0.message.contains(#"the badge kind "badge" is on only some items"#) })
    }
}
