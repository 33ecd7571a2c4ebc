/// The measured sizes of a section's items that differ from their proposals, by item index, in the order asked.
///
/// A table indexed by item rather than a dictionary: the solver stores one answer per measured item and the
/// layout reads one per placed item, and hashing each index cost more than some `measure` functions. Room for
/// every item is made at the first answer kept, so a section that keeps none allocates nothing.
struct MeasuredSizes {
    /// By item index; NaN widths mark items with no answer kept.
    private var sizes: ContiguousArray<Size> = []
    /// The items with an answer, ascending.
    private(set) var items: [Int] = []

    /// The answer kept for `item`, if any.
    @inline(__always)
    subscript(item: Int) -> Size? {
        guard item >= 0, item < sizes.count else { return nil }
        let size = sizes[item]
        return size.width.isNaN ? nil : size
    }

    /// Keeps `size` for `item`, which comes after every item kept so far, in a section of `itemCount` items.
    mutating func append(_ size: Size, for item: Int, itemCount: Int) {
        if sizes.isEmpty {
            sizes = ContiguousArray(repeating: Size(width: .nan, height: .nan), count: itemCount)
            items.reserveCapacity(Swift.min(itemCount - item, SectionSolver.measuredReserve))
        }
        sizes[item] = size
        items.append(item)
    }
}
