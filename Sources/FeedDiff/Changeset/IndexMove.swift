/// A move in a batch update: from a position in the old snapshot to a position in the new one.
///
/// `Position` is `Int` for sections and ``ItemPath`` for items.
public struct IndexMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Where the element was, in old coordinates.
    public var from: Position
    /// Where the element ends up, in new coordinates.
    public var to: Position

    /// Creates a move.
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}
