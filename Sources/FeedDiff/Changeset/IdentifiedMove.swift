/// A move in the identifier lists of a change set: which identifier moved, from where, to where.
///
/// `Position` is `Int` for sections and ``ItemPath`` for items; `from` is in the old snapshot, `to` in the new.
public struct IdentifiedMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The identifier of the moved section or item.
    public var id: String
    /// Where it was, in the old snapshot.
    public var from: Position
    /// Where it is, in the new snapshot.
    public var to: Position

    /// Creates a move entry.
    public init(id: String, from: Position, to: Position) {
        self.id = id
        self.from = from
        self.to = to
    }
}
