/// One constraint of a template: `view.attribute relation target.attribute × multiplier + constant` at a
/// priority (1…1000, 1000 required), as SnapKit writes `make.leading.equalTo(icon.snp.trailing).offset(12)`.
package struct CellConstraint: Hashable, Sendable {
    package enum Attribute: String, Hashable, Sendable, CaseIterable {
        case leading, trailing, top, bottom, centerX, centerY, width, height

        package var isHorizontal: Bool { [.leading, .trailing, .centerX, .width].contains(self) }
        package var isSize: Bool { self == .width || self == .height }
    }

    package enum Relation: String, Hashable, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// What the right-hand side refers to.
    package enum Target: Hashable, Sendable {
        /// A constant only (`make.width.equalTo(64)`).
        case none
        /// The cell's content view (`equalToSuperview()` at the top level).
        case contentView
        case view(Int)
    }

    package var view: Int
    package var attribute: Attribute
    package var relation: Relation
    package var target: Target
    package var targetAttribute: Attribute
    package var multiplier: Double
    package var constant: Double
    package var priority: Double
    package var line: Int?

    package init(
        view: Int, attribute: Attribute, relation: Relation = .equal, target: Target,
        targetAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        line: Int? = nil
    ) {
        self.view = view
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.targetAttribute = targetAttribute ?? attribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.line = line
    }

    package var isRequired: Bool { priority >= 1000 }

    /// The constraint as Auto Layout's log prints it: `text.leading == icon.trailing + 12`.
    package func description(in template: CellTemplate) -> String {
        let lhs = "\(template.views[view].name).\(attribute.rawValue)"
        var rhs: String
        switch target {
        case .none: rhs = ""
        case .contentView: rhs = "superview.\(targetAttribute.rawValue)"
        case .view(let index): rhs = "\(template.views[index].name).\(targetAttribute.rawValue)"
        }
        if target != .none && multiplier != 1 { rhs += " × \(Self.format(multiplier))" }
        if target == .none {
            rhs = Self.format(constant)
        } else if constant != 0 {
            rhs += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))"
        }
        let priorityText = isRequired ? "" : " @\(Self.format(priority))"
        return "\(lhs) \(relation.rawValue) \(rhs)\(priorityText)"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
