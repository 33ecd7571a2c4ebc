extension Solver {
    /// Makes `variable` editable at `strength` (below required), starting at its current value 0.
    package mutating func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        guard !Strength.isRequired(strength) else { throw .requiredEditStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(), strength: strength)
        let id = try add(constraint)
        edits[variable.index] = Edit(tag: tags[id.index], constant: 0)
    }

    package func isEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

    /// Asks for `variable` = `value` at the edit's strength and re-optimises from the current solution.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.index] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        // The same value again changes nothing (the last call left every row feasible); a cell template's items
        // mostly repeat their sizes, and the walk over every row below is the cost of a call.
        guard delta != 0 else { return }
        edit.constant = value
        edits[variable.index] = edit
        let marker = edit.tag.marker
        let other = edit.tag.other
        if rows[Int(marker.id)] != nil {
            rows[Int(marker.id)]!.constant -= delta
            if rows[Int(marker.id)]!.constant < 0 { infeasible.append(marker) }
        } else if rows[Int(other.id)] != nil {
            rows[Int(other.id)]!.constant += delta
            if rows[Int(other.id)]!.constant < 0 { infeasible.append(other) }
        } else {
            for index in rows.indices where rows[index] != nil {
                let coefficient = rows[index]!.coefficient(for: marker)
                guard coefficient != 0 else { continue }
                rows[index]!.constant += delta * coefficient
                if rows[index]!.constant < 0 && kinds[index] != .external {
                    infeasible.append(Symbol(id: Int32(index)))
                }
            }
        }
        try dualOptimize()
    }

    /// Dual simplex: pivots the infeasible rows back to feasibility, keeping the objective optimal.
    private mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard var row = rows[Int(leaving.id)], row.constant < 0, !Row.nearZero(row.constant) else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering.isValid else { throw .unbounded }
            rows[Int(leaving.id)] = nil
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            rows[Int(entering.id)] = row
        }
    }

    /// The parametric symbol of `row` that keeps the objective optimal when it enters (lowest ratio).
    private func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering
    }
}
