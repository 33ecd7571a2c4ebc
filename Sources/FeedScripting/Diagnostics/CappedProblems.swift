/// The problems of one check over many items: the first `limit` kept as they are, the rest only counted, so a
/// section that repeats a mistake in every item shows it `limit` times and sums up the rest in one more. Each
/// kept problem holds its message (a few hundred bytes): 2,000,000 of them, from items that each named 1,000
/// unknown badge kinds, held 2.4 GB.
struct CappedProblems {
    let limit: Int
    private(set) var kept: [Diagnostic] = []
    private(set) var dropped = 0

    init(limit: Int = 1_000) {
        self.limit = limit
    }

    /// Keeps the problem `make` gives while under the limit; only counts it after (it is not made).
    mutating func add(_ make: @autoclosure () -> Diagnostic) {
        if kept.count < limit { kept.append(make()) } else { dropped += 1 }
    }

    var isEmpty: Bool { kept.isEmpty }

    /// The kept problems, and when any were dropped, `summary` of how many.
    func all(summary: (Int) -> Diagnostic) -> [Diagnostic] { dropped == 0 ? kept : kept + [summary(dropped)] }
}
