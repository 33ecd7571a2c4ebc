/// "Did you mean" for misspelled keys and enum strings.
enum Suggestion {
    /// The DSL's name for a word UIKit users type out of habit (`right` → `trailing`), when `candidates` has it.
    static func synonym(of word: String, in candidates: [String]) -> String? {
        var name = word.lowercased()
        for (habit, term) in [("left", "leading"), ("right", "trailing")] where name.contains(habit) {
            name = name.replacing(habit, with: term)
        }
        guard name != word.lowercased() else { return nil }
        return candidates.first { $0.lowercased() == name }
    }

    /// What to write instead of `center` where the DSL has no such value: centring is what an unnamed axis does.
    static func centring(_ word: String, in candidates: [String]) -> String? {
        guard ["center", "centre", "centered", "centred"].contains(word.lowercased()) else { return nil }
        let edges = ["top", "leading", "bottom", "trailing"]
        if Set(candidates) == Set(edges) {
            return "an axis no edge names is centred, e.g. edges = { \"top\" } is the top centre and "
                + "edges = {} the middle"
        }
        if candidates.contains("topLeading") {
            return "\"top\" and \"bottom\" are centred horizontally and \"leading\" and \"trailing\" vertically, "
                + "e.g. alignment = \"top\""
        }
        return nil
    }

    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo: at most a
    /// third of the longer word's length, rounded up (at least 1, at most 3). Ties go to the earlier candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = min(3, max(1, (max(word.count, best.candidate.count) + 2) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two neighbours as one edit each
    /// (optimal string alignment), so `widht` is one edit from `width`.
    ///
    /// - Complexity: O(m·n) time and memory.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j - 1] + cost, table[i - 1][j] + 1, table[i][j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
