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

    /// Widths past the sweep's, probed to see whether the recipe still changes there: the app takes its widest
    /// sample's recipe (or its first, under an exact test) at any window wider than 1,376 (docs/decisions.md
    /// "Widths past the sweep and horizontal feeds").
    static let widthsBeyond = [1408.0, 1600, 2048, 2560]

    /// One evaluation of the sweep: a window of `feed build --width W` and the recipe `layout(env)` gives there.
    struct WidthProbe {
        var named: NamedEnvironment
        var recipe: SectionInput.Recipe
    }

    /// `variants` with the widths where the recipe changes between samples added (when the variants split by
    /// width and the feed scrolls vertically), and the warnings' texts: when the app still picks a recipe other
    /// than `feed build --width W`'s at some width swept or past it (a test of exact sizes sends every other window
    /// to its first variant: a recipe reading `env.scale` beside the width had 2 columns at 1,032 where feed build
    /// gives 6), and when the sweep stopped before its end (`SweepState`).
    mutating func sweepWidths(
        _ variants: [ExportVariant], settings: ContainerSettings, line: Int?, state: inout SweepState
    ) -> (variants: [ExportVariant], notes: [String]) {
        state.begin()
        defer { state.end() }
        var probes: [WidthProbe] = []
        for width in stride(from: Self.sweptWidths.lowerBound, through: Self.sweptWidths.upperBound, by: Self.sweepStep)
        {
            if let probe = probe(width: width, state: &state) {
                probes.append(probe)
            } else if state.stop != nil {
                state.unsampled.append(width)
            }
        }
        var result = variants
        let vertical = settings.scrollDirection == .vertical
        // Only a width test can take more samples: the others test the size class, or exact sizes and scales. A
        // horizontal feed takes none: its samples also differ in height, which bare windows of one height do not.
        if vertical, case .widths = BranchPlan.plan(variants, settings: settings),
            Set(probes.map(\.recipe)).count <= Self.sweepRecipeLimit
        {
            var refined = Array(probes.prefix(1))
            for (low, high) in zip(probes, probes.dropFirst()) {
                refined += bisect(low, high, state: &state) + [high]
            }
            probes = refined
            let added = Self.adding(changesIn: refined, to: variants)
            if case .widths = BranchPlan.plan(added, settings: settings) { result = added }
        }
        var notes: [String] = []
        // A horizontal feed's bare windows are all one height: only a recipe that differs among them reads the
        // width, and only then is a mismatch there the width's doing.
        if vertical || Set(probes.map(\.recipe)).count > 1,
            let note = mismatchNote(result, probes, settings: settings, line: line, horizontal: !vertical)
        {
            notes.append(note)
        }
        // A recipe the branches cannot follow within the sweep has its warning already: past it is more of the same.
        if notes.isEmpty {
            let beyond = Self.widthsBeyond.compactMap { probe(width: $0, state: &state) }
            if let note = beyondNote(result, beyond, settings: settings, line: line) { notes.append(note) }
        }
        if let note = stopNote(state, line: line) { notes.append(note) }
        return (result, notes)
    }

    /// The probes between `low` and `high` down to one point apart, where their recipes differ.
    private func bisect(_ low: WidthProbe, _ high: WidthProbe, state: inout SweepState) -> [WidthProbe] {
        let (a, b) = (low.named.environment.width, high.named.environment.width)
        guard low.recipe != high.recipe, b - a > 1 else { return [] }
        guard let middle = probe(width: ((a + b) / 2).rounded(.down), state: &state) else {
            if state.stop != nil { state.unrefined += 1 }
            return []
        }
        return bisect(low, middle, state: &state) + [middle] + bisect(middle, high, state: &state)
    }

    /// The recipe in a bare window `width` wide, as `feed build --width` has it; nil when it fails there (no evidence
    /// either way, as for the item-count probes) or the sweep has stopped: its evaluations spent, the export's time
    /// for sweeps spent, or the feed's time limit passed (every later call would fail the same way).
    private func probe(width: Double, state: inout SweepState) -> WidthProbe? {
        guard state.stop == nil else { return nil }
        guard state.evaluations < Self.sweepEvaluationLimit else {
            state.stop = .evaluations
            return nil
        }
        guard state.hasTime else {
            state.stop = .timeBudget
            return nil
        }
        state.evaluations += 1
        let named = NamedEnvironment(
            name: "width-" + SwiftLiteral.number(width), environment: LayoutEnvironment(width: width))
        let recipe: SectionRecipe
        do {
            recipe = try pipeline.recipe(
                ofScript: script, environment: named.environment, itemCount: itemCount, sectionIndex: index)
        } catch {
            // The diagnostic's limit is gone by now (its message carries the hint), so the clock tells.
            if state.feedTimeLimitPassed { state.stop = .feedTimeLimit(state.feedTimeLimit) }
            return nil
        }
        guard AvailabilityCheck(minimumIOS: minimumIOS).problems(in: recipe, script: script).isEmpty else {
            return nil
        }
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
        _ variants: [ExportVariant], _ probes: [WidthProbe], settings: ContainerSettings, line: Int?, horizontal: Bool
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
                + "width's recipe (at \(width) that of \(sample), where feed build --width \(width) gives its own)"
                + (horizontal ? "; a horizontal feed's sweep adds no samples, its screens differ in height too" : ""))
    }
}
