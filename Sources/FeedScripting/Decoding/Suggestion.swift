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

    /// The candidate closest to `word` when it is a likely typo, ignoring case and counting a swap of two
    /// neighbours as one edit (`widht` → `width`); see `EditDistance.closest(to:among:ignoringCase:countingSwaps:)`.
    static func closest(to word: String, in candidates: [String]) -> String? {
        EditDistance.closest(to: word, among: candidates, ignoringCase: true, countingSwaps: true)
    }
}
