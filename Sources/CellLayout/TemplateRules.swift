import Constraints

/// Turns a template into solver constraints: the script's own, then the ones UIKit adds by itself (stack views'
/// arrangement, non-negative sizes). Intrinsic sizes are added separately, as edit variables.
struct TemplateRules {
    let template: CellTemplate
    let views: [ViewVariables]
    let content: ContentVariables

    func anchor(_ target: CellConstraint.Target, _ attribute: CellConstraint.Attribute) -> LinearExpression {
        switch target {
        case .none: return LinearExpression()
        case .contentView: return content.anchor(attribute)
        case .view(let index): return views[index].anchor(attribute)
        }
    }

    /// The script's constraints, in order.
    func scriptRules() -> [SolverRule] {
        template.constraints.map { spec in
            let lhs = views[spec.view].anchor(spec.attribute)
            let rhs =
                anchor(spec.target, spec.targetAttribute) * spec.multiplier + LinearExpression(constant: spec.constant)
            let relation: Constraint.Relation =
                switch spec.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            return SolverRule(
                constraint: Constraint(lhs, relation, rhs, strength: Priority.strength(spec.priority)),
                description: spec.description(in: template), line: spec.line)
        }
    }

    /// Sizes are never negative (required).
    func sizeRules() -> [SolverRule] {
        template.views.indices.flatMap { index -> [SolverRule] in
            let name = template.views[index].name
            return [
                rule(views[index].anchor(.width), .greaterThanOrEqual, LinearExpression(), "\(name).width >= 0"),
                rule(views[index].anchor(.height), .greaterThanOrEqual, LinearExpression(), "\(name).height >= 0"),
            ]
        }
    }

    func rule(
        _ lhs: LinearExpression, _ relation: Constraint.Relation, _ rhs: LinearExpression, _ text: String,
        priority: Double = 1000, line: Int? = nil
    ) -> SolverRule {
        SolverRule(
            constraint: Constraint(lhs, relation, rhs, strength: Priority.strength(priority)), description: text,
            line: line)
    }
}
