/// Edit distance for did-you-mean suggestions: misspelt keys and values in scripts, options, commands, section ids.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `lhs` into `rhs`; with
    /// `countingSwaps`, a swap of two neighbours is one edit too (optimal string alignment), so `widht` is one edit
    /// from `width`.
    ///
    /// - Complexity: O(m·n) time and memory.
    package static func between(_ lhs: String, _ rhs: String, countingSwaps: Bool = false) -> Int {
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
                if countingSwaps, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate nearest to `word` when it is a likely typo: at most a third of the longer word's length
    /// (rounded up, at least 1, at most 3) edits away. Ties go to the earlier candidate.
    ///
    /// - Parameters:
    ///   - ignoringCase: compare lower-cased, so `Width` is no edit from `width`.
    ///   - countingSwaps: count a swap of two neighbours as one edit (see `between(_:_:countingSwaps:)`).
    package static func closest(
        to word: String, among candidates: [String], ignoringCase: Bool = false, countingSwaps: Bool = false
    ) -> String? {
        let key = ignoringCase ? word.lowercased() : word
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(key, ignoringCase ? candidate.lowercased() : candidate, countingSwaps: countingSwaps)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = min(3, max(1, (max(word.count, best.candidate.count) + 2) / 3))
        return best.distance <= limit ? best.candidate : nil
    }
}
