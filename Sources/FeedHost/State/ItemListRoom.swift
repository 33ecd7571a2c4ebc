/// How much room a state file's item list is given as it is read.
///
/// A list first gets room for a few items, then eight times as many each time it fills, never more than the
/// rest of the file could hold at the shortest item a build writes. Reserving that whole bound up front made
/// each list hold room for the rest of the file: a file of 200,000 one-item sections asked for 200,000 such
/// blocks, and `feed diff` ran out of mappings and crashed (`StateFileReaderTests`). Growing by eight copies
/// about a seventh of a long list once, where doubling copied it all and left up to half of it unused.
struct ItemListRoom {
    /// The room the list has now.
    private(set) var capacity: Int
    /// How many items it holds.
    private(set) var count = 0

    /// The room a list gets before its first item.
    static let first = 8
    /// How many times larger the room gets each time the list fills.
    static let growth = 8

    /// Room for a new list when at most `bound` items can follow.
    init(bound: Int) {
        capacity = max(0, min(Self.first, bound))
    }

    /// Counts an item about to be added and returns the new room when the list is full, nil when it has room;
    /// `bound` is how many more items the rest of the file could hold.
    mutating func add(bound: Int) -> Int? {
        defer { count += 1 }
        guard count >= capacity else { return nil }
        capacity = max(count + 1, min(count * Self.growth, count + bound))
        return capacity
    }
}
