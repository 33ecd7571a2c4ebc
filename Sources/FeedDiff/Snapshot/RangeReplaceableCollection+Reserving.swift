extension RangeReplaceableCollection {
    /// An empty collection with room for `capacity` elements, so filling it to a size known ahead copies nothing.
    init(reservingCapacity capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }
}
