import FeedExport
import FeedHost
import FeedLayout
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

    /// A row group with a `badge` of its own over items with a `badge` each, app-1 hiding its item's. UIKit asks the
    /// exported provider by kind and index path only, counted per kind in layout order (docs/spec/layout.md §5.1),
    /// so it could not tell the row's badge from the items': it hid the row's or the wrong item's, where `feed build`
    /// hides app-1's alone. The export refuses, at the group's badge, naming the item.
    @Test func aKindSharedByAGroupAndItsHiddenItemsIsRefused() throws {
        let folder = TemporaryDirectory(prefix: "badge-shared")
        folder.write("feed.lua", #"return { sections = { "apps" } }"#)
        folder.write("apps.lua", Self.sharedKindScript(hidden: true))
        let planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment()),
            environments: FolderExport.environments, minimumIOS: 17)
        let outcome = planner.plan(try FeedFolder.discover(at: folder.path))
        #expect(outcome.plan == nil)
        #expect(
            outcome.errors.map(\.description) == [
                "apps.lua:2: layout.group.supplementaries[1]: the kind \"badge\" is anchored to this group and to its "
                    + "items, and item \"app-1\" hides it; UIKit asks for a badge by kind and index path only, so the "
                    + "exported app cannot tell the group's badge from the items' and would hide the wrong one: give the "
                    + "group's badge a kind of its own, such as \"groupBadge\""
            ])
        // Shown everywhere, the shared kind is exported: no view is hidden, whichever the index path names.
        folder.write("apps.lua", Self.sharedKindScript(hidden: false))
        #expect(planner.plan(try FeedFolder.discover(at: folder.path)).plan != nil)
    }

    /// Rows of two items, each with a `badge`, in a row group with a `badge` of its own; app-1 hides its own when
    /// `hidden`.
    static func sharedKindScript(hidden: Bool) -> String {
        """
        local function badge(edge)
          return layout.supplementary { kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "top", edge } } }
        end
        return {
          id = "apps",
          items = { { id = "app-1", supplementaries = { badge = \(!hidden) } }, { id = "app-2" } },
          layout = layout.section { group = layout.group.horizontal {
            height = absolute(60), count = 2, supplementaries = { badge("leading") },
            subitems = { layout.item { supplementaries = { badge("trailing") } } },
          } },
        }
        """
    }
}
