import CellLayout
import FeedJSON
import FeedLayout
import FeedScripting
import TextShaping

/// A section's cell templates compiled once per run: laying out each item's content (the item's frame from the
/// layout engine, its texts from its fields) and, for self-sizing, fitting it at the proposed width.
struct SectionCells: Sendable {
    let set: CellSet
    let text: TextEnvironment
    /// Compiled solvers by template name (`cells`) and by supplementary kind; a template that failed to compile
    /// is absent (its cells keep their size and show no content).
    private(set) var placing: [String: CellTemplateSolver] = [:]
    private(set) var supplementaries: [String: CellTemplateSolver] = [:]
    /// Solvers that fit a template's height at a proposed width, compiled once the layout may measure items
    /// (``countDemand(items:itemKinds:fits:limit:script:)``) or at the first item fitted: most sections fit none,
    /// and compiling both solvers of every template up front was ~4% of a cold `feed build` of the bundled feed
    /// (callgrind: 78.7 M → 75.2 M instructions). nil: the template did not compile for fitting.
    private var fitting: [String: CellTemplateSolver?] = [:]
    /// What the section's cells would ask for (`SectionBudget.demand`), counted before any is laid out.
    private(set) var demand = SectionDemand()

    /// Compiles every template, returning the problems: unsatisfiable constraints (errors), ambiguous views
    /// (warnings), and texts over the size limit (errors).
    static func compile(_ set: CellSet, items: [SectionItem], script: String, text: TextEnvironment)
        -> (SectionCells, [Diagnostic])
    {
        var cells = SectionCells(set: set, text: text)
        var problems: [Diagnostic] = []
        func compile(_ template: CellTemplate) -> CellTemplateSolver? {
            do {
                let solver = try CellTemplateSolver(template: template, sizing: .fixedSize)
                problems += solver.warnings.map {
                    Diagnostic(.warning, script: script, line: template.line, field: "cell", message: $0)
                }
                return solver
            } catch {
                problems.append(Diagnostic(script: script, line: error.line, field: "cell", message: error.message))
                return nil
            }
        }
        for name in set.templates.keys.sorted() {
            cells.placing[name] = compile(set.templates[name]!)
        }
        for kind in set.supplementaries.keys.sorted() {
            cells.supplementaries[kind] = compile(set.supplementaries[kind]!)
        }
        problems += oversizedTexts(set, items: items, script: script)
        if let unknown = unknownTemplateNames(set, items: items, script: script) { problems.append(unknown) }
        return (cells, problems)
    }

    /// One warning for the items whose `cell` field names no template (a typo would otherwise show the default
    /// template, or no content, without a word): the first such item, with a did-you-mean, and how many there are.
    private static func unknownTemplateNames(_ set: CellSet, items: [SectionItem], script: String) -> Diagnostic? {
        guard !set.templates.isEmpty else { return nil }
        var first: (index: Int, value: JSONValue)?
        var count = 0
        for (index, item) in items.enumerated() {
            guard let value = item.field(.cell) else { continue }
            if case .string(let name) = value, set.templates[name] != nil { continue }
            count += 1
            if first == nil { first = (index, value) }
        }
        guard let first else { return nil }
        let known = set.templates.keys.sorted()
        var message: String
        if case .string(let name) = first.value {
            message = "no cell template \"\(name)\""
            if let near = EditDistance.closest(to: name, among: known) { message += " (did you mean \"\(near)\"?)" }
        } else {
            message = "expected the name of a cell template (a string)"
        }
        message += "; templates: \(known.joined(separator: ", "))"
        let (them, use, show) =
            count > 1 ? ("\(count) items name no template; they", "use", "show") : ("the item", "uses", "shows")
        message += "; \(them) " + (set.defaultTemplate.map { "\(use) \"\($0)\"" } ?? "\(show) no content")
        return Diagnostic(
            .warning, script: script, line: set.line, field: "items[\(first.index + 1)].cell", message: message)
    }

    /// Counts what the section's cells would ask for (`SectionBudget.demand`; `itemKinds`: the supplementary kinds
    /// anchored to items; an item template's steps are its placing, and its fitting when the layout may measure
    /// items, `fits`) and returns the errors of what is over `limit`.
    mutating func countDemand(
        items: [SectionItem], itemKinds: Set<String>, fits: Bool, limit: SectionDemand, script: String
    ) -> [Diagnostic] {
        var steps = placing.mapValues(\.stepsPerLayout)
        if fits {
            for (name, template) in set.templates {
                guard let solver = fittingSolver(for: template) else { continue }
                steps[name, default: 0] += solver.stepsPerLayout
            }
        }
        demand = SectionBudget.demand(
            set, items: items, itemKinds: itemKinds, steps: steps,
            kindSteps: supplementaries.mapValues(\.stepsPerLayout))
        guard demand.exceeds(limit) else { return [] }
        return SectionBudget.problems(script: script, line: line, counted: demand, limit: limit)
    }

    /// Where a problem of all the section's cells is reported: its default or first template, else its first
    /// supplementary one.
    var line: Int? { self.set.line ?? self.set.supplementaries.values.compactMap(\.line).min() }

    /// Item texts over the label limit are errors naming the item and field: one an item and field, however many
    /// labels show it, and the first 1,000 of the section with a count of the rest. A 5,000-byte title shown by
    /// 60 labels of 20,000 items gave 1,200,000 errors (5.5 s, 1 GB, 140 MB printed).
    private static func oversizedTexts(_ set: CellSet, items: [SectionItem], script: String) -> [Diagnostic] {
        var problems = CappedProblems<Diagnostic>()
        for (index, item) in items.enumerated() {
            guard let template = set.template(for: item) else { continue }
            var reported = Set<String>()
            for view in template.views {
                guard case .field(let name)? = view.text, case .string(let text)? = item.fields[name],
                    text.utf8.count > CellTextLimit.bytes, reported.insert(name).inserted
                else { continue }
                problems.add(
                    Diagnostic(
                        script: script, line: view.line, field: "items[\(index + 1)].\(name)",
                        message:
                            CellTextLimit.overLimit(text, for: "a label of cell template '\(template.name)'")))
            }
        }
        return problems.diagnostics(script: script, field: "items", place: "items' cell texts") { $0 }
    }

    /// The texts of a template's views for one item (or payload).
    static func texts(_ template: CellTemplate, fields: JSONObject?) -> [String?] {
        template.views.map { text(of: $0, fields: fields) }
    }

    /// The text `view` shows for `fields`: its literal, or the field's value as text (empty when missing or over
    /// the label limit); nil for a view without text.
    static func text(of view: CellView, fields: JSONObject?) -> String? {
        switch view.text {
        case nil: return nil
        case .literal(let text): return text
        case .field(let name):
            switch fields?[name] {
            case .string(let text)?: return text.utf8.count > CellTextLimit.bytes ? "" : text
            case .integer(let number)?: return String(number)
            case .number(let number)?: return printed(number)
            case .bool(let flag)?: return String(flag)
            default: return ""
            }
        }
    }

    /// A number as the output prints it among the item's fields (`JSONWriter.exactNumber`), so a label agrees
    /// with them: `String(_:)` wrote -0.0, which prints 0, as "-0.0", and 4.0 as "4.0".
    static func printed(_ number: Double) -> String {
        var writer = JSONWriter(capacity: 32)
        writer.exactNumber(number)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The item's content in the feed's coordinates, or none when it has no (compiled) template.
    mutating func content(of item: SectionItem, frame: Rect) -> [ContentFrame] {
        guard let template = set.template(for: item), var solver = placing[template.name] else { return [] }
        let content = solver.layout(
            texts: Self.texts(template, fields: item.fields), width: frame.width, height: frame.height,
            environment: text)
        placing[template.name] = solver
        return content.frames.map { $0.offsetBy(x: frame.x, y: frame.y) }
    }

    /// A supplementary's content (header, footer, badge) from its payload's fields.
    mutating func content(ofSupplementary kind: String, fields: JSONObject?, frame: Rect) -> [ContentFrame] {
        guard let template = set.supplementaries[kind], var solver = supplementaries[kind] else { return [] }
        let content = solver.layout(
            texts: Self.texts(template, fields: fields), width: frame.width, height: frame.height, environment: text)
        supplementaries[kind] = solver
        return content.frames.map { $0.offsetBy(x: frame.x, y: frame.y) }
    }

    /// Whether this run reported a fitted height out of range: one error a section, not one an item.
    private(set) var reportedOversizedFit = false

    /// Whether a fitted height can be an item's: 0 or more, and within the geometry limit a script's own sizes
    /// and `measure` answers are held to. Multipliers of at most 1,000 each still compound along a chain of
    /// views, so a template may fit its cell to 1e9 points, or to infinity; a bottom below the cell's bottom
    /// (SnapKit's `offset(10)` where `offset(-10)` was meant) fits it to less than nothing.
    static func isWithinLimit(_ height: Double) -> Bool { (0...DSLSchema.pointLimit).contains(height) }

    /// The error of `items[index]` fitted to `height`, out of range, at its template's line.
    mutating func oversizedFit(_ height: Double, of item: SectionItem, index: Int, script: String) -> Diagnostic {
        reportedOversizedFit = true
        let template = set.template(for: item)
        let name = template?.name ?? "cell"
        let why =
            height.isNaN
            ? "which is no number (infinities in its constraints cancel out)"
            : height < 0
                ? "less than nothing: its constraints put the content's bottom above its top (a bottom offset that "
                    + "should be negative?)"
                : "over the limit of \(Int(DSLSchema.pointLimit)) points a measured height is held to (its texts and "
                    + "fonts, and multipliers compounding along its constraints, make it)"
        return Diagnostic(
            script: script, line: template?.line, field: "cell",
            message: "cell template '\(name)' fits items[\(index + 1)] to a height of \(Self.shown(height)) points, "
                + "\(why); the item keeps its estimated height")
    }

    /// `height` to 3 decimals, as the output's numbers (Int64 holds whole ones below 1e15), past that as Swift
    /// prints it (`1e+20`), and infinities and NaN by name: multiplying by 1,000 made a height over 1.8e305
    /// infinite, and every non-finite one was shown as "infinity".
    private static func shown(_ height: Double) -> String {
        guard height.isFinite else { return height.isNaN ? "NaN" : height < 0 ? "-infinity" : "infinity" }
        guard abs(height) < 1e15 else { return "\(height)" }
        let rounded = (height * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int64(rounded)) : "\(rounded)"
    }

    /// The fitted height of an item at `width` (self-sizing), or nil without a template.
    mutating func fittedHeight(of item: SectionItem, width: Double) -> Double? {
        guard let template = set.template(for: item), var solver = fittingSolver(for: template) else { return nil }
        let content = solver.layout(
            texts: Self.texts(template, fields: item.fields), width: width, height: 0, environment: text)
        fitting[template.name] = solver
        return content.height
    }

    /// The template's fitting solver, compiled on first use. Its problems are not reported: the same template
    /// compiled for placing (``compile(_:items:script:text:)``) reports them.
    private mutating func fittingSolver(for template: CellTemplate) -> CellTemplateSolver? {
        if let compiled = fitting[template.name] { return compiled }
        // One that did not compile for placing has the same constraints: compiling it again only finds its
        // conflict again.
        guard placing[template.name] != nil else { return nil }
        let solver = try? CellTemplateSolver(template: template, sizing: .fittingHeight)
        fitting[template.name] = .some(solver)
        return solver
    }
}
