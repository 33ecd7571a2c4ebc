import Testing

@testable import Constraints

/// A constraint the solver refuses as unsatisfiable leaves no trace (`Solver.add` undoes it without copying the
/// tableau): a solver offered every constraint of a random system, refusals included, and one given only the
/// constraints the first accepted hold the same symbols and rows, and print the same bits, after every step —
/// the later constraints, edit variables and suggestions included.
@Suite struct RefusedConstraintTests {
    @Test func refusedConstraintsLeaveNoTrace() throws {
        var refusals = 0
        for seed in 0..<1_000 {
            let system = RandomSystem(seed: UInt64(seed) &* 104_729 &+ 3)
            let offered = try Self.run(system, skipping: [])
            refusals += offered.refused.count
            let accepted = try Self.run(system, skipping: offered.refused)
            #expect(accepted.refused.isEmpty, "seed \(seed)")
            #expect(offered.trace == accepted.trace, "seed \(seed)")
            if offered.trace != accepted.trace { break }
        }
        // Both ways a constraint is refused must be taken often: a required equality over settled variables
        // (found before the tableau changes) and phase one failing.
        #expect(refusals > 250)
    }

    /// Runs the system's steps without the constraints numbered in `skipping` (counting constraint steps only),
    /// going on past refusals; returns the solver's state after each step and the constraints it refused.
    private static func run(_ system: RandomSystem, skipping: Set<Int>) throws -> (trace: [String], refused: Set<Int>) {
        var solver = Solver()
        let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
        var trace: [String] = []
        var refused: Set<Int> = []
        var constraintIndex = 0
        for step in system.steps {
            switch step {
            case .constraint(let constraint):
                if !skipping.contains(constraintIndex) {
                    do {
                        try solver.add(constraint)
                    } catch SolverError.unsatisfiable {
                        refused.insert(constraintIndex)
                    }
                }
                constraintIndex += 1
            case .edit(let variable, let strength):
                try solver.addEditVariable(variables[variable], strength: strength)
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variables[variable])
            case .print: break
            }
            trace.append(Self.state(of: solver, variables: variables))
        }
        return (trace, refused)
    }

    /// Symbols, rows (each row's cells and constant), the objective and the values, as exact bits.
    private static func state(of solver: Solver, variables: [Variable]) -> String {
        func text(_ row: Row) -> String {
            row.cells.map { "\($0.symbol.id):\($0.coefficient.bitPattern)" }.joined(separator: ",")
                + "=\(row.constant.bitPattern)"
        }
        let rows = solver.rows.map { $0.map(text) ?? "-" }.joined(separator: ";")
        let values = variables.map { "\(solver.value(of: $0).bitPattern)" }.joined(separator: " ")
        return "\(solver.kinds.count) \(rows) | \(text(solver.objective)) | \(values)"
    }
}
