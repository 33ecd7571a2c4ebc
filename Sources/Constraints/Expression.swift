/// A user variable of one `Solver`, made by `Solver.makeVariable(_:)`.
package struct Variable: Hashable, Sendable {
    /// The index of the variable in its solver.
    package let index: Int

    /// The variable at `index` of a solver (variables are numbered in the order `makeVariable` made them).
    package init(index: Int) {
        self.index = index
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
package struct LinearExpression: Hashable, Sendable {
    package var terms: [Term]
    package var constant: Double

    package struct Term: Hashable, Sendable {
        package var variable: Variable
        package var coefficient: Double

        package init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: Variable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.init([Term(variable, coefficient)], constant: constant)
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    package static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(
            lhs.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }
}
