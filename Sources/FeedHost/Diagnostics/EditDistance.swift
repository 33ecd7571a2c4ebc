/// Levenshtein distance, for did-you-mean suggestions (misspelt options, commands, section ids).
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    ///
    /// - Complexity: O(a.count × b.count).
    public static func between(_ a: String, _ b: String) -> Int {
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

    /// The candidate nearest to `word` when it is a likely typo: at most a third of the longer word's length
    /// (rounded up, at least 1, at most 3) edits away. Ties go to the earlier candidate.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = min(3, max(1, (max(word.count, best.candidate.count) + 2) / 3))
        guard best.distance <= limit else { return nil }
        return best.candidate
    }
}
