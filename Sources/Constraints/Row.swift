/// One row of the tableau: `basic symbol = constant + Σ coefficient × symbol`, its cells sorted by symbol so
/// every walk over them takes the same order.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// The position of `symbol` in `cells`, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum vanishes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × row` (its constant too).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices { cells[position].coefficient *= factor }
    }

    /// Rewrites `lhs = …` (with `rhs` among the cells) as `rhs = …`.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with the right-hand side of its row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
    }
}
