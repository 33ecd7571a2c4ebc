import FeedHost
import FeedLayout
import FeedScripting

/// Evaluates one section's recipe in every environment of an export and decides how it is written: its variants,
/// its `// feed:` notes, and the problems that stop the export.
struct SectionProbe {
    let pipeline: FeedPipeline
    let script: String
    let itemCount: Int
    let index: Int
    let environments: [NamedEnvironment]
    /// The run's own environment (`--device`/`--width`), for notes about values exported as this run has them.
    let current: LayoutEnvironment
    let minimumIOS: Int
    /// The badge kinds this run's items hide, each with the first item hiding it (`SharedBadgeKindCheck`).
    var hiddenBadges: [String: String] = [:]
    /// The run's badges of items and groups in layout order: kind and item index (nil for a group's), to check
    /// `BadgeOwners` against.
    var runBadges: [(kind: String, item: Int?)] = []
    /// The export's width sweeps so far: their time left and what stopped them (`SweepState`).
    var sweep: SweepState
    /// The section's id, for messages.
    private(set) var sectionID = ""
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []

    init(
        pipeline: FeedPipeline, script: String, itemCount: Int, index: Int, environments: [NamedEnvironment],
        current: LayoutEnvironment, minimumIOS: Int, sweep: SweepState
    ) {
        self.sweep = sweep
        self.pipeline = pipeline
        self.script = script
        self.itemCount = itemCount
        self.index = index
        self.environments = environments
        self.current = current
        self.minimumIOS = minimumIOS
    }

    mutating func export(id: String) -> ExportSection? {
        sectionID = id
        guard let traits = pipeline.exportTraits(ofScript: script) else { return nil }
        var variants: [ExportVariant] = []
        var notes: [String] = []
        var notedRowHeight = false
        for named in environments {
            guard let recipe = evaluate(in: named) else { continue }
            let problems =
                AvailabilityCheck(minimumIOS: minimumIOS).problems(in: recipe, script: script)
                + SharedBadgeKindCheck(hiddenKinds: hiddenBadges).problems(in: recipe, script: script)
            for problem in problems where !errors.contains(problem) {
                errors.append(problem)
            }
            if let position = variants.firstIndex(where: { $0.recipe == recipe.recipe }) {
                variants[position].environments.append(named)
            } else {
                variants.append(ExportVariant(environments: [named], recipe: recipe.recipe))
            }
            if case .list(let list) = recipe.recipe, list.rowHeight != ListConfiguration().rowHeight, !notedRowHeight {
                notedRowHeight = true
                notes.append(note(recipe, field: "layout.rowHeight", Self.listRowMessage(list.rowHeight)))
            }
        }
        let rowSeparators = variants.contains(where: \.isList) ? pipeline.rowSeparators(ofScript: script) : []
        errors += AvailabilityCheck(minimumIOS: minimumIOS).problems(inRows: rowSeparators, script: script)
        guard errors.isEmpty else { return nil }
        if let first = rowSeparators.first {
            notes.append(
                warn(
                    field: first.field, line: first.line,
                    "\(rowSeparators.count) rows have their own separator (item data): the itemSeparatorHandler "
                        + "sets them by row as this run has them; export again when the items change"))
        }
        if traits.layoutIsFunction, let note = dataDependenceNote() { notes.append(note) }
        let line =
            (try? pipeline.recipe(
                ofScript: script, environment: current, itemCount: itemCount, sectionIndex: index))?.line(for: "layout")
        if traits.layoutIsFunction, let note = traitDependenceNote(line: line) { notes.append(note) }
        // Not only a layout function: a custom group's frames(env) is evaluated per screen too.
        if variants.count > 1 {
            var state = sweep
            let swept = sweepWidths(
                variants, settings: pipeline.layoutConfiguration.containerSettings, line: line, state: &state)
            sweep = state
            variants = swept.variants
            notes += swept.notes
        }
        if traits.hasMeasure {
            notes.append(
                warn(
                    field: "measure", line: nil,
                    "measure(item, proposal, env) sizes this section's estimated dimensions here; the export keeps them "
                        + ".estimated, so UIKit sizes the cells with Auto Layout"))
        }
        let cells = pipeline.cellSet(ofScript: script) ?? CellSet()
        errors += CellExportCheck(script: script).problems(in: cells)
        guard errors.isEmpty else { return nil }
        let owners = badgeOwners(variants, line: line)
        notes += owners.notes
        errors += owners.errors
        guard errors.isEmpty else { return nil }
        // Errors were checked per environment; a recipe that is the same everywhere needs no branch.
        var section = ExportSection(
            id: id, script: script, variants: variants, notes: notes, cells: cells, rowSeparators: rowSeparators)
        section.badgeOwners = owners.owners
        return section
    }

    /// The recipe in `named`, validated by the layout engine there; nil after recording the problems.
    private mutating func evaluate(in named: NamedEnvironment) -> SectionRecipe? {
        let recipe: SectionRecipe
        do {
            recipe = try pipeline.recipe(
                ofScript: script, environment: named.environment, itemCount: itemCount, sectionIndex: index)
        } catch {
            errors += error.diagnostics.map { Self.on(named, $0) }
            return nil
        }
        let solver = LayoutSolver(environment: named.environment, configuration: pipeline.layoutConfiguration)
        let problems = solver.validate([recipe.sectionInput(itemCount: itemCount)])
        for problem in problems where problem.section != nil {
            let field = recipe.scriptField(forLayoutPath: problem.path)
            errors.append(
                Self.on(
                    named,
                    Diagnostic(script: script, line: recipe.line(for: field), field: field, message: problem.message)))
        }
        return problems.isEmpty ? recipe : nil
    }

    /// A note when `layout(env)` answers differently for one item more or less, none, or the next position: the
    /// export holds this run's answer.
    private mutating func dataDependenceNote() -> String? {
        let probes = [(itemCount + 1, index), (max(0, itemCount - 1), index), (0, index), (itemCount, index + 1)]
        guard
            let base = try? pipeline.recipe(
                ofScript: script, environment: current, itemCount: itemCount, sectionIndex: index)
        else { return nil }
        for (count, position) in probes {
            // A probe that fails (a limit, an error at a count the feed does not have) says nothing either way.
            guard
                let other = try? pipeline.recipe(
                    ofScript: script, environment: current, itemCount: count, sectionIndex: position)
            else { continue }
            if other.recipe != base.recipe {
                return warn(
                    field: "layout", line: base.line(for: "layout"),
                    "layout(env) depends on env.itemCount or env.sectionIndex (item data); exported as this run "
                        + "has it (\(itemCount) items at position \(index))")
            }
        }
        return nil
    }

    /// Records a warning and returns the text of its `// feed:` comment.
    mutating func warn(field: String, line: Int?, _ message: String) -> String {
        let diagnostic = Diagnostic(.warning, script: script, line: line, field: field, message: message)
        warnings.append(diagnostic)
        return diagnostic.description
    }

    private mutating func note(_ recipe: SectionRecipe, field: String, _ message: String) -> String {
        warn(field: field, line: recipe.line(for: field), message)
    }

    static func listRowMessage(_ height: Dimension) -> String {
        "rowHeight \(height) has no UIKit list setting (list cells size themselves); give the cell that height"
    }

    /// The diagnostic with the environment it happened in, e.g. `(on ipad) …`.
    static func on(_ named: NamedEnvironment, _ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.message = "(on \(named.name)) " + diagnostic.message
        return copy
    }
}
