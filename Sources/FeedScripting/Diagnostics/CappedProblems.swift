import LuaBridge

/// The problems of one check over many items: the first `limit` kept as they are, the rest only counted, so a
/// section that repeats a mistake in every item shows it `limit` times and sums up the rest in one more. Each
/// kept problem holds its message (a few hundred bytes): 2,000,000 of them, from items that each named 1,000
/// unknown badge kinds, held 2.4 GB; 2,000,000 unknown separator fields took 25 s and 1.6 GB; 200,000 unknown
/// keys in 40,000 `layout.item` tables held 255 MB (a feed's memory limit allowed several such scripts).
struct CappedProblems<Problem> {
    let limit: Int
    private(set) var kept: [Problem] = []
    private(set) var dropped = 0

    init(limit: Int = 1_000) {
        self.limit = limit
    }

    /// Keeps the problem `make` gives while under the limit; only counts it after (it is not made).
    mutating func add(_ make: @autoclosure () -> Problem) {
        if kept.count < limit { kept.append(make()) } else { dropped += 1 }
    }

    var isEmpty: Bool { kept.isEmpty }

    /// The kept problems as diagnostics, and when any were dropped, `more` of how many.
    func diagnostics(_ diagnostic: (Problem) -> Diagnostic, more: (Int) -> Diagnostic) -> [Diagnostic] {
        kept.map(diagnostic) + (dropped == 0 ? [] : [more(dropped)])
    }

    /// The kept problems as diagnostics, and when any were dropped, one more that says how many, about the items'
    /// `field`.
    func diagnostics(ofItemField field: String, script: String, _ diagnostic: (Problem) -> Diagnostic)
        -> [Diagnostic]
    {
        diagnostics(diagnostic) { .moreProblems($0, inItemField: field, script: script) }
    }
}

extension Diagnostic {
    /// The summary of `more` problems of the items' `field` that `CappedProblems` dropped.
    static func moreProblems(_ more: Int, inItemField field: String, script: String) -> Diagnostic {
        Diagnostic(
            script: script, field: "items",
            message: "\(LuaLimits.grouped(more)) more problems in items' \(field) fields, like those above")
    }
}
