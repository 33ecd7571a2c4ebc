/// What changed at one level (sections or items), as identifier lists (docs/spec/contract.md §5 `changes.sections` and
/// `changes.items`).
///
/// Orders are deterministic: `inserted`, `moved` and `updated` follow the new snapshot, `deleted` the old one.
/// For items, those that come or go with their whole section are not listed; an item that moves from a
/// surviving section into an inserted one is listed as deleted, one that leaves a deleted section for a
/// surviving one as inserted.
public struct IdentifierChanges<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Identifiers present only in the new snapshot.
    public var inserted: [String]
    /// Identifiers present only in the old snapshot.
    public var deleted: [String]
    /// Identifiers that moved: the minimal set, chosen outside a longest increasing subsequence, plus every
    /// item that changed section.
    public var moved: [IdentifiedMove<Position>]
    /// Identifiers present in both whose content hash changed, or that the new snapshot marks as reloaded or
    /// reconfigured.
    public var updated: [String]

    /// Creates a change list.
    public init(
        inserted: [String] = [], deleted: [String] = [], moved: [IdentifiedMove<Position>] = [],
        updated: [String] = []
    ) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.updated = updated
    }

    /// Whether nothing changed at this level.
    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty }
}
