/// The elements of one group instance, relative to the instance's top-left corner.
struct InstanceBuffer {
    var leaves: ContiguousArray<LeafRecord> = []
    var badges: ContiguousArray<BadgeRecord> = []

    mutating func removeAll() {
        leaves.removeAll(keepingCapacity: true)
        badges.removeAll(keepingCapacity: true)
    }

    /// Puts the records of `other`, a buffer laid out on its own, in place of the given ranges (of equal counts).
    mutating func replace(leaves leafRange: Range<Int>, badges badgeRange: Range<Int>, with other: InstanceBuffer) {
        let base = Int32(leafRange.lowerBound)
        leaves.replaceSubrange(leafRange, with: other.leaves)
        badges.replaceSubrange(
            badgeRange,
            with: other.badges.lazy.map { badge in
                var moved = badge
                if moved.leaf >= 0 { moved.leaf += base }
                moved.firstLeaf += base
                return moved
            })
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

    /// The far edge of the item frames along `axis` (for trimming, docs/spec/layout.md §2.8).
    func reach(_ axis: Axis) -> Double {
        leaves.reduce(-Double.infinity) { Swift.max($0, $1.frame.end(axis)) }
    }

    /// The first `count` items of the instance and the badges that belong to them (a partly filled instance holds
    /// what a full one holds there; its empty places only shape the trimming of docs/spec/layout.md §2.8).
    func prefix(_ count: Int) -> InstanceBuffer {
        var result = InstanceBuffer()
        result.leaves = ContiguousArray(leaves.prefix(count))
        result.badges = badges.filter { Int($0.firstLeaf) < count }
        return result
    }

    /// How far the item slots reach from the origin along each axis.
    func slotExtent() -> Size {
        var extent = Size.zero
        for leaf in leaves {
            extent.width = Swift.max(extent.width, leaf.slot.maxX)
            extent.height = Swift.max(extent.height, leaf.slot.maxY)
        }
        return extent
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

/// One badge of an instance: its frame (at its unrounded position: badges are rounded in feed coordinates, where
/// their container may sit off the pixel grid), kind number, the leaf it is anchored to (-1 for a group), zIndex, and the
/// first leaf of what it is anchored to (the leaf itself, or the group's first item).
struct BadgeRecord {
    var frame: Rect
    var kind: Int32
    var leaf: Int32
    var zIndex: Int32
    var firstLeaf: Int32
}
