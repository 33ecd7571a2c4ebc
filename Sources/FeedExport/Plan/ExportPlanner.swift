import FeedHost
import FeedLayout
import FeedScripting

/// Builds an `ExportPlan` from a feed folder: runs the feed once as `feed build` would, then asks every section
/// for its recipe in each environment and notes what cannot be carried over exactly.
package struct ExportPlanner {
    package var configuration: PipelineConfiguration
    /// The environments every recipe is evaluated in (the device presets, plus the command line's own).
    package var environments: [NamedEnvironment]
    package var name: String
    package var minimumIOS: Int
    /// The time every section's width sweep may take in all (docs/decisions.md "What stops a width sweep").
    package var sweepTimeBudget = ExportPlanner.defaultSweepTimeBudget

    /// A 0.2 s layout(env) swept 290 times would take 58 s; past this the sweeps stop, each saying what it left out.
    package static let defaultSweepTimeBudget = Duration.seconds(20)

    package init(
        configuration: PipelineConfiguration, environments: [NamedEnvironment], name: String = "FeedSections",
        minimumIOS: Int = ExportPlan.defaultIOS
    ) {
        self.configuration = configuration
        self.environments = environments
        self.name = name
        self.minimumIOS = minimumIOS
    }

    /// What a planning run gives: the plan when nothing failed, and every problem and warning.
    package struct Outcome: Sendable {
        package var plan: ExportPlan?
        package var errors: [Diagnostic]
        package var warnings: [Diagnostic]
    }

    package func plan(_ folder: FeedFolder) -> Outcome {
        let pipeline = FeedPipeline(folder: folder, configuration: configuration)
        let runStart = ContinuousClock.now
        let document = pipeline.run()
        guard document.errors.isEmpty else {
            return Outcome(plan: nil, errors: document.errors, warnings: document.warnings)
        }
        var errors = AvailabilityCheck(minimumIOS: minimumIOS).problems(in: pipeline.layoutConfiguration)
        var warnings = document.warnings
        var sections: [ExportSection] = []
        var sweep = SweepState(
            budget: sweepTimeBudget, feedTimeLimit: configuration.limits.feedTimeLimit, runStart: runStart)
        for section in document.sections {
            var probe = SectionProbe(
                pipeline: pipeline, script: section.script, itemCount: section.items.count, index: section.index,
                environments: environments, current: configuration.environment, minimumIOS: minimumIOS,
                sweep: sweep)
            // Boundary items have kinds of their own (a kind is unique in a section, docs/spec/layout.md §5.1).
            probe.runBadges = section.supplementaries.map { (kind: $0.kind, item: $0.item) }
            for badge in section.supplementaries where badge.isHidden {
                guard let item = badge.item, probe.hiddenBadges[badge.kind] == nil else { continue }
                probe.hiddenBadges[badge.kind] = section.items[item].id
            }
            if let exported = probe.export(id: section.id) { sections.append(exported) }
            errors += probe.errors
            sweep = probe.sweep
            sweep.nextSection()
            warnings += probe.warnings
        }
        let plan = ExportPlan(
            name: name, minimumIOS: minimumIOS, order: document.sections.map(\.id),
            configuration: pipeline.layoutConfiguration, sections: sections)
        return Outcome(plan: errors.isEmpty ? plan : nil, errors: errors, warnings: warnings)
    }
}
