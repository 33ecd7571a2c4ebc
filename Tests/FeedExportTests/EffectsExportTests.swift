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

    static func source(_ name: String, _ effects: ScrollEffects) -> String {
        SwiftExporter(
            plan: ExportPlan(
                name: name, order: ["row"], configuration: LayoutConfiguration(),
                sections: [
                    ExportSection(
                        id: "row", script: "row.lua",
                        variants: [
                            ExportVariant(
                                environments: [RandomRoundTripTests.anyEnvironment], recipe: .section(section(effects)))
                        ])
                ]),
            source: "row"
        )
        .render()
    }

    @Test func theHandlerIsWrittenForARowWithEffects() {
        let source = Self.source("Both", Self.variants[0].1)
        #expect(source.contains("section.visibleItemsInvalidationHandler = { items, offset, environment in"))
        #expect(source.contains("let distance = abs(item.frame.midX - offset.x - half)"))
        #expect(source.contains("item.alpha = 1 - (1 - 0.6) * progress"))
        #expect(!Self.source("None", ScrollEffects()).contains("visibleItemsInvalidationHandler"))
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
