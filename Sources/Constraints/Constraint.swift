/// A linear constraint `expression relation 0` with a strength (see `Strength`).
package struct Constraint: Hashable, Sendable {
    package enum Relation: String, Hashable, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    package var expression: LinearExpression
    package var relation: Relation
    package var strength: Double

    /// `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    package init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Double = Strength.required
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = Strength.clipped(strength)
    }

    package var isRequired: Bool { Strength.isRequired(strength) }
}

/// Identifies a constraint added to a `Solver`.
package struct ConstraintID: Hashable, Sendable {
    package let index: Int
}

/// Why the solver refused a request.
package enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable
    /// An edit variable must not be required (it would fix the variable for good).
    case requiredEditStrength
    /// `suggestValue` for a variable that is not an edit variable.
    case unknownEditVariable
    /// The objective is unbounded: a bug in the solver, never a property of the system.
    case unbounded
}
