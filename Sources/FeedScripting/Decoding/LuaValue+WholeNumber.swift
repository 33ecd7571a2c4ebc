import LuaBridge

extension LuaValue {
    /// The value as a whole number within `range` (`integerValue`, then the range), else nil.
    ///
    /// For numbers the DSL writes into its own tables (a view's parent, a constraint's views, a line), which a
    /// script can still change: converting any Lua number with `Int(_:)` traps on 1e300 or NaN, and an index
    /// out of range traps when it is used.
    func wholeNumber(in range: ClosedRange<Int>) -> Int? {
        guard let value = integerValue.flatMap({ Int(exactly: $0) }), range.contains(value) else { return nil }
        return value
    }

    /// Script lines a record may name.
    static let lines = 1...Int(Int32.max)
}
