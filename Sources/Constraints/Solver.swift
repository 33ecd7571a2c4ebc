/// An incremental linear-constraint solver of the Cassowary family (Badros, Borning & Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", 2001), the algorithm Auto Layout is built on; the tableau
/// operations follow the published algorithm as kiwisolver presents it, so the two agree (Tests/ConstraintsTests).
///
/// Required constraints must hold (adding one that cannot throws `SolverError.unsatisfiable` and leaves the system
/// as it was); every other constraint's violation is weighted by its strength and the weighted sum is minimised.
/// Edit variables make re-solving cheap: `suggestValue` moves one value and re-optimises from the current basis
/// (dual simplex) instead of starting over, which is how a cell template is solved once and each item only
/// changes its text sizes.
package struct Solver: Sendable {
    /// The two marker symbols of a constraint: the ones that say, after any pivots, how far it is from holding.
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    struct Edit {
        var tag: Tag
        var constant: Double
    }

    private(set) var kinds: [Symbol.Kind] = []
    /// Row of each basic symbol, indexed by symbol id; nil for parametric symbols.
    var rows: [Row?] = []
    /// The symbol of each user variable.
    private(set) var variableSymbols: [Symbol] = []
    package private(set) var variableNames: [String] = []
    var tags: [Tag] = []
    var edits: [Int: Edit] = [:]
    var infeasible: [Symbol] = []
    var objective = Row()
    var artificial: Row?

    package init() {}

    /// A new user variable; `name` is for messages only.
    package mutating func makeVariable(_ name: String = "") -> Variable {
        variableSymbols.append(makeSymbol(.external))
        variableNames.append(name)
        return Variable(index: variableSymbols.count - 1)
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    package func value(of variable: Variable) -> Double {
        rows[Int(variableSymbols[variable.index].id)]?.constant ?? 0
    }

    package var variableCount: Int { variableSymbols.count }

    /// The rows of the tableau. A `suggestValue` whose edit is not basic walks every row, and each pivot it takes
    /// substitutes into every row, so this is what one suggestion costs, in rows (`CellTemplateSolver.stepsPerLayout`).
    package var rowCount: Int { rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        return Symbol(id: Int32(kinds.count - 1))
    }

    func kind(_ symbol: Symbol) -> Symbol.Kind { kinds[Int(symbol.id)] }

    func row(_ symbol: Symbol) -> Row? { rows[Int(symbol.id)] }

    /// Adds a constraint and re-optimises.
    ///
    /// A refused constraint leaves no trace without a copy of the whole tableau for every add: the copy, and the
    /// rows each substitution then copied away from it, were 1.5 M of the 72.6 M instructions of a cold
    /// `feed build` of the bundled feed. Only phase one (`addWithArtificialVariable`), where a required
    /// constraint may turn out unsatisfiable after pivoting, works on a copy; the other refusal is found before
    /// the tableau changes, and the symbols the row made are dropped again.
    ///
    /// - Throws: `SolverError.unsatisfiable` when a required constraint conflicts with the required constraints
    ///   already added; the system is then unchanged (the constraint is not added). `.unbounded` is a bug in the
    ///   solver and may leave the system changed.
    @discardableResult
    package mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let symbolCount = kinds.count
        var tag = Tag()
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            guard Row.nearZero(row.constant) else {
                dropSymbols(from: symbolCount)
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[Int(subject.id)] = row
        } else {
            var trial = self
            let added: Bool
            do throws(SolverError) {
                added = try trial.addWithArtificialVariable(row)
            } catch {
                dropSymbols(from: symbolCount)
                throw error
            }
            guard added else {
                dropSymbols(from: symbolCount)
                throw .unsatisfiable
            }
            self = trial
        }
        tags.append(tag)
        try optimize(objectiveRow: nil)
        return ConstraintID(index: tags.count - 1)
    }

    /// Forgets the symbols made from `count` on by a row that was not added: `makeRow` gave them no row and
    /// entered only a non-required constraint's new error symbols in the objective. Such a constraint is never
    /// unsatisfiable, but phase one failing as a solver bug (`.unbounded`) must not leave the objective naming
    /// symbols that no longer exist.
    private mutating func dropSymbols(from count: Int) {
        for id in count..<kinds.count { objective.remove(Symbol(id: Int32(id))) }
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
    }

    /// The constraint as a row over parametric symbols, with its slack, error or dummy symbols added.
    private mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = variableSymbols[term.variable.index]
            if let basic = self.row(symbol) {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to make basic for a new row: an external one if any, else a slack or error marker with a
    /// negative coefficient; invalid when neither exists.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        if let cell = row.cells.first(where: { kind($0.symbol) == .external }) { return cell.symbol }
        for symbol in [tag.marker, tag.other] where symbol.isValid {
            let symbolKind = kind(symbol)
            if (symbolKind == .slack || symbolKind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Adds a row with no usable subject through an artificial variable (phase one of the simplex method).
    ///
    /// - Returns: whether the row can hold.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        rows[Int(art.id)] = row
        artificial = row
        try optimize(objectiveRow: art)
        let success = Row.nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows[Int(art.id)] {
            rows[Int(art.id)] = nil
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { isPivotable($0.symbol) })?.symbol else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, with: basic)
            rows[Int(entering.id)] = basic
        }
        for index in rows.indices { rows[index]?.remove(art) }
        objective.remove(art)
        return success
    }

    private func isPivotable(_ symbol: Symbol) -> Bool {
        let symbolKind = kind(symbol)
        return symbolKind == .slack || symbolKind == .error
    }

    /// Replaces `symbol` by `row` everywhere, noting rows that became infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices where rows[index] != nil {
            rows[index]!.substitute(symbol, with: row)
            if kinds[index] != .external && rows[index]!.constant < 0 {
                infeasible.append(Symbol(id: Int32(index)))
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Primal simplex on the objective (or on the artificial objective while adding a row).
    private mutating func optimize(objectiveRow artificialSymbol: Symbol?) throws(SolverError) {
        while true {
            let goal = artificialSymbol == nil ? objective : (artificial ?? objective)
            guard
                let entering = goal.cells.first(where: { kind($0.symbol) != .dummy && $0.coefficient < 0 })?.symbol
            else { return }
            guard let leaving = leavingSymbol(for: entering) else { throw .unbounded }
            var row = rows[Int(leaving.id)]!
            rows[Int(leaving.id)] = nil
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            rows[Int(entering.id)] = row
        }
    }

    /// The basic symbol whose row limits `entering` most (lowest ratio; lowest symbol on ties).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in rows.indices where kinds[index] != .external {
            guard let row = rows[index] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = Symbol(id: Int32(index))
            }
        }
        return best
    }
}
