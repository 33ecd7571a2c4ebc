import Constraints

/// A view's four solver variables, in the cell's content-view coordinates, and its anchors as expressions.
struct ViewVariables: Sendable {
    var left: Variable
    var top: Variable
    var width: Variable
    var height: Variable

    init(solver: inout Solver, name: String) {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    func anchor(_ attribute: CellConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .leading: return LinearExpression(left)
        case .trailing: return LinearExpression([.init(left), .init(width)])
        case .centerX: return LinearExpression([.init(left), .init(width, 0.5)])
        case .width: return LinearExpression(width)
        case .top: return LinearExpression(top)
        case .bottom: return LinearExpression([.init(top), .init(height)])
        case .centerY: return LinearExpression([.init(top), .init(height, 0.5)])
        case .height: return LinearExpression(height)
        }
    }
}

/// The content view's anchors: its origin is the cell's, its size two variables.
struct ContentVariables: Sendable {
    var width: Variable
    var height: Variable

    func anchor(_ attribute: CellConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .leading, .top: return LinearExpression()
        case .trailing, .width: return LinearExpression(width)
        case .centerX: return LinearExpression(width, times: 0.5)
        case .bottom, .height: return LinearExpression(height)
        case .centerY: return LinearExpression(height, times: 0.5)
        }
    }
}

/// One constraint as the solver gets it, with how messages name it.
struct SolverRule: Sendable {
    var constraint: Constraint
    var description: String
    var line: Int?
}
