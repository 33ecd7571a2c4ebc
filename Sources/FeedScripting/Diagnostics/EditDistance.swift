/// Edit distance for did-you-mean suggestions: misspelt keys and values in scripts, options, commands, section ids.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `lhs` into `rhs` when it
    /// is at most `bound`, else `bound + 1`; with `countingSwaps`, a swap of two neighbours is one edit too (optimal
    /// string alignment), so `widht` is one edit from `width`.
    ///
    /// Only the cells within `bound` of the diagonal are computed, three rows kept: a script's key or section id can
    /// be megabytes long, and the whole table of two such words (m·n cells) took 23 s and 1.8 GB for one 5 MB key.
    ///
    /// - Complexity: O((m + n)·bound) time, O(n) memory.
    package static func distance(_ lhs: [Character], _ rhs: [Character], atMost bound: Int, countingSwaps: Bool = false)
        -> Int
    {
        let (m, n) = (lhs.count, rhs.count)
        let beyond = bound + 1
        guard abs(m - n) <= bound else { return beyond }
        guard m > 0, n > 0 else { return max(m, n) }
        var older = [Int](repeating: beyond, count: n + 1)
        var previous = [Int](repeating: beyond, count: n + 1)
        var current = [Int](repeating: beyond, count: n + 1)
        for column in 0...min(n, bound) { previous[column] = column }
        for row in 1...m {
            let low = max(1, row - bound)
            let high = min(n, row + bound)
            // The cell left of the band: the first column's deletions, or a value from three rows up.
            current[low - 1] = low == 1 ? min(row, beyond) : beyond
            var smallest = current[low - 1]
            for column in low...high {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var best = min(previous[column - 1] + cost, previous[column] + 1, current[column - 1] + 1)
                if countingSwaps, row > 1, column > 1, lhs[row - 1] == rhs[column - 2],
                    lhs[row - 2] == rhs[column - 1]
                {
                    best = min(best, older[column - 2] + 1)
                }
                current[column] = min(best, beyond)
                smallest = min(smallest, current[column])
            }
            if high < n { current[high + 1] = beyond }
            if smallest > bound { return beyond }
            (older, previous, current) = (previous, current, older)
        }
        return previous[n]
    }

    /// Words longer than this (in UTF-8 bytes) get no suggestion, and are not suggested.
    static let longestSuggested = 4096

    /// The candidate nearest to `word` when it is a likely typo: at most a third of the longer word's length
    /// (rounded up, at least 1, at most 3) edits away. Ties go to the earlier candidate.
    ///
    /// - Parameters:
    ///   - ignoringCase: compare lower-cased, so `Width` is no edit from `width`.
    ///   - countingSwaps: count a swap of two neighbours as one edit (see `distance(_:_:atMost:countingSwaps:)`).
    package static func closest(
        to word: String, among candidates: [String], ignoringCase: Bool = false, countingSwaps: Bool = false
    ) -> String? {
        guard word.utf8.count <= longestSuggested else { return nil }
        let key = Array(ignoringCase ? word.lowercased() : word)
        // No suggestion is more than 3 edits away, so farther candidates count as 4 and are never the answer.
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate.utf8.count <= longestSuggested {
            let other = Array(ignoringCase ? candidate.lowercased() : candidate)
            let edits = distance(key, other, atMost: 3, countingSwaps: countingSwaps)
            if edits < (best?.distance ?? Int.max) { best = (candidate, edits) }
        }
        guard let best else { return nil }
        let limit = min(3, max(1, (max(word.count, best.candidate.count) + 2) / 3))
        return best.distance <= limit ? best.candidate : nil
    }
}
