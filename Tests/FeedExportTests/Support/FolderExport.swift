import FeedExport
import FeedHost
import FeedLayout
import FeedTestSupport
import Foundation

/// A feed folder exported for a round trip: its plan, the generated source, and per device preset the Lua-driven
/// layout to compare with.
struct FolderExport {
    var folder: String
    var name: String
    var plan: ExportPlan
    var source: String
    var warnings: [String]

    static let environments = NamedEnvironment.presets()

    /// Plans and renders `folder` as the enum `name` (at the iPhone preset, as `feed export swift` does by default).
    /// `minimumIOS` is `--ios`: the newest (17) lets every recipe through; the gating has tests of its own.
    static func make(_ folder: String, name: String, minimumIOS: Int = 17) throws -> FolderExport {
        let feed = try FeedFolder.discover(at: folder)
        let planner = ExportPlanner(
            configuration: PipelineConfiguration(environment: LayoutEnvironment()), environments: environments,
            name: name, minimumIOS: minimumIOS)
        let outcome = planner.plan(feed)
        guard let plan = outcome.plan else {
            throw SwiftProgram.Failure(description: "\(folder): \(outcome.errors.map(\.description))")
        }
        return FolderExport(
            folder: folder, name: name, plan: plan, source: SwiftExporter(plan: plan, source: folder).render(),
            warnings: outcome.warnings.map(\.description))
    }

    /// A list's rows as the app has them: levels from its data source (the run's items), separators from what
    /// the exported handler answered.
    static func rows(of section: SectionDocument, _ separators: [Int: ListRowSeparator]) -> [ListRow] {
        section.items.enumerated().map { index, item in
            ListRow(level: item.outline?.level ?? 0, separator: separators[index])
        }
    }

    /// Lays out what the program recorded in each of `environments` (every preset unless given) and compares it
    /// with the Lua-driven layout there.
    ///
    /// - Returns: one line per difference (empty when the round trip is exact).
    func compare(
        with recorded: RecordedLayout.Export, at environments: [NamedEnvironment] = FolderExport.environments
    ) throws -> [String] {
        var problems: [String] = []
        if recorded.order != plan.order { problems.append("\(folder): order \(recorded.order) vs \(plan.order)") }
        if !recorded.providerAgrees { problems.append("\(folder): layout()'s provider differs from section(_:)") }
        if !recorded.unknownIsNil || !recorded.providerBeyondOrderIsNil {
            problems.append("\(folder): an unknown section is not nil")
        }
        let feed = try FeedFolder.discover(at: folder)
        for named in environments {
            let pipeline = FeedPipeline(
                folder: feed, configuration: PipelineConfiguration(environment: named.environment))
            let document = pipeline.run()
            guard document.errors.isEmpty, let recipes = recorded.sections[named.name] else {
                problems.append("\(folder) on \(named.name): \(document.errors.map(\.description))")
                continue
            }
            if recorded.configuration != pipeline.layoutConfiguration {
                problems.append("\(folder): configuration \(recorded.configuration) vs \(pipeline.layoutConfiguration)")
            }
            var inputs: [SectionInput] = []
            let separators = recorded.rowSeparators[named.name] ?? []
            for (position, (recipe, section)) in zip(recipes, document.sections).enumerated() {
                guard let recipe else {
                    problems.append("\(folder) on \(named.name): section \(section.id) is nil")
                    continue
                }
                switch recipe {
                case .section(let layout): inputs.append(SectionInput(layout, itemCount: section.items.count))
                case .list(let list):
                    let own = position < separators.count ? separators[position] : [:]
                    inputs.append(
                        SectionInput(list: list, itemCount: section.items.count, rows: Self.rows(of: section, own)))
                }
            }
            let scripts = document.sections.map(\.script)
            let solver = LayoutSolver(environment: named.environment, configuration: recorded.configuration)
            let result = try solver.solve(inputs) { request in
                guard let section = request.section else { return nil }
                return pipeline.measure(request, script: scripts[section])
            }
            let expected = LayoutRecord(document)
            let actual = LayoutRecord(result)
            if let difference = actual.firstDifference(from: expected) {
                problems.append("\(folder) on \(named.name): \(difference)")
            }
        }
        return problems
    }
}
