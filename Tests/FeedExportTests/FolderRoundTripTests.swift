import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// The bundled feed, every cookbook recipe and every `feed new` template, exported, compiled against the UIKit
/// surface, run, read back and laid out at every device preset: exactly the Lua-driven layout.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct FolderRoundTripTests {
    static var folders: [String] {
        let root = PackageFolder.root
        let cookbook = root + "/docs/cookbook"
        let recipes = ((try? FileManager.default.contentsOfDirectory(atPath: cookbook)) ?? []).filter {
            FileManager.default.fileExists(atPath: cookbook + "/\($0)/README.md")
        }.sorted()
        return [root + "/plugins"] + recipes.map { cookbook + "/" + $0 }
    }

    /// Every `feed new` template scaffolded by the real binary into one feed folder.
    static func templates(in scratch: TemporaryDirectory) throws -> String {
        let folder = scratch.path + "/templates"
        for template in ["carousel", "grid", "list", "banner"] {
            _ = try FeedProcess.run(["new", "my-\(template)", "--template", template, folder, "--quiet"])
        }
        return folder
    }

    /// A layout(env) of the given condition: 3 columns and taller rows when it holds, else 2.
    static func adaptive(_ id: String, _ condition: String) -> String {
        """
        return {
          id = "\(id)",
          items = { { id = "\(id)-1" }, { id = "\(id)-2" }, { id = "\(id)-3" }, { id = "\(id)-4" } },
          layout = function(env)
            local wide = \(condition)
            return layout.section {
              group = layout.group.horizontal {
                width = fractionalWidth(1), height = absolute(wide and 120 or 90),
                subitems = { layout.item { width = fractionalWidth(wide and 1 / 3 or 0.5), height = fractionalHeight(1) } },
              },
              interGroupSpacing = wide and 12 or 8,
            }
          end,
        }
        """
    }

    /// Content insets references on the configuration and the sections (iOS 14 and 16 API): at the presets their
    /// safe areas, margins and readable widths move every frame.
    static func referencesFeed(in scratch: TemporaryDirectory) -> String {
        scratch.write("references/feed.lua", "return { contentInsetsReference = \"layoutMargins\" }\n")
        for (name, section, supplementary) in [
            ("follows", "automatic", "automatic"), ("readable", "readableContent", "automatic"),
            ("bare", "none", "safeArea"), ("margins", "safeArea", "readableContent"),
        ] {
            scratch.write(
                "references/\(name).lua",
                """
                return {
                  id = "\(name)",
                  items = { { id = "\(name)-1" }, { id = "\(name)-2" }, { id = "\(name)-3" } },
                  layout = layout.section {
                    group = layout.group.horizontal {
                      width = fractionalWidth(1), height = absolute(80),
                      subitems = { layout.item { width = fractionalWidth(0.5), height = fractionalHeight(1) } },
                    },
                    contentInsets = { top = 4, leading = 10, bottom = 4, trailing = 6 },
                    contentInsetsReference = "\(section)",
                    supplementaryContentInsetsReference = "\(supplementary)",
                    header = layout.boundary { height = absolute(30) },
                  },
                }
                """)
        }
        return scratch.path + "/references"
    }

    /// Recipes whose branches are not the size class: width thresholds, an exact match on the container
    /// (height) and on the display scale (the iPhone SE and the iPads @2x), and a layout driven by the item count.
    static func environmentFeed(in scratch: TemporaryDirectory) -> String {
        scratch.write("environments/widths.lua", adaptive("widths", "env.width >= 420"))
        scratch.write("environments/heights.lua", adaptive("heights", "env.height > 900"))
        scratch.write("environments/scales.lua", adaptive("scales", "env.scale > 2"))
        scratch.write("environments/counted.lua", adaptive("counted", "env.itemCount > 3"))
        return scratch.path + "/environments"
    }

    /// A recipe branching on `env.container` under `feed.lua`'s `layoutMargins`: its effective widths are the
    /// screens' less 16 a side (compact) or 20 (regular), so wide from 380 splits the iPhone (358) from the Pro Max
    /// (398), which the app tells apart only on the same effective widths (docs/spec/layout.md §1.2).
    static func containerFeed(in scratch: TemporaryDirectory) -> String {
        scratch.write("container/feed.lua", "return { contentInsetsReference = \"layoutMargins\" }\n")
        scratch.write("container/margins.lua", adaptive("margins", "env.container.effectiveContentSize.width >= 380"))
        return scratch.path + "/container"
    }

    /// Every list configuration property (docs/spec/layout.md §7): each appearance, header and footer mode, header
    /// top padding (iOS 15), showsSeparators and separator insets (iOS 14.5): the exported configuration, read
    /// back, gives the same rows, headers, separators and backgrounds at every preset.
    static func listsFeed(in scratch: TemporaryDirectory) -> String {
        let lists = [
            ("plain", #"appearance = "plain", header = true, footer = true"#),
            ("grouped", #"appearance = "grouped", headerMode = "supplementary", headerTopPadding = 12"#),
            (
                "inset",
                #"appearance = "insetGrouped", headerMode = "firstItemInSection", separatorInsets = { leading = 60 }"#
            ),
            ("sidebar", #"appearance = "sidebar", footerMode = "supplementary", showsSeparators = false"#),
            ("sidebarplain", #"appearance = "sidebarPlain", header = true, separatorInsets = { trailing = 12 }"#),
        ]
        for (name, fields) in lists {
            let items = (1...3).map { "{ id = \"\(name)-\($0)\" }" }.joined(separator: ", ")
            scratch.write(
                "lists/\(name).lua",
                "return { id = \"\(name)\", items = { \(items) }, header = { title = \"\(name)\" }, "
                    + "footer = { title = \"end\" }, layout = layout.list { \(fields) } }\n")
        }
        // Rows' own separators (itemSeparatorHandler, iOS 14.5), an outline child's among them.
        scratch.write(
            "lists/rows.lua",
            """
            return {
              id = "rows",
              items = {
                { id = "rows-1", separator = { leading = 0 } },
                { id = "rows-2", expanded = true, children = {
                    { id = "rows-2a", separator = { visible = false } },
                    { id = "rows-2b", separator = { leading = 0 } } } },
                { id = "rows-3", separator = { trailing = 24, visible = true } },
                { id = "rows-4" },
              },
              layout = layout.list { appearance = "insetGrouped", separatorInsets = { leading = 40 } },
            }
            """)
        return scratch.path + "/lists"
    }

    @Test func everyFolderRoundTripsExactly() throws {
        let scratch = TemporaryDirectory(prefix: "export-templates")
        let folders =
            Self.folders + [
                try Self.templates(in: scratch), Self.referencesFeed(in: scratch), Self.containerFeed(in: scratch),
                Self.environmentFeed(in: scratch), Self.listsFeed(in: scratch),
            ]
        #expect(folders.count >= 12)
        let exports = try folders.enumerated().map { try FolderExport.make($1, name: "Export\($0)") }
        var files = [
            "main.swift": ExportDriver.main(
                exports: exports.map(\.name), environments: FolderExport.environments,
                settings: Dictionary(
                    uniqueKeysWithValues: exports.map { ($0.name, $0.plan.configuration.containerSettings) }))
        ]
        for export in exports { files[export.name + ".swift"] = export.source }
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let environments = try #require(exports.dropLast().last)
        let lists = try #require(exports.last)
        for line in [
            "list.headerTopPadding = 12", "list.showsSeparators = false",
            "list.separatorConfiguration.bottomSeparatorInsets.leading = 60",
            "list.headerMode = UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection",
            "UICollectionLayoutListConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance.sidebarPlain)",
            "list.itemSeparatorHandler = { (indexPath: IndexPath, resolved: UIListSeparatorConfiguration) -> ",
            "case 0, 3:", "configuration.bottomSeparatorVisibility = UIListSeparatorConfiguration.Visibility.hidden",
            "configuration.bottomSeparatorInsets.trailing = 24",
        ] {
            #expect(lists.source.contains(line), "the lists export lacks \(line)")
        }
        // Where the recipes change, within half a point (the width sweep, docs/decisions.md "Widths between the
        // samples"): screens from 420 wide, containers from 380; halfway between the presets it was 410 and 378.
        #expect(environments.source.contains("if width < 419.5 { return section3Variant0(environment) }"))
        let container = try #require(exports.dropLast(2).last)
        #expect(container.source.contains("if width < 379.5 { return section0Variant0(environment) }"))
        #expect(environments.source.contains("size.width == 430 && size.height == 932 && scale == 3"))
        #expect(environments.source.contains("size.width == 820 && size.height == 1180 && scale == 2"))
        #expect(environments.source.contains("size.width == 375 && size.height == 667 && scale == 2"))
        #expect(environments.warnings.contains { $0.contains("counted.lua") && $0.contains("env.itemCount") })
        #expect(lists.warnings.contains { $0.contains("rows.lua:4: items[1].separator: 4 rows have their own") })
        var problems: [String] = []
        for export in exports {
            let recording = try RecordedLayout.export(try #require(recorded[export.name]))
            problems += try export.compare(with: recording)
        }
        #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.prefix(10).joined(separator: "\n"))")
    }
}
