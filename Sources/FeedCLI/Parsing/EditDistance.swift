/// Levenshtein distance, for did-you-mean suggestions.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    ///
    /// - Complexity: O(a.count × b.count).
    static func between(_ a: String, _ b: String) -> Int {
        let lhs = Array(a)
        let rhs = Array(b)
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in stride(from: 1, through: rhs.count, by: 1) {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
