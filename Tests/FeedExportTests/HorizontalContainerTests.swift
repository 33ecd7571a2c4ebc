import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// A horizontal feed's recipes are evaluated on the screens the app runs on: its section provider's container is
/// the screen less the safe area's top and bottom (docs/spec/layout.md §1.2), so a recipe branching on its height
/// picks, in the app, the variant `feed build --device` gives.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct HorizontalContainerTests {
    /// The devices as `feed build --device` has them, built here from the presets' rows so that the test does not
    /// lean on the export's own list of environments.
    static var devices: [NamedEnvironment] {
        let phones = ["iphone-se", "iphone", "iphone-pro-max", "ipad"].compactMap(DevicePreset.named).map {
            NamedEnvironment(name: $0.name, environment: $0.environment())
        }
        let ipad = DevicePreset.named("ipad").map {
            NamedEnvironment(name: "ipad-landscape", environment: $0.environment(landscape: true))
        }
        return phones + [ipad].compactMap { $0 }
    }

    /// Effective heights (screen less the safe area's top and bottom): iPhone SE 667 − 20 = 647, iPhone
    /// 844 − 47 − 34 = 763, Pro Max 932 − 59 − 34 = 839, iPad 1180 − 24 − 20 = 1136, iPad landscape 820 − 44 = 776.
    /// Tall from 800: the Pro Max and the portrait iPad get rows 120 tall, the others 90. Evaluated on bare screens
    /// (844, 932, 1180, 820) only the SE was short, the plan tested those bare sizes, no device matched them, and the
    /// app fell back to the SE's variant: the Pro Max's and the iPad's rows were 90 tall, 120 in `feed build`.
    /// The tiles' custom frames start at the safe area's top: 47 on the iPhone, 0 when evaluated on a bare screen.
    @Test func aHeightBranchPicksTheDevicesVariant() throws {
        let scratch = TemporaryDirectory(prefix: "horizontal-container")
        scratch.write("feed.lua", #"return { scrollDirection = "horizontal" }"# + "\n")
        let tall = "env.container.effectiveContentSize.height >= 800"
        scratch.write("rows.lua", FolderRoundTripTests.adaptive("rows", tall))
        // A custom group's frames(env) (docs/spec/layout.md §2.6) see the device's safe area too: 0 on bare screens.
        scratch.write(
            "tiles.lua",
            """
            return {
              id = "tiles", items = { { id = "t1" }, { id = "t2" } },
              layout = layout.section { group = layout.group.custom { width = absolute(200), height = fractionalHeight(1),
                frames = function(env)
                  local top = env.safeArea.top
                  return { { x = 0, y = top, width = 200, height = 100 }, { x = 0, y = top + 100, width = 200, height = 100 } }
                end } },
            }
            """)
        let export = try FolderExport.make(scratch.path, name: "Horizontal")
        let recording = try Self.record(export, at: Self.devices)
        for (device, height) in [("iphone", 90.0), ("iphone-pro-max", 120), ("ipad", 120), ("ipad-landscape", 90)] {
            guard case .section(let section)?? = recording.sections[device]?.first else {
                Issue.record("no section on \(device)")
                continue
            }
            #expect(section.group.size.height == .absolute(height), "\(device)")
        }
        guard case .section(let tiles)?? = recording.sections["iphone"]?.last else {
            Issue.record("no tiles on the iPhone")
            return
        }
        #expect(tiles.group.customFrames.map(\.frame.y) == [47, 147])
        let problems = try export.compare(with: recording, at: Self.devices)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// `export` compiled against the UIKit surface and run in `devices`, each with its own insets and size class.
    static func record(_ export: FolderExport, at devices: [NamedEnvironment]) throws -> RecordedLayout.Export {
        let main = ExportDriver.main(
            exports: [export.name], environments: devices,
            settings: [export.name: export.plan.configuration.containerSettings])
        let output = try SwiftProgram.run(
            files: ["main.swift": main, export.name + ".swift": export.source],
            extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        return try RecordedLayout.export(try #require(recorded[export.name]))
    }

    /// The cookbook's grids on the turned iPhones: the three-column row is as tall as a column is wide, worked from
    /// the container's effective width (`(W − 48)/3`). The iPhone's is 844 − 94 = 750: 234. Without the turned
    /// phones among the export's samples the app's test sent 750 to the variant of the iPad's landscape 2/3 split
    /// (795: 249), where `feed build --device iphone --landscape` gives 234; the Pro Max (814) took it too, for 255.
    @Test func theTurnedPhonesHaveTheirOwnVariant() throws {
        let turned = ["iphone-se", "iphone", "iphone-pro-max"].compactMap(DevicePreset.named).map {
            NamedEnvironment(name: $0.name + "-landscape", environment: $0.environment(landscape: true))
        }
        let export = try FolderExport.make(PackageFolder.root + "/docs/cookbook/grids", name: "Grids")
        let recording = try Self.record(export, at: turned)
        guard case .section(let row)?? = recording.sections["iphone-landscape"]?.last else {
            Issue.record("no three-column row on the turned iPhone")
            return
        }
        #expect(row.group.size.height == .absolute(234))
        let problems = try export.compare(with: recording, at: turned)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
