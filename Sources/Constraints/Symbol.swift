/// A column of the simplex tableau: a user variable, or one the solver adds for an inequality (slack), a
/// non-required constraint's violation (error) or a required equality's marker (dummy).
///
/// Symbols are dense integers so rows and lookups are arrays; the id order is also the solver's tie-break order,
/// which makes its pivots, and so its answers, the same on every run.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case external
        case slack
        case error
        case dummy
    }

    let id: Int32

    static let invalid = Symbol(id: -1)

    var isValid: Bool { id >= 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
