import Constraints
import TextShaping

/// A template compiled into an incremental solver: its constraints are added once; each item then only suggests
/// new values for the edit variables (the cell's size and its texts' intrinsic sizes) and reads the frames.
///
/// A value type: each thread (each section being laid out) works on its own copy.
package struct CellTemplateSolver: Sendable {
    /// How the cell's size is set: both sides given (the layout placed the cell), or the width given and the
    /// height as small as the content allows (`systemLayoutSizeFitting` with a required horizontal and a
    /// fitting-size vertical priority) for self-sizing.
    package enum Sizing: Sendable {
        case fixedSize
        case fittingHeight
    }

    package let template: CellTemplate
    package let sizing: Sizing
    /// Views with no position or size on an axis, named (Auto Layout calls them ambiguous).
    package let warnings: [String]
    var solver: Solver
    let views: [ViewVariables]
    let content: ContentVariables
    /// The intrinsic-size edit variables of each label and button.
    let intrinsic: [(width: Variable, height: Variable)?]
    /// What one `layout` may cost the solver, in rows walked: a suggestion for the cell's size and for each
    /// text's width and height (a wrapping label's height twice), each walking the tableau's rows at least once.
    /// Counted before any item is laid out, it bounds the work a section's cells ask for (`SectionBudget`): a
    /// template of 63 labels and ~440 constraints took 2 ms an item, and nothing else limited how many items it
    /// was given.
    package let stepsPerLayout: Int

    package init(template: CellTemplate, sizing: Sizing) throws(CellTemplateError) {
        self.template = template
        self.sizing = sizing
        var solver = Solver()
        let views = template.views.map { ViewVariables(solver: &solver, name: $0.name) }
        let content = ContentVariables(
            width: solver.makeVariable("superview.width"), height: solver.makeVariable("superview.height"))
        let rules = TemplateRules(template: template, views: views, content: content)
        try Self.add(rules.scriptRules() + rules.stackRules() + rules.sizeRules(), to: &solver, template: template)
        let intrinsic = try Self.addSizes(
            of: template, views: views, content: content, rules: rules, sizing: sizing, to: &solver)
        self.solver = solver
        self.views = views
        self.content = content
        self.intrinsic = intrinsic
        self.warnings = AmbiguityCheck(template: template).warnings
        let wrapping = template.views.indices.filter {
            intrinsic[$0] != nil && template.views[$0].kind == .label && template.views[$0].numberOfLines != 1
        }
        let suggestions = (sizing == .fixedSize ? 2 : 1) + 2 * intrinsic.compactMap { $0 }.count + wrapping.count
        stepsPerLayout = suggestions * (solver.rowCount + 1)
    }

    /// Adds the template's constraints in order. A required one that cannot hold is a conflict, named with the
    /// constraints it conflicts with; anything else that fails is the solver's rounding.
    private static func add(
        _ all: [SolverRule], to solver: inout Solver, template: CellTemplate
    ) throws(CellTemplateError) {
        for (index, rule) in all.enumerated() {
            do {
                try solver.add(rule.constraint)
            } catch {
                // Only required constraints can conflict. Anything else that fails is the solver's rounding:
                // weights from 1 to 10⁹ and multipliers near 1,000 can leave noise in its objective that reads as
                // unbounded (kiwisolver, the reference, fails the same way).
                guard error == .unsatisfiable, rule.constraint.isRequired else {
                    throw CellTemplateError(
                        template: template.name, script: template.script, line: rule.line ?? template.line,
                        conflicting: [Self.named(rule, in: template)], kind: .lostPrecision)
                }
                throw Self.conflict(all, failing: index, variableCount: solver.variableCount, template: template)
            }
        }
    }

    /// Adds the texts' intrinsic sizes and the cell's size (edited, or fitted to the content); returns each view's
    /// intrinsic size variables (nil for a view without one).
    private static func addSizes(
        of template: CellTemplate, views: [ViewVariables], content: ContentVariables, rules: TemplateRules,
        sizing: Sizing, to solver: inout Solver
    ) throws(CellTemplateError) -> [(width: Variable, height: Variable)?] {
        var intrinsic: [(width: Variable, height: Variable)?] = []
        do {
            for (index, view) in template.views.enumerated() {
                intrinsic.append(try addIntrinsicSize(view, views[index], rules: rules, solver: &solver))
            }
            try solver.addEditVariable(content.width, strength: Priority.edit)
            switch sizing {
            case .fixedSize: try solver.addEditVariable(content.height, strength: Priority.edit)
            case .fittingHeight:
                try solver.add(
                    Constraint(
                        LinearExpression(content.height), .equal, LinearExpression(),
                        strength: Priority.strength(Priority.fittingSize)))
            }
        } catch {
            // Only a hugging or compression resistance of 1000 is required here; the rest, the texts' and the cell's
            // sizes included, can fail only to the solver's rounding (kiwisolver's too).
            guard error == .unsatisfiable, template.views.contains(where: \.hasRequiredContentPriority) else {
                throw CellTemplateError(
                    template: template.name, script: template.script, line: template.line,
                    conflicting: ["the sizes of its texts and of the cell"], kind: .lostPrecision)
            }
            throw CellTemplateError(
                template: template.name, script: template.script, line: template.line,
                conflicting: ["content hugging or compression resistance of 1000 conflicts with required constraints"])
        }
        return intrinsic
    }

    /// Hugging and compression resistance against edit variables that will hold the text's size; a spacer's
    /// intrinsic size is zero.
    private static func addIntrinsicSize(
        _ view: CellView, _ variables: ViewVariables, rules: TemplateRules, solver: inout Solver
    ) throws(SolverError) -> (width: Variable, height: Variable)? {
        guard view.hasIntrinsicSize else { return nil }
        let width =
            view.kind == .spacer
            ? LinearExpression() : LinearExpression(solver.makeVariable("\(view.name).intrinsicWidth"))
        let height =
            view.kind == .spacer
            ? LinearExpression() : LinearExpression(solver.makeVariable("\(view.name).intrinsicHeight"))
        let pairs: [(LinearExpression, LinearExpression, Double, Double)] = [
            (variables.anchor(.width), width, view.hugging.horizontal, view.compressionResistance.horizontal),
            (variables.anchor(.height), height, view.hugging.vertical, view.compressionResistance.vertical),
        ]
        for (size, intrinsicSize, hugging, compression) in pairs {
            try solver.add(Constraint(size, .lessThanOrEqual, intrinsicSize, strength: Priority.strength(hugging)))
            try solver.add(
                Constraint(size, .greaterThanOrEqual, intrinsicSize, strength: Priority.strength(compression)))
        }
        guard view.kind != .spacer, let w = width.terms.first?.variable, let h = height.terms.first?.variable else {
            return nil
        }
        try solver.addEditVariable(w, strength: Priority.edit)
        try solver.addEditVariable(h, strength: Priority.edit)
        return (w, h)
    }

    /// A rule as messages name it: `icon.width == 64 (s.lua:9)`.
    static func named(_ rule: SolverRule, in template: CellTemplate) -> String {
        rule.description + (rule.line.map { " (\(template.script):\($0))" } ?? "")
    }

    /// The most conflicting constraints a message names: finding each one solves the template once more.
    static let namedConflictLimit = 16

    /// The failing rule and the fewest earlier required rules it conflicts with.
    ///
    /// Found by adding rules until one fails (Junker's additive explanation): each round starts a solver with the
    /// members found so far, then adds the earlier required rules in order; the first that fails belongs to every
    /// conflict among those added, so it joins, and only the rules before it stay candidates. That is one solve a
    /// member, where deletion filtering (dropping each rule whose absence keeps the set unsatisfiable) solved
    /// the template again for every earlier rule: 12 s for one conflict among 500 constraints in a debug build,
    /// work no script limit bounds. A conflict of more than `namedConflictLimit` rules names that many.
    static func conflict(_ rules: [SolverRule], failing: Int, variableCount: Int, template: CellTemplate)
        -> CellTemplateError
    {
        var members: [Int] = []
        var candidates = rules.indices.prefix(failing).filter { rules[$0].constraint.isRequired }
        var complete = false
        while !complete {
            var trial = Solver()
            for _ in 0..<variableCount { _ = trial.makeVariable() }
            guard (members + [failing]).allSatisfy({ (try? trial.add(rules[$0].constraint)) != nil }),
                let found = candidates.firstIndex(where: { (try? trial.add(rules[$0].constraint)) == nil })
            else {
                complete = true
                break
            }
            guard members.count < namedConflictLimit - 1 else { break }
            members.append(candidates[found])
            candidates.removeSubrange(found...)
        }
        var named = (members.sorted() + [failing]).map { Self.named(rules[$0], in: template) }
        if !complete { named.insert("… (more take part; \(namedConflictLimit) are named)", at: named.count - 1) }
        return CellTemplateError(
            template: template.name, script: template.script, line: rules[failing].line ?? template.line,
            conflicting: named)
    }
}
