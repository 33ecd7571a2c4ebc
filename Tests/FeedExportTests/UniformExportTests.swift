import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// `uniformAcrossSiblings` (iOS 17) exports as UIKit's `uniformAcrossSiblings(estimate:)`: plainly at `--ios 17`,
/// behind `#available` with `estimated` as the fallback for an older target (docs/spec/layout.md §8.1 rule 3).
@Suite struct UniformExportTests {
    /// W5's grid: two columns whose heights are `uniformAcrossSiblings(100)`.
    static let section = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
            subitems: [
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(100))))
            ], interItemSpacing: .fixed(10)),
        contentInsets: EdgeInsets(leading: 16, trailing: 16), interGroupSpacing: 8)

    static func source(ios: Int, name: String = "Uniform") -> String {
        SwiftExporter(
            plan: ExportPlan(
                name: name, minimumIOS: ios, order: ["grid"], configuration: LayoutConfiguration(),
                sections: [
                    ExportSection(
                        id: "grid", script: "grid.lua",
                        variants: [
                            ExportVariant(
                                environments: [RandomRoundTripTests.anyEnvironment], recipe: .section(section))
                        ])
                ]),
            source: "grid"
        )
        .render()
    }

    @Test func olderTargetsAskAvailabilityAndFallBackToEstimated() {
        let source = Self.source(ios: 15)
        #expect(source.contains("if #available(iOS 17.0, *) {"))
        #expect(source.contains("NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 100)"))
        #expect(source.contains("return NSCollectionLayoutDimension.estimated(100) }()"))
    }

    @Test func iOS17WritesItPlainly() {
        let source = Self.source(ios: 17)
        #expect(!source.contains("#available(iOS 17.0"))
        #expect(source.contains("heightDimension: NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 100))"))
    }

    /// Both forms compile against the UIKit surface and read back as the same recipe.
    @Test(.tags(.slow), .enabled(if: SlowTests.enabled)) func bothFormsRoundTrip() throws {
        let files = [
            "main.swift": ExportDriver.main(
                exports: ["Uniform15", "Uniform17"], environments: [RandomRoundTripTests.anyEnvironment]),
            "Uniform15.swift": Self.source(ios: 15, name: "Uniform15"),
            "Uniform17.swift": Self.source(ios: 17, name: "Uniform17"),
        ]
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        for name in ["Uniform15", "Uniform17"] {
            let export = try RecordedLayout.export(try #require(recorded[name]))
            let recipe = try #require(export.sections["any"]?.first ?? nil)
            #expect(recipe == .section(Self.section), "\(name)")
        }
    }
}
