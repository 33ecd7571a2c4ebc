extension RangeReplaceableCollection {
    /// An empty collection with room for `capacity` elements, so filling it to a size known ahead copies nothing.
    init(reservingCapacity capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }
}

extension Array {
    /// Room for `more` elements past the current count, growing at least geometrically: `reserveCapacity`
    /// allocates exactly what it is asked for, so reserving once per section would copy the array once per
    /// section.
    mutating func reserve(more: Int) {
        let needed = count + more
        guard needed > capacity else { return }
        reserveCapacity(Swift.max(needed, 2 * capacity))
    }
}
