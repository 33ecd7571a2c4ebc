import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// A row's scroll effects export as its `visibleItemsInvalidationHandler` (docs/spec/layout.md §3.5): run on probe
/// cells in the compiled program, it gives each the scale and alpha the engine's definition gives.
@Suite struct EffectsExportTests {
    /// §3.5's row: cards of 300, insets 16, 10 apart, scale min 0.85, alpha min 0.6.
    static func section(_ effects: ScrollEffects) -> LayoutSection {
        LayoutSection(
            group: LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .absolute(300), height: .absolute(200)),
                subitems: [
                    .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
                ]),
            contentInsets: EdgeInsets(leading: 16, trailing: 16), interGroupSpacing: 10,
            orthogonalScrolling: .continuous, effects: effects)
    }

    static let variants: [(String, ScrollEffects)] = [
        ("Both", ScrollEffects(minimumScale: 0.85, minimumAlpha: 0.6)),
        ("ScaleOnly", ScrollEffects(minimumScale: 0.85)),
    ]

    static func source(
        _ name: String, _ effects: ScrollEffects, reference: ContentInsetsReference = .automatic
    ) -> String {
        var section = section(effects)
        section.contentInsetsReference = reference
        return SwiftExporter(
            plan: ExportPlan(
                name: name, order: ["row"], configuration: LayoutConfiguration(),
                sections: [
                    ExportSection(
                        id: "row", script: "row.lua",
                        variants: [
                            ExportVariant(
                                environments: [RandomRoundTripTests.anyEnvironment], recipe: .section(section))
                        ])
                ]),
            source: "row"
        )
        .render()
    }

    @Test func theHandlerIsWrittenForARowWithEffects() {
        let source = Self.source("Both", Self.variants[0].1)
        #expect(source.contains("section.visibleItemsInvalidationHandler = { items, offset, environment in"))
        #expect(source.contains("let centre = environment.container.effectiveContentInsets.leading + half"))
        #expect(source.contains("let distance = abs(item.frame.midX - offset.x - centre)"))
        #expect(source.contains("item.alpha = 1 - (1 - 0.6) * progress"))
        #expect(!Self.source("None", ScrollEffects()).contains("visibleItemsInvalidationHandler"))
    }

    /// §3.5's row on the 390-pt iPhone in landscape (844 wide, 47 of safe area a side): the row's section spans
    /// 47 … 797 (§1.2), so the engine measures from its centre 422 over half its width, 375 — at offset 100 the first
    /// card (x 63, centre 213) is 309 from it, t = 0.824, scale **0.8764**, alpha **0.6704** (`feed build
    /// --device iphone --landscape --scroll-x 100`). The handler read the whole container: 309/422, 0.89017.
    ///
    /// The same row naming `layoutMargins` (its section 63 … 781) is measured over the same box in the app and, since
    /// session 41, in the engine (`LayoutEnvironment.effectsSpan`: 47 and 750, where its own box gave 63 and 718).
    @Test(.tags(.slow), .enabled(if: SlowTests.enabled)) func theHandlerSpansTheSafeAreasBoxAsTheEngine() throws {
        let effects = Self.variants[0].1
        let main = """
            import UIKit
            let environment = RecorderEnvironment(width: 844, height: 390, scale: 3, sides: 47)
            let section = Both.section("row", environment: environment)!
            let margins = Margins.section("row", environment: environment)!
            Recorder.print([
                "probes": Recorder.effectProbes(section, environment: environment),
                "margins": Recorder.effectProbes(margins, environment: environment),
            ])
            """
        let files = [
            "main.swift": main + "\n", "Both.swift": Self.source("Both", effects),
            "Margins.swift": Self.source("Margins", effects, reference: .layoutMargins),
        ]
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let landscape = try #require(DevicePreset.named("iphone")).environment(landscape: true)
        for (key, reference) in [("probes", ContentInsetsReference.automatic), ("margins", .layoutMargins)] {
            let probes = try #require(recorded[key] as? [[Double]])
            let span = landscape.effectsSpan(sectionReference: reference, settings: ContainerSettings())
            #expect(span == RowSpan(start: 47, length: 750))
            // Probe k is 100 wide at x = 40·k with the row at offset 37: its centre on screen is 40·k + 50 − 37.
            for (index, probe) in probes.enumerated() {
                let distance = Double(index * 40) + 50 - 37 - (span.start + span.length / 2)
                let want = effects.values(distance: distance, visibleLength: span.length)
                #expect(abs(probe[0] - want.scale) < 1e-9 && abs(probe[2] - want.alpha) < 1e-9, "\(key) \(index)")
            }
        }
        let card = effects.values(distance: 213 - 100 - 422, visibleLength: 750)
        #expect(abs(card.scale - 0.8764) < 1e-9 && abs(card.alpha - 0.6704) < 1e-9)
    }

    /// Probes 100 wide at x = 40·k, the row at offset 37, a 390-wide container (the recorder's).
    @Test(.tags(.slow), .enabled(if: SlowTests.enabled)) func theHandlerGivesTheEngineNumbers() throws {
        var files = [
            "main.swift": ExportDriver.main(
                exports: Self.variants.map(\.0), environments: [RandomRoundTripTests.anyEnvironment])
        ]
        for (name, effects) in Self.variants { files[name + ".swift"] = Self.source(name, effects) }
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let width = RandomRoundTripTests.anyEnvironment.environment.width
        for (name, effects) in Self.variants {
            let sections = (recorded[name] as? [String: Any])?["sections"] as? [String: Any]
            let section = (sections?["any"] as? [[String: Any]])?.first
            let probes = try #require(section?["effectProbes"] as? [[Double]], "\(name)")
            #expect(probes.count == 12)
            for (index, probe) in probes.enumerated() {
                let want = effects.values(distance: Double(index * 40) + 50 - 37 - width / 2, visibleLength: width)
                #expect(abs(probe[0] - want.scale) < 1e-9 && abs(probe[1] - want.scale) < 1e-9, "\(name) \(index)")
                #expect(abs(probe[2] - want.alpha) < 1e-9, "\(name) \(index) \(probe)")
            }
        }
    }
}
