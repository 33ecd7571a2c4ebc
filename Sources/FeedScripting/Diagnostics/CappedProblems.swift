import LuaBridge

/// The problems of one check over many items or tables: the first `limit` (1,000) kept as they are, the rest only
/// counted, so a section that repeats a mistake everywhere shows it 1,000 times and sums up the rest in one more.
/// Each kept problem holds its message (a few hundred bytes): 2,000,000 of them, from items that each named 1,000
/// unknown badge kinds, held 2.4 GB; 2,000,000 unknown separator fields took 25 s and 1.6 GB; 200,000 unknown
/// keys in 40,000 `layout.item` tables held 255 MB (a feed's memory limit allowed several such scripts).
package struct CappedProblems<Problem> {
    package static var limit: Int { 1_000 }
    package private(set) var kept: [Problem] = []
    package private(set) var dropped = 0

    package init() {}

    /// Keeps the problem `make` gives while under the limit; only counts it after (it is not made).
    package mutating func add(_ make: @autoclosure () -> Problem) {
        if kept.count < Self.limit { kept.append(make()) } else { dropped += 1 }
    }

    package var isEmpty: Bool { kept.isEmpty }

    /// The kept problems as diagnostics, and when any were dropped, one more at `field` that says how many there
    /// were in `place` (`items' separator fields`, `the script's values`).
    package func diagnostics(script: String, field: String, place: String, _ diagnostic: (Problem) -> Diagnostic)
        -> [Diagnostic]
    {
        guard dropped > 0 else { return kept.map(diagnostic) }
        let more = "\(LuaLimits.grouped(dropped)) more problems in \(place), like those above"
        return kept.map(diagnostic) + [Diagnostic(script: script, field: field, message: more)]
    }
}
