import FeedExport
import FeedTestSupport
import Testing

/// An item's `supplementaries = { badge = false }` through the export: the exported data source hides the badge
/// views of exactly the items `feed build` marks `"hidden": true`, and shows the others.
@Suite struct BadgeVisibilityTests {
    /// Rows of 60 with two badges anchored to each item: `badge` (no template: a plain view) and `ribbon` (drawn by
    /// a supplementary template). app-1 hides its badge, app-3 its ribbon, app-2 hides nothing.
    static func writeFeed(into folder: TemporaryDirectory) {
        folder.write("feed.lua", #"return { sections = { "apps" } }"#)
        folder.write(
            "apps.lua",
            """
            local function badge(kind, edge)
              return layout.supplementary {
                kind = kind, width = absolute(20), height = absolute(20), anchor = { edges = { "top", edge } },
              }
            end
            return {
              id = "apps",
              items = {
                { id = "app-1", name = "One", supplementaries = { badge = false } },
                { id = "app-2", name = "Two", supplementaries = { badge = true, ribbon = true } },
                { id = "app-3", name = "Three", supplementaries = { ribbon = false } },
              },
              layout = layout.section {
                group = layout.group.vertical {
                  height = absolute(60),
                  subitems = { layout.item { supplementaries = { badge("badge", "trailing"), badge("ribbon", "leading") } } },
                },
              },
              cell = cell(function(c)
                local name = c:label { name = "name", text = field "name", font = systemFont(17) }
                name:makeConstraints(function(make) make.leading.centerY:equalToSuperview() end)
              end),
              supplementaryCells = {
                ribbon = cell(function(c)
                  local tag = c:label { name = "tag", text = "New", font = systemFont(11) }
                  tag:makeConstraints(function(make) make.center:equalToSuperview() end)
                end),
              },
            }
            """)
    }

    @Test func theExportedDataSourceHidesTheBadgesFeedBuildHides() throws {
        let folder = TemporaryDirectory(prefix: "badge-visibility")
        Self.writeFeed(into: folder)
        let trip = try CellRoundTrip(folder: folder.path, style: .anchors)
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(20).joined(separator: "\n"))")
        let hidden = Dictionary(trip.badges.map { ($0.label, $0.hidden) }, uniquingKeysWith: { first, _ in first })
        #expect(
            hidden == [
                "apps/app-1/badge": true, "apps/app-1/ribbon": false, "apps/app-2/badge": false,
                "apps/app-2/ribbon": false, "apps/app-3/badge": false, "apps/app-3/ribbon": true,
            ])
        #expect(trip.badges.count == 6)
        #expect(trip.source.contains("var hiddenSupplementaries: Set<String>"))
    }
}
