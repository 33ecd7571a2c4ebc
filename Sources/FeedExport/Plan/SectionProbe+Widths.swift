import FeedLayout
import FeedScripting

/// Widths between the sampled screens (docs/decisions.md "Widths between the samples"). The app's width test puts
/// each window in the variant of the nearest sample, so a recipe whose answer changes between two samples (columns
/// from the width, a 1,032-wide iPad Pro between the iPad's 820 and 1,180) was exported with a threshold halfway
/// between them: 7 columns there where `feed build --width 1032` gives 6. The sweep finds where the answer changes
/// and adds those widths as samples, so the thresholds fall where the recipe changes; a recipe that changes too
/// often for a list of branches (a size worked from the width, a custom group's frames from `env.width`) is kept
/// as sampled, with a warning naming a width the app gets wrong.
extension SectionProbe {
    /// The window widths swept: the narrowest split view (320) to the widest `--device` screen (the 13-inch iPad Pro
    /// turned, 1,376).
    static let sweptWidths = 320.0...1376.0
    /// Points between two probes of the first pass: a change that comes and goes between two of them is not seen.
    static let sweepStep = 32.0
    /// More distinct recipes than this among the first pass's probes: a continuous function of the width.
    static let sweepRecipeLimit = 16
    /// Evaluations one section's sweep may add in all (the first pass is 34).
    static let sweepEvaluationLimit = 256

    /// One evaluation of the sweep: a window of `feed build --width W` and the recipe `layout(env)` gives there.
    struct WidthProbe {
        var named: NamedEnvironment
        var recipe: SectionInput.Recipe
    }

    /// `variants` with the widths where the recipe changes between samples added (when the variants split by
    /// width), and the warning's text when the app still picks a recipe other than `feed build --width W`'s at some
    /// width swept: a test of exact sizes sends every other window to its first variant (a recipe reading
    /// `env.scale` beside the width: 2 columns at 1,032 where feed build gives 6).
    mutating func sweepWidths(_ variants: [ExportVariant], settings: ContainerSettings, line: Int?) -> (
        variants: [ExportVariant], note: String?
    ) {
        guard settings.scrollDirection == .vertical else { return (variants, nil) }
        var evaluations = 0
        var probes: [WidthProbe] = []
        for width in stride(from: Self.sweptWidths.lowerBound, through: Self.sweptWidths.upperBound, by: Self.sweepStep)
        {
            if let probe = probe(width: width, evaluations: &evaluations) { probes.append(probe) }
        }
        var result = variants
        // Only a width test can take more samples: the others test the size class, or exact sizes and scales.
        if case .widths = BranchPlan.plan(variants, settings: settings),
            Set(probes.map(\.recipe)).count <= Self.sweepRecipeLimit
        {
            var refined = Array(probes.prefix(1))
            for (low, high) in zip(probes, probes.dropFirst()) {
                refined += bisect(low, high, evaluations: &evaluations) + [high]
            }
            probes = refined
            let added = Self.adding(changesIn: refined, to: variants)
            if case .widths = BranchPlan.plan(added, settings: settings) { result = added }
        }
        return (result, mismatchNote(result, probes, settings: settings, line: line))
    }

    /// The probes between `low` and `high` down to one point apart, where their recipes differ.
    private func bisect(_ low: WidthProbe, _ high: WidthProbe, evaluations: inout Int) -> [WidthProbe] {
        let (a, b) = (low.named.environment.width, high.named.environment.width)
        guard low.recipe != high.recipe, b - a > 1 else { return [] }
        guard let middle = probe(width: ((a + b) / 2).rounded(.down), evaluations: &evaluations) else { return [] }
        return bisect(low, middle, evaluations: &evaluations) + [middle]
            + bisect(middle, high, evaluations: &evaluations)
    }

    /// The recipe in a bare window `width` wide, as `feed build --width` has it; nil when it fails there or the
    /// sweep has spent its evaluations (a failure is no evidence either way, as for the item-count probes).
    private func probe(width: Double, evaluations: inout Int) -> WidthProbe? {
        guard evaluations < Self.sweepEvaluationLimit else { return nil }
        evaluations += 1
        let named = NamedEnvironment(
            name: "width-" + SwiftLiteral.number(width), environment: LayoutEnvironment(width: width))
        guard
            let recipe = try? pipeline.recipe(
                ofScript: script, environment: named.environment, itemCount: itemCount, sectionIndex: index),
            AvailabilityCheck(minimumIOS: minimumIOS).problems(in: recipe, script: script).isEmpty
        else { return nil }
        let solver = LayoutSolver(environment: named.environment, configuration: pipeline.layoutConfiguration)
        guard solver.validate([recipe.sectionInput(itemCount: itemCount)]).isEmpty else { return nil }
        return WidthProbe(named: named, recipe: recipe.recipe)
    }

    /// `variants` with both probes of every change between neighbours in `probes` as samples.
    private static func adding(changesIn probes: [WidthProbe], to variants: [ExportVariant]) -> [ExportVariant] {
        var result = variants
        var added: Set<String> = []
        for (low, high) in zip(probes, probes.dropFirst()) where low.recipe != high.recipe {
            for probe in [low, high] where added.insert(probe.named.name).inserted {
                if let position = result.firstIndex(where: { $0.recipe == probe.recipe }) {
                    result[position].environments.append(probe.named)
                } else {
                    result.append(ExportVariant(environments: [probe.named], recipe: probe.recipe))
                }
            }
        }
        return result
    }

    /// The warning when the written width test picks, at some probe, a recipe other than the probe's own.
    private mutating func mismatchNote(
        _ variants: [ExportVariant], _ probes: [WidthProbe], settings: ContainerSettings, line: Int?
    ) -> String? {
        let plan = BranchPlan.plan(variants, settings: settings)
        let wrong = probes.compactMap { probe -> (probe: WidthProbe, variant: ExportVariant)? in
            let chosen = variants[plan.variant(in: probe.named.environment, settings: settings)]
            return chosen.recipe == probe.recipe ? nil : (probe, chosen)
        }
        guard let first = wrong.first else { return nil }
        let width = SwiftLiteral.number(first.probe.named.environment.width)
        let sample = first.variant.environments.first?.name ?? "another screen"
        return warn(
            field: "layout", line: line,
            "the recipe changes with the width between the sampled screens in a way the app's branches cannot "
                + "follow: at \(wrong.count) of \(probes.count) widths swept from 320 to 1376 the app takes another "
                + "width's recipe (at \(width) that of \(sample), where feed build --width \(width) gives its own)")
    }
}
