import CellLayout

/// Writes a template's constraints with SnapKit, as the seeds do: one `makeConstraints` block per run of
/// constraints on the same view, in the template's order, each line `make.leading.equalTo(icon.snp.trailing)
/// .offset(12)` with `equalToSuperview()`, `.inset(…)` on trailing and bottom edges, `.multipliedBy(…)` and
/// `.priority(…)` where they apply.
struct SnapKitConstraintWriter {
    let context: ConstraintContext

    func write(into code: inout SwiftCode) {
        var start = 0
        let constraints = context.template.constraints
        while start < constraints.count {
            let view = constraints[start].view
            var end = start
            while end < constraints.count && constraints[end].view == view { end += 1 }
            code.line("\(context.names[view]).snp.makeConstraints { make in")
            for constraint in constraints[start..<end] { code.line("    " + line(constraint)) }
            code.line("}")
            start = end
        }
    }

    func line(_ constraint: CellConstraint) -> String {
        let relation = AnchorConstraintWriter.relation(constraint.relation)
        var text = "make.\(constraint.attribute.rawValue)."
        guard let target = context.item(constraint.target) else {
            return text + "\(relation)(\(SwiftLiteral.number(constraint.constant)))" + priority(constraint)
        }
        if context.isSuperview(constraint) {
            text += "\(relation)Superview()"
        } else {
            text += "\(relation)(\(target).snp.\(constraint.targetAttribute.rawValue))"
        }
        if constraint.multiplier != 1 { text += ".multipliedBy(\(SwiftLiteral.number(constraint.multiplier)))" }
        let insetEdge = constraint.attribute == .trailing || constraint.attribute == .bottom
        if insetEdge && constraint.constant < 0 && constraint.targetAttribute == constraint.attribute {
            text += ".inset(\(SwiftLiteral.number(-constraint.constant)))"
        } else if constraint.constant != 0 {
            text += ".offset(\(SwiftLiteral.number(constraint.constant)))"
        }
        return text + priority(constraint)
    }

    /// `.priority(.high)` for SnapKit's named levels, else the number.
    private func priority(_ constraint: CellConstraint) -> String {
        switch constraint.priority {
        case 1000...: return ""
        case 750: return ".priority(.high)"
        case 500: return ".priority(.medium)"
        case 250: return ".priority(.low)"
        case let value where value == value.rounded(): return ".priority(\(Int(value)))"
        default: return ".priority(ConstraintPriority(\(SwiftLiteral.number(constraint.priority))))"
        }
    }
}
