import Constraints

/// The constraints a `UIStackView` makes for its arranged subviews (docs/spec/layout.md §14.1).
extension TemplateRules {
    func stackRules() -> [SolverRule] {
        template.views.indices.filter { template.views[$0].isStack }.flatMap(stackRules(for:))
    }

    private func stackRules(for stack: Int) -> [SolverRule] {
        let spec = template.views[stack]
        let arranged = template.views.indices.filter {
            template.views[$0].parent == stack && template.views[$0].isArranged
        }
        guard !arranged.isEmpty else { return [] }
        let vertical = spec.kind == .vstack
        let (start, end, size): (CellConstraint.Attribute, CellConstraint.Attribute, CellConstraint.Attribute) =
            vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        let name = spec.name
        func label(_ index: Int, _ attribute: CellConstraint.Attribute) -> String {
            "\(template.views[index].name).\(attribute.rawValue)"
        }
        var rules: [SolverRule] = []
        let first = arranged[0]
        let last = arranged[arranged.count - 1]
        rules.append(
            rule(
                views[first].anchor(start), .equal, views[stack].anchor(start),
                "\(label(first, start)) == \(name).\(start.rawValue) (stack)", line: spec.line))
        rules.append(
            rule(
                views[last].anchor(end), .equal, views[stack].anchor(end),
                "\(label(last, end)) == \(name).\(end.rawValue) (stack)", line: spec.line))
        // By index, not `zip(arranged, arranged.dropFirst())`: that made the runtime build the zip iterator's type
        // from its mangled name on the first template of a process, two scans of every loaded image's conformances.
        for position in arranged.indices.dropFirst() {
            let (previous, next) = (arranged[position - 1], arranged[position])
            let gap = views[next].anchor(start) - views[previous].anchor(end)
            let text = "\(label(next, start)) - \(label(previous, end))"
            switch spec.distribution {
            case .fill, .fillEqually:
                rules.append(
                    rule(
                        gap, .equal, LinearExpression(constant: spec.spacing),
                        "\(text) == \(CellConstraint.format(spec.spacing)) (stack spacing)", line: spec.line))
            case .equalSpacing:
                rules.append(
                    rule(
                        gap, .greaterThanOrEqual, LinearExpression(constant: spec.spacing),
                        "\(text) >= \(CellConstraint.format(spec.spacing)) (stack spacing)", line: spec.line))
                let firstGap = views[arranged[1]].anchor(start) - views[first].anchor(end)
                if previous != first {
                    rules.append(rule(gap, .equal, firstGap, "\(text) == first gap (equalSpacing)", line: spec.line))
                }
            }
            if spec.distribution == .fillEqually {
                rules.append(
                    rule(
                        views[next].anchor(size), .equal, views[first].anchor(size),
                        "\(label(next, size)) == \(label(first, size)) (fillEqually)", line: spec.line))
            }
        }
        for view in arranged { rules += crossAxisRules(view, in: stack, vertical: vertical) }
        return rules
    }

    /// Across the stack's axis, each arranged view is placed by the stack's alignment; the stack hugs its widest
    /// arranged view at the lowest priority when nothing else sizes it.
    private func crossAxisRules(_ view: Int, in stack: Int, vertical: Bool) -> [SolverRule] {
        let spec = template.views[stack]
        let (start, end, center, size):
            (CellConstraint.Attribute, CellConstraint.Attribute, CellConstraint.Attribute, CellConstraint.Attribute) =
                vertical ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        let name = template.views[view].name
        let mine = views[view]
        let its = views[stack]
        func text(_ attribute: CellConstraint.Attribute, _ relation: String) -> String {
            "\(name).\(attribute.rawValue) \(relation) \(spec.name).\(attribute.rawValue) (stack alignment)"
        }
        let hug = rule(
            its.anchor(size), .equal, mine.anchor(size),
            "\(spec.name).\(size.rawValue) == \(name).\(size.rawValue) @1 (stack hugging)", priority: 1, line: spec.line
        )
        switch spec.alignment {
        case .fill:
            return [
                rule(mine.anchor(start), .equal, its.anchor(start), text(start, "=="), line: spec.line),
                rule(mine.anchor(end), .equal, its.anchor(end), text(end, "=="), line: spec.line),
            ]
        case .leading, .top:
            return [
                rule(mine.anchor(start), .equal, its.anchor(start), text(start, "=="), line: spec.line),
                rule(mine.anchor(end), .lessThanOrEqual, its.anchor(end), text(end, "<="), line: spec.line), hug,
            ]
        case .trailing, .bottom:
            return [
                rule(mine.anchor(end), .equal, its.anchor(end), text(end, "=="), line: spec.line),
                rule(mine.anchor(start), .greaterThanOrEqual, its.anchor(start), text(start, ">="), line: spec.line),
                hug,
            ]
        case .center:
            return [
                rule(mine.anchor(center), .equal, its.anchor(center), text(center, "=="), line: spec.line),
                rule(mine.anchor(size), .lessThanOrEqual, its.anchor(size), text(size, "<="), line: spec.line), hug,
            ]
        }
    }
}
