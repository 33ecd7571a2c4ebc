/// A horizontal or vertical group (docs/spec/layout.md §2.1–2.5, its estimated axes §2.7): its subitems placed one
/// after another along the main axis, in two passes, as flexible spacing needs every subitem's size before any can be
/// positioned.
extension InstanceLayouter {
    /// A placed subitem: where its records start in the buffer, its slot size and edge spacing, and for a nested
    /// group what it holds and the lowest position rounded inside it.
    private struct Placed {
        var leaves: Range<Int>
        var badges: Range<Int>
        var size: Size
        var edges: EdgeSpacing
        var nested: (plan: GroupPlan, firstItem: Int, available: Int)?
        var low = Point.zero
        /// Whether its first place holds a section item: an empty place of a partly filled instance has no cell.
        var holdsItem = true
    }

    /// What the subitems take along the main axis (their sizes, fixed edge spacing and gaps), how many flexible
    /// spaces share what is left, and the widest across.
    private struct Extent {
        var occupied = 0.0
        var flexibleCount = 0
        var widest = 0.0
    }

    /// `layout(_:firstItem:available:origin:into:)` of a horizontal or vertical group.
    func layoutLinear(
        _ plan: GroupPlan, firstItem: Int, available: Int, origin: Point?, into buffer: inout InstanceBuffer
    ) -> (consumed: Int, size: Size, low: Point) {
        let main = plan.group.direction.mainAxis
        let cross = main.other
        let (placed, consumed) = placeSubitems(plan, firstItem: firstItem, available: available, into: &buffer)
        let extent = Self.extent(of: placed, in: plan, main: main, anyHeld: firstItem < itemCount)
        var sizeMain = plan.outer[main]
        var sizeCross = plan.outer[cross]
        if plan.isEstimated(main) { sizeMain = extent.occupied + plan.insets.total(main) }
        if plan.isEstimated(cross) { sizeCross = extent.widest + plan.insets.total(cross) }
        let innerMain = sizeMain - plan.insets.total(main)
        let share = extent.flexibleCount > 0 ? (innerMain - extent.occupied) / Double(extent.flexibleCount) : 0
        let low = position(
            placed, in: plan, main: main, innerCross: sizeCross - plan.insets.total(cross), share: share,
            origin: origin, into: &buffer)
        return (consumed, Size(along: main, sizeMain, across: sizeCross), low)
    }

    /// Pass 1: every subitem laid out at its own origin, to learn the sizes flexible spacing needs.
    private func placeSubitems(
        _ plan: GroupPlan, firstItem: Int, available: Int, into buffer: inout InstanceBuffer
    ) -> (placed: [Placed], consumed: Int) {
        var placed: [Placed] = []
        placed.reserveCapacity(Swift.min(plan.slots, available))
        var consumed = 0
        var slot = 0
        let childCount = plan.children.count
        let shared = sharedSize(plan, firstItem: firstItem, available: available)
        while slot < plan.slots && consumed < available {
            let leafStart = buffer.leaves.count
            let badgeStart = buffer.badges.count
            let child = plan.children[slot % childCount]
            let holdsItem = firstItem + consumed < itemCount
            let size: Size
            var nested: (plan: GroupPlan, firstItem: Int, available: Int)?
            var low = Point.zero
            switch child {
            case .item(let item):
                size = appendItem(item, index: firstItem + consumed, shared: shared, into: &buffer)
                consumed += 1
            case .group(let group):
                nested = (group, firstItem + consumed, available - consumed)
                let result = layout(
                    group, firstItem: firstItem + consumed, available: available - consumed, into: &buffer)
                consumed += result.consumed
                size = result.size
                low = result.low
            }
            placed.append(
                Placed(
                    leaves: leafStart..<buffer.leaves.count, badges: badgeStart..<buffer.badges.count, size: size,
                    edges: child.edgeSpacing, nested: nested, low: low, holdsItem: holdsItem))
            slot += 1
        }
        return (placed, consumed)
    }

    /// Pass 2, the group's size: what the placed subitems take along the main axis and across it. Across, only
    /// subitems that hold an item count (unless none does): a partly filled instance estimated across is as wide
    /// as what it holds, and flexible cross edges share that room (docs/spec/layout.md §2.7), as no cell stands in
    /// an empty place.
    private static func extent(of placed: [Placed], in plan: GroupPlan, main: Axis, anyHeld: Bool) -> Extent {
        let cross = main.other
        let spacing = plan.group.interItemSpacing
        var extent = Extent()
        extent.flexibleCount = spacing?.isFlexible == true ? Swift.max(placed.count - 1, 0) : 0
        for entry in placed {
            extent.occupied +=
                entry.size[main] + (entry.edges.leading(main)?.minimum ?? 0)
                + (entry.edges.trailing(main)?.minimum ?? 0)
            if entry.edges.leading(main)?.isFlexible == true { extent.flexibleCount += 1 }
            if entry.edges.trailing(main)?.isFlexible == true { extent.flexibleCount += 1 }
            guard entry.holdsItem || !anyHeld else { continue }
            extent.widest = Swift.max(
                extent.widest,
                entry.size[cross] + (entry.edges.leading(cross)?.minimum ?? 0)
                    + (entry.edges.trailing(cross)?.minimum ?? 0))
        }
        extent.occupied += (spacing?.minimum ?? 0) * Double(Swift.max(placed.count - 1, 0))
        return extent
    }

    /// Pass 2, each subitem's position along both axes, its records moved there (a nested group laid out again
    /// at its feed corner when it has one); returns the lowest position rounded inside the group.
    private func position(
        _ placed: [Placed], in plan: GroupPlan, main: Axis, innerCross: Double, share: Double, origin: Point?,
        into buffer: inout InstanceBuffer
    ) -> Point {
        let cross = main.other
        let spacing = plan.group.interItemSpacing
        let gap = spacing?.minimum ?? 0
        var position = plan.insets.leading(main)
        var low = Point.zero
        for (index, entry) in placed.enumerated() {
            position += Self.spacing(entry.edges.leading(main), share: share)
            var offset = Point.zero
            offset[main] = position
            offset[cross] =
                plan.insets.leading(cross)
                + Self.crossLead(entry.edges, cross: cross, room: innerCross - entry.size[cross])
            position += entry.size[main] + Self.spacing(entry.edges.trailing(main), share: share)
            if index < placed.count - 1 { position += gap + (spacing?.isFlexible == true ? share : 0) }
            let start: Point
            if let origin {
                start = Point(x: grid.round(offset.x, from: origin.x), y: grid.round(offset.y, from: origin.y))
            } else {
                start = Point(x: grid.roundOffset(offset.x), y: grid.roundOffset(offset.y))
            }
            low.x = Swift.min(low.x, offset.x, start.x + entry.low.x)
            low.y = Swift.min(low.y, offset.y, start.y + entry.low.y)
            if let origin, let nested = entry.nested {
                // Its own positions may fall before the feed's start too: lay it out again at its feed corner.
                var exact = InstanceBuffer()
                _ = layout(
                    nested.plan, firstItem: nested.firstItem, available: nested.available,
                    origin: Point(x: origin.x + start.x, y: origin.y + start.y), into: &exact)
                buffer.replace(leaves: entry.leaves, badges: entry.badges, with: exact)
            }
            buffer.shift(leaves: entry.leaves, badges: entry.badges, dx: start.x, dy: start.y)
        }
        return low
    }
}
