/// The elements of one group instance, relative to the instance's top-left corner.
struct InstanceBuffer {
    var leaves: ContiguousArray<LeafRecord> = []
    var badges: ContiguousArray<BadgeRecord> = []

    mutating func removeAll() {
        leaves.removeAll(keepingCapacity: true)
        badges.removeAll(keepingCapacity: true)
    }

    /// Moves the leaves and badges in the given ranges by `dx`, `dy`.
    mutating func shift(leaves leafRange: Range<Int>, badges badgeRange: Range<Int>, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for index in leafRange {
            leaves[index].frame = leaves[index].frame.offsetting(dx: dx, dy: dy)
            leaves[index].slot = leaves[index].slot.offsetting(dx: dx, dy: dy)
        }
        for index in badgeRange {
            badges[index].frame = badges[index].frame.offsetting(dx: dx, dy: dy)
        }
    }

    /// The far edge of the instance's item slots along `axis` (for trimming, LAYOUT.md 2.8).
    func reach(_ axis: Axis) -> Double {
        leaves.reduce(0) { Swift.max($0, $1.slot.end(axis)) }
    }
}

/// One item of an instance: its frame (after insets), its slot, a custom frame's zIndex, its self-sizing axes.
struct LeafRecord {
    var frame: Rect
    var slot: Rect
    var zIndex: Int32
    var isWidthEstimated: Bool
    var isHeightEstimated: Bool
}

/// One badge of an instance: its frame, kind number, the leaf it is anchored to (-1 for a group) and zIndex.
struct BadgeRecord {
    var frame: Rect
    var kind: Int32
    var leaf: Int32
    var zIndex: Int32
}
