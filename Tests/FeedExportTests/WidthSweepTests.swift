import FeedExport
import FeedLayout
import FeedTestSupport
import Testing

/// Windows between the sampled screens (docs/decisions.md "Widths between the samples"): the app's width test must
/// pick, at every width, the recipe `feed build --width W` gives there.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct WidthSweepTests {
    /// Windows no sample has, as `feed build --width W` lays them out: a 414-wide phone, a 470-wide window and the
    /// 13-inch iPad Pro's 1,032 (its own preset too, at its scale and safe area).
    static var windows: [NamedEnvironment] {
        let bare = [414.0, 470, 960, 1032].map {
            NamedEnvironment(name: "width-\(Int($0))", environment: LayoutEnvironment(width: $0))
        }
        let pro = DevicePreset.named("ipad-pro-13").map {
            [NamedEnvironment(name: "ipad-pro-13", environment: $0.environment())]
        }
        return bare + (pro ?? [])
    }

    /// A section of one column for every 160 points of the container, `spacing` between them (Lua).
    static func columns(_ id: String, spacing: String) -> String {
        """
        return {
          id = "\(id)", items = { { id = "\(id)-1" }, { id = "\(id)-2" } },
          layout = function(env)
            local columns = math.floor(env.container.effectiveContentSize.width / 160)
            return layout.section { group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(100), count = columns, interItemSpacing = \(spacing),
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
          end,
        }
        """
    }

    /// One column for every 160 points of the container: 2 up to 479, 3 from 480, … 6 from 960, 7 from 1,120. The
    /// samples (effective widths) are 2 up to the Pro Max's 430, 3 at the iPad's 2/3 split (490), 5 on the iPad
    /// (820) and 7 turned (1,180); halfway thresholds sent 470 to 3 columns (feed build: 2) and 960 and 1,032 past
    /// 1,000 or below it to 5 and 7 columns where feed build gives 6. The sweep adds the widths where the count
    /// changes (479 and 480, 959 and 960, …), so the thresholds fall there.
    @Test func columnsFromTheWidthChangeWhereTheRecipeDoes() throws {
        let scratch = TemporaryDirectory(prefix: "width-sweep")
        scratch.write("columns.lua", Self.columns("columns", spacing: "nil"))
        let export = try FolderExport.make(scratch.path, name: "Columns")
        // Past 1,376 the count keeps growing (10 at 1,600), which no sample covers (`SweepLimitTests`).
        #expect(export.warnings.count == 1 && export.warnings[0].contains("past 1376"), "\(export.warnings)")
        let recording = try HorizontalContainerTests.record(export, at: Self.windows)
        for (window, columns) in [("width-470", 2), ("width-960", 6), ("width-1032", 6), ("ipad-pro-13", 6)] {
            guard case .section(let section)?? = recording.sections[window]?.first else {
                Issue.record("no section at \(window)")
                continue
            }
            #expect(section.group.count == columns, "\(window)")
        }
        let problems = try export.compare(with: recording, at: Self.windows)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Columns from the width with a hairline of `1/env.scale` between them: the presets' variants interleave by
    /// width (the turned iPhone SE @2 and the iPad's 2/3 split @2 around the turned iPhone @3), so the export tests
    /// exact sizes and scales, and every other window took the first variant, the iPhone SE's 2 columns (1,032
    /// wide: 2 where feed build gives 6), with no warning: the sweep now checks every kind of test.
    @Test func anExactSizeTestWarnsOfTheWindowsItMisses() throws {
        let scratch = TemporaryDirectory(prefix: "width-sweep-exact")
        scratch.write("hairline.lua", Self.columns("hairline", spacing: "fixed(1 / env.scale)"))
        let export = try FolderExport.make(scratch.path, name: "Hairline")
        #expect(export.source.contains("if size.width == 820 && size.height == 1180 && scale == 2"))
        let warning = export.warnings.first {
            $0.hasPrefix("hairline.lua:5: layout: the recipe changes with the width")
        }
        #expect(warning?.contains("at 34 of 34 widths swept from 320 to 1376") == true, "\(export.warnings)")
    }

    /// A size worked out from the width changes every few points: no list of branches holds it, and the export says
    /// so, in the file and as a warning, naming a width the app gets wrong. The cookbook's three-column grid makes
    /// its row as tall as a column, `⌊(W − 48)/3⌋`; the mosaic's custom frames are halves of `env.width` (a
    /// 414-wide phone took the Pro Max's 215 for its 207).
    @Test(arguments: [("grids", "three-columns.lua"), ("mosaic", "photos.lua")])
    func aSizeWorkedFromTheWidthIsAWarning(recipe: String, script: String) throws {
        let export = try FolderExport.make(PackageFolder.root + "/docs/cookbook/" + recipe, name: "Recipe")
        let warning = export.warnings.first { $0.contains(script) && $0.contains("swept from 320 to 1376") }
        #expect(warning != nil, "\(export.warnings)")
        #expect(export.source.contains("layout: the recipe changes with the width between the sampled screens"))
    }
}
