import CellLayout

/// Writes a template's constraints with UIKit's layout anchors, in the template's order, in one
/// `NSLayoutConstraint.activate([…])`. A non-required priority is set before activation (through the enum's
/// `prioritized` helper), as UIKit requires; a multiplier on a position anchor, which anchors cannot say, uses
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
struct AnchorConstraintWriter {
    let context: ConstraintContext

    func write(into code: inout SwiftCode) {
        code.line("NSLayoutConstraint.activate([")
        for constraint in context.template.constraints {
            var expression = self.expression(constraint)
            if !constraint.isRequired {
                expression =
                    "\(context.enumName).prioritized(\(expression), \(CellViewSettings.priority(constraint.priority)))"
            }
            code.line("    " + expression + ",")
        }
        code.line("])")
    }

    func expression(_ constraint: CellConstraint) -> String {
        let view = context.names[constraint.view]
        let anchor = "\(view).\(constraint.attribute.rawValue)Anchor"
        let relation = Self.relation(constraint.relation)
        let constant = SwiftLiteral.number(constraint.constant)
        guard let target = context.item(constraint.target) else {
            return "\(anchor).constraint(\(relation)Constant: \(constant))"
        }
        let other = "\(target).\(constraint.targetAttribute.rawValue)Anchor"
        if constraint.multiplier != 1 {
            guard constraint.attribute.isSize else { return general(constraint, view: view, target: target) }
            return "\(anchor).constraint(\(relation): \(other), multiplier: "
                + "\(SwiftLiteral.number(constraint.multiplier)), constant: \(constant))"
        }
        if constraint.constant == 0 { return "\(anchor).constraint(\(relation): \(other))" }
        return "\(anchor).constraint(\(relation): \(other), constant: \(constant))"
    }

    private func general(_ constraint: CellConstraint, view: String, target: String) -> String {
        let relation: String =
            switch constraint.relation {
            case .equal: "equal"
            case .lessThanOrEqual: "lessThanOrEqual"
            case .greaterThanOrEqual: "greaterThanOrEqual"
            }
        return
            "NSLayoutConstraint(item: \(view), attribute: NSLayoutConstraint.Attribute.\(constraint.attribute.rawValue), "
            + "relatedBy: NSLayoutConstraint.Relation.\(relation), toItem: \(target), "
            + "attribute: NSLayoutConstraint.Attribute.\(constraint.targetAttribute.rawValue), "
            + "multiplier: \(SwiftLiteral.number(constraint.multiplier)), "
            + "constant: \(SwiftLiteral.number(constraint.constant)))"
    }

    /// The argument label of the relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
    static func relation(_ relation: CellConstraint.Relation) -> String {
        switch relation {
        case .equal: return "equalTo"
        case .lessThanOrEqual: return "lessThanOrEqualTo"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo"
        }
    }
}
