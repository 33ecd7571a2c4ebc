import LuaBridge

extension LuaValue {
    /// The value as a whole number within `range` (an integer, or a float with no fraction), else nil.
    ///
    /// For numbers the DSL writes into its own tables (a view's parent, a constraint's views, a line), which a
    /// script can still change: converting any Lua number with `Int(_:)` traps on 1e300 or NaN, and an index
    /// out of range traps when it is used.
    func wholeNumber(in range: ClosedRange<Int>) -> Int? {
        switch self {
        case .integer(let value):
            return value >= Int64(range.lowerBound) && value <= Int64(range.upperBound) ? Int(value) : nil
        case .number(let value):
            guard value.isFinite, value == value.rounded(), value >= Double(range.lowerBound),
                value <= Double(range.upperBound)
            else { return nil }
            return Int(value)
        default:
            return nil
        }
    }

    /// Script lines a record may name.
    static let lines = 1...Int(Int32.max)
}
