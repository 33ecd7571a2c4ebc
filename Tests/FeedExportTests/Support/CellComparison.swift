import CellLayout
import FeedLayout
import TextShaping

/// Compares a recorded cell with the template it was exported from and with the host's frames for it.
struct CellComparison {
    let template: CellTemplate
    let recorded: RecordedCell
    let label: String

    /// The recorded constraints, one by one, against the template's (views matched by name; priorities as the
    /// `Float` UIKit keeps).
    func constraintDifferences() -> [String] {
        let names = recorded.template.views.map(\.name)
        func index(_ recordedIndex: Int) -> Int? { template.views.firstIndex { $0.name == names[recordedIndex] } }
        func target(_ target: CellConstraint.Target) -> CellConstraint.Target? {
            if case .view(let other) = target { return index(other).map(CellConstraint.Target.view) }
            return target
        }
        let actual = recorded.template.constraints
        guard actual.count == template.constraints.count else {
            return ["\(label): \(actual.count) constraints recorded, the template has \(template.constraints.count)"]
        }
        var problems: [String] = []
        for (position, (got, want)) in zip(actual, template.constraints).enumerated() {
            let same =
                index(got.view) == want.view && got.attribute == want.attribute && got.relation == want.relation
                && target(got.target) == want.target
                && (want.target == .none || got.targetAttribute == want.targetAttribute)
                && got.multiplier == (want.target == .none ? got.multiplier : want.multiplier)
                && got.constant == want.constant && got.priority == Double(Float(want.priority))
            if !same {
                problems.append(
                    "\(label): constraint \(position + 1) is \(got.description(in: recorded.template)), "
                        + "the template's \(want.description(in: template))")
            }
        }
        return problems
    }

    /// The recorded views against the template's, matched by name: kind, place in the tree and every setting that
    /// changes the layout.
    func viewDifferences() -> [String] {
        let names = recorded.template.views.map(\.name)
        guard names.sorted() == template.views.map(\.name).sorted() else {
            return ["\(label): views \(names), the template's \(template.views.map(\.name))"]
        }
        var problems: [String] = []
        for got in recorded.template.views {
            guard let want = template.views.first(where: { $0.name == got.name }) else { continue }
            let parent = got.parent.map { names[$0] }
            let wantParent = want.parent.map { template.views[$0].name }
            let sameAlignment =
                got.alignment == want.alignment
                || [got.alignment, want.alignment].allSatisfy { [.leading, .top].contains($0) }
                || [got.alignment, want.alignment].allSatisfy { [.trailing, .bottom].contains($0) }
            let same =
                got.kind == want.kind && parent == wantParent && got.isArranged == want.isArranged
                && got.hugging == want.hugging && got.compressionResistance == want.compressionResistance
                && (!got.hasIntrinsicSize || got.kind == .spacer || got.font == want.font)
                && got.numberOfLines == want.numberOfLines && got.textAlignment == want.textAlignment
                && got.spacing == want.spacing && sameAlignment && got.distribution == want.distribution
                && (got.kind != .button || got.contentInsets == want.contentInsets)
            if !same { problems.append("\(label): view \(got.name) is \(got), the template's \(want)") }
        }
        return problems
    }

    /// The recorded cell laid out by the project's solver at `frame`, against the host's content frames.
    ///
    /// `solver` is the one this template's earlier cells used (nil for the first), as the host keeps one per
    /// template: where priorities tie, an incremental solver keeps the previous cell's choice.
    func frameDifferences(
        frame: Rect, host: [ContentFrame], text: TextEnvironment, solver cached: inout CellTemplateSolver?
    ) -> [String] {
        if cached == nil {
            do {
                cached = try CellTemplateSolver(template: recorded.template, sizing: .fixedSize)
            } catch {
                return ["\(label): the recorded constraints do not solve: \(error.message)"]
            }
        }
        guard var solver = cached else { return [] }
        let content = solver.layout(texts: recorded.texts, width: frame.width, height: frame.height, environment: text)
        cached = solver
        let solved = content.frames.map { $0.offsetBy(x: frame.x, y: frame.y) }
        guard solved.count == host.count else { return ["\(label): \(solved.count) views, the host has \(host.count)"] }
        var problems: [String] = []
        for expected in host {
            guard let got = solved.first(where: { $0.name == expected.name }) else {
                problems.append("\(label): no view \(expected.name)")
                continue
            }
            let same =
                got.x == expected.x && got.y == expected.y && got.width == expected.width
                && got.height == expected.height && got.lines == expected.lines && got.kind == expected.kind
            if !same {
                problems.append(
                    "\(label).\(expected.name): [\(got.x), \(got.y), \(got.width), \(got.height)] \(got.lines ?? []) "
                        + "vs the host's [\(expected.x), \(expected.y), \(expected.width), \(expected.height)] "
                        + "\(expected.lines ?? [])")
            }
        }
        return problems
    }
}
