/// Where an item sits inside a snapshot, kept per interned key (``ItemLocations``) so a lookup is one array read
/// at most.
struct ItemLocation: Hashable, Sendable {
    var section: Int32
    var item: Int32

    /// The location of a key the snapshot does not contain.
    static let absent = ItemLocation(section: -1, item: -1)

    var isAbsent: Bool { section < 0 }
}
