import Constraints

/// A reproducible random number source (SplitMix64), so a failing system can be regenerated from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a random system, as both solvers run it (the line protocol of kiwi_oracle.py).
enum SystemStep {
    case constraint(Constraint)
    case edit(variable: Int, strength: Double)
    case suggest(variable: Int, value: Double)
    case print
}

/// A random system: a few variables, required and weighted equalities and inequalities with small integer
/// coefficients (some of them unsatisfiable), a weak stay on every variable with its own weight so the optimum is
/// unique, then edit variables moved twice.
struct RandomSystem {
    var variableCount: Int
    var steps: [SystemStep] = []

    init(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        variableCount = Int.random(in: 2...7, using: &random)
        let variables = (0..<variableCount).map { Variable(index: $0) }
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            var terms: [LinearExpression.Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let coefficient = Double([-3, -2, -1, 1, 2, 3].randomElement(using: &random)!)
                terms.append(LinearExpression.Term(variables.randomElement(using: &random)!, coefficient))
            }
            let expression = LinearExpression(terms, constant: Double(Int.random(in: -40...40, using: &random)))
            let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(
                using: &random)!
            let strength =
                Bool.random(using: &random) ? Strength.required : Double.random(in: 1...100_000, using: &random)
            steps.append(.constraint(Constraint(expression, relation, LinearExpression(), strength: strength)))
        }
        for variable in variables {
            let stay = LinearExpression(variable, plus: -Double(Int.random(in: -50...50, using: &random)))
            let weight = Double.random(in: 0.01...0.9, using: &random)
            steps.append(.constraint(Constraint(stay, .equal, LinearExpression(), strength: weight)))
        }
        steps.append(.print)
        let edited = Array(variables.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
        for variable in edited {
            steps.append(.edit(variable: variable.index, strength: Double.random(in: 2...500, using: &random)))
        }
        for _ in 0..<2 {
            for variable in edited {
                steps.append(
                    .suggest(variable: variable.index, value: Double(Int.random(in: -60...60, using: &random))))
            }
            steps.append(.print)
        }
    }

    /// The system in kiwi_oracle.py's line protocol.
    var protocolText: String {
        var lines = ["system \(variableCount)"]
        for step in steps {
            switch step {
            case .constraint(let constraint):
                let terms = constraint.expression.terms.map { "\($0.variable.index) \($0.coefficient)" }
                lines.append(
                    "c \(constraint.strength) \(constraint.relation.rawValue) \(constraint.expression.constant) "
                        + terms.joined(separator: " "))
            case .edit(let variable, let strength): lines.append("e \(variable) \(strength)")
            case .suggest(let variable, let value): lines.append("s \(variable) \(value)")
            case .print: lines.append("p")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The system run by the Swift solver, answered in the oracle's output format; like the oracle, it stops at
    /// the first unsatisfiable constraint.
    func solvedLines() throws -> [String] {
        var solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
        var lines: [String] = []
        var constraintIndex = 0
        for step in steps {
            switch step {
            case .constraint(let constraint):
                do {
                    try solver.add(constraint)
                } catch SolverError.unsatisfiable {
                    lines.append("unsat \(constraintIndex)")
                    return lines + ["end"]
                }
                constraintIndex += 1
            case .edit(let variable, let strength):
                try solver.addEditVariable(variables[variable], strength: strength)
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variables[variable])
            case .print:
                lines.append("values " + variables.map { "\(solver.value(of: $0))" }.joined(separator: " "))
            }
        }
        lines.append("end")
        return lines
    }
}
