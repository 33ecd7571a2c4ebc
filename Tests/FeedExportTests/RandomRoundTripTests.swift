import FeedExport
import FeedLayout
import Foundation
import LayoutOracleSupport
import Testing

/// Random recipes of the layout oracle's generator, exported, compiled, run and read back: laid out in the
/// generator's own environment and at every device preset, exactly the layout of the original recipes.
@Suite struct RandomRoundTripTests {
    /// At least 500 (issue #14); `EXPORT_RANDOM_FEEDS` changes it for a local experiment.
    static let feeds = Int(ProcessInfo.processInfo.environment["EXPORT_RANDOM_FEEDS"] ?? "") ?? 500

    @Test func randomRecipesRoundTripExactly() throws {
        let feeds = (0..<UInt64(Self.feeds)).map { seed in
            var generator = RandomLayoutGenerator(seed: 10_000 + seed)
            return generator.feed(seed: 10_000 + seed)
        }
        var files: [String: String] = [:]
        for (index, feed) in feeds.enumerated() {
            files["Random\(index).swift"] = SwiftExporter(
                plan: Self.plan(feed, name: "Random\(index)"), source: "random"
            )
            .render()
        }
        files["main.swift"] = ExportDriver.main(
            exports: feeds.indices.map { "Random\($0)" }, environments: [Self.anyEnvironment])
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        var problems: [String] = []
        var compared = 0
        for (index, feed) in feeds.enumerated() {
            let export = try RecordedLayout.export(try #require(recorded["Random\(index)"]))
            let recipes = export.sections[Self.anyEnvironment.name] ?? []
            let sections = recipes.compactMap { recipe -> LayoutSection? in
                if case .section(let section)? = recipe { return section }
                return nil
            }
            guard sections.count == feed.sections.count, export.configuration == feed.configuration else {
                problems.append("seed \(feed.seed): recorded \(sections.count) sections, \(export.configuration)")
                continue
            }
            let environments = [feed.environment] + NamedEnvironment.presets().map(\.environment)
            for environment in environments {
                let want = Self.solve(feed.sections, feed, environment)
                let got = Self.solve(sections, feed, environment)
                compared += 1
                if want != got { problems.append("seed \(feed.seed) at \(environment): \(want) vs \(got)") }
            }
        }
        #expect(compared == Self.feeds * (1 + NamedEnvironment.presets().count))
        #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.prefix(3).joined(separator: "\n"))")
    }

    /// Static recipes are the same in every environment: one variant, recorded in any one environment.
    static let anyEnvironment = NamedEnvironment(name: "any", environment: LayoutEnvironment())

    static func plan(_ feed: OracleFeed, name: String) -> ExportPlan {
        ExportPlan(
            name: name, order: feed.sections.indices.map { "s\($0)" }, configuration: feed.configuration,
            sections: feed.sections.enumerated().map { index, section in
                ExportSection(
                    id: "s\(index)", script: "random",
                    variants: [ExportVariant(environments: [anyEnvironment], recipe: .section(section))])
            })
    }

    /// The layout, or the error, of `sections` with the feed's item counts and the oracle's sizing.
    static func solve(_ sections: [LayoutSection], _ feed: OracleFeed, _ environment: LayoutEnvironment) -> String {
        let inputs = zip(sections, feed.itemCounts).map { SectionInput($0.0, itemCount: $0.1) }
        do {
            let result = try LayoutSolver(environment: environment, configuration: feed.configuration).solve(inputs) {
                request in
                guard let section = request.section else { return nil }
                switch request.element {
                case .item(let item):
                    return OracleFeed.measure(section: section, item: item, proposed: request.proposedSize)
                case .supplementary(let kind):
                    return OracleFeed.measureSupplementary(section: section, kind: kind, proposed: request.proposedSize)
                }
            }
            return String(reflecting: result)
        } catch {
            return "error \(error)"
        }
    }
}
