import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import LayoutOracleSupport
import Testing

/// Random recipes of the layout oracle's generator, exported, compiled, run and read back: laid out in the
/// generator's own environment and at every device preset, exactly the layout of the original recipes.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct RandomRoundTripTests {
    /// At least 500 (issue #14); `EXPORT_RANDOM_FEEDS` changes it for a local experiment.
    static let feeds = Int(ProcessInfo.processInfo.environment["EXPORT_RANDOM_FEEDS"] ?? "") ?? 500

    @Test func randomRecipesRoundTripExactly() throws {
        let feeds = (0..<UInt64(Self.feeds)).map { seed in
            var generator = RandomLayoutGenerator(seed: 10_000 + seed)
            return Self.withInsetsReferences(generator.feed(seed: 10_000 + seed), seed: seed)
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
            guard sections.count == feed.sections.count,
                Self.normalized(export.configuration) == Self.normalized(feed.configuration)
            else {
                problems.append("seed \(feed.seed): recorded \(sections.count) sections, \(export.configuration)")
                continue
            }
            let environments = [feed.environment] + NamedEnvironment.presets().map(\.environment)
            var recordedFeed = feed
            recordedFeed.configuration = export.configuration
            var wantedFeed = feed
            wantedFeed.configuration = Self.normalized(feed.configuration)
            for environment in environments {
                let want = Self.solve(feed.sections, wantedFeed, environment)
                let got = Self.solve(sections, recordedFeed, environment)
                compared += 1
                if want != got {
                    problems.append(
                        "seed \(feed.seed) at \(environment): \(want.prefix(2_000)) vs \(got.prefix(2_000))")
                }
            }
        }
        #expect(compared == Self.feeds * (1 + NamedEnvironment.presets().count))
        #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.prefix(3).joined(separator: "\n"))")
    }

    /// The generator's feeds with random content insets references on the configuration and the sections (the
    /// generator itself leaves them at UIKit's defaults, and the oracle's seeds must not move); they matter at the
    /// presets, whose safe areas, margins and readable widths differ.
    static func withInsetsReferences(_ feed: OracleFeed, seed: UInt64) -> OracleFeed {
        var random = SeededGenerator(seed: 77_000 + seed)
        var feed = feed
        let references = ContentInsetsReference.allCases
        if random.chance(0.5) { feed.configuration.contentInsetsReference = random.pick(references) }
        for index in feed.sections.indices {
            if random.chance(0.5) { feed.sections[index].contentInsetsReference = random.pick(references) }
            if random.chance(0.3) {
                feed.sections[index].supplementaryContentInsetsReference = random.pick(references)
            }
        }
        return feed
    }

    /// UIKit's configuration has no `automatic` of its own: it is the safe area (docs/spec/layout.md §1.2).
    static func normalized(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
        var configuration = configuration
        if configuration.contentInsetsReference == .automatic { configuration.contentInsetsReference = .safeArea }
        return configuration
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
            let result = try LayoutSolver(environment: environment, configuration: feed.configuration)
                .solve(inputs, sizing: OracleFeed.sizing)
            return String(reflecting: result)
        } catch {
            return "error \(error)"
        }
    }
}
