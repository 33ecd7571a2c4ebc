/// Lays out one instance of a planned group (docs/spec/layout.md §2.1–2.7) at the origin, writing into an `InstanceBuffer`.
struct InstanceLayouter {
    let grid: PixelGrid
    /// Measured sizes by item index (only the estimated axes count).
    let measured: MeasuredSizes
    /// The section's item count: places at or past it hold no item and take no part in shared sizes.
    var itemCount = Int.max
    /// Whether uniform siblings share their largest size (docs/spec/layout.md §8.1 rule 3); off for the layout
    /// that yields each item's own proposal.
    var sharesSiblingSizes = true

    /// Lays out one instance of `plan` holding at most `available` items, the first being `firstItem`.
    ///
    /// Positions round as offsets from the corner (exact for every position at or after the feed's start). With
    /// `origin`, the corner's feed position (on the pixel grid), they round as their feed coordinates do, also
    /// before the feed's start (docs/spec/layout.md §1.1: ties away from zero).
    ///
    /// - Returns: the items consumed, the instance's size (estimated axes grown to the content), and `low`: the
    ///   smallest unrounded position rounded inside it, relative to its corner, or 0 — the instance needs `origin`
    ///   only where `origin + low` falls before the feed's start.
    func layout(
        _ plan: GroupPlan, firstItem: Int, available: Int, origin: Point? = nil, into buffer: inout InstanceBuffer
    ) -> (consumed: Int, size: Size, low: Point) {
        let firstLeaf = Int32(buffer.leaves.count)
        let result: (consumed: Int, size: Size, low: Point)
        if plan.group.direction == .custom {
            let custom = layoutCustom(plan, available: available, into: &buffer)
            result = (custom.consumed, custom.size, .zero)
        } else {
            result = layoutLinear(plan, firstItem: firstItem, available: available, origin: origin, into: &buffer)
        }
        if !plan.badges.isEmpty {
            let frame = plan.insets.apply(to: Rect(x: 0, y: 0, width: result.size.width, height: result.size.height))
            appendBadges(plan.badges, container: frame, leaf: -1, firstLeaf: firstLeaf, into: &buffer)
        }
        return result
    }

    private func layoutCustom(_ plan: GroupPlan, available: Int, into buffer: inout InstanceBuffer) -> (
        consumed: Int, size: Size
    ) {
        let frames = plan.group.customFrames
        let count = Swift.min(frames.count, available)
        var size = plan.outer
        var extent = Size.zero
        for index in 0..<count {
            let frame = frames[index].frame
            buffer.leaves.append(
                LeafRecord(
                    frame: frame, slot: frame, zIndex: Int32(clamping: frames[index].zIndex), isWidthEstimated: false,
                    isHeightEstimated: false))
            extent.width = Swift.max(extent.width, frame.maxX)
            extent.height = Swift.max(extent.height, frame.maxY)
        }
        if plan.isWidthEstimated { size.width = extent.width }
        if plan.isHeightEstimated { size.height = extent.height }
        return (count, size)
    }

    /// An item's slot size: the measured one on its estimated axes, else the planned slot.
    private func ownSize(_ item: ItemPlan, index: Int) -> Size {
        var size = item.slot
        if item.isWidthEstimated || item.isHeightEstimated, let measuredSize = measured[index] {
            if item.isWidthEstimated { size.width = measuredSize.width }
            if item.isHeightEstimated { size.height = measuredSize.height }
        }
        return size
    }

    /// The sizes uniform siblings share (docs/spec/layout.md §8.1 rule 3): on each axis, the largest own size of the
    /// instance's direct item subitems that are uniform along it and hold a section item (-infinity when none).
    func sharedSize(_ plan: GroupPlan, firstItem: Int, available: Int) -> Size? {
        guard sharesSiblingSizes && plan.hasUniformItem else { return nil }
        var shared = Size(width: -Double.infinity, height: -Double.infinity)
        var consumed = 0
        var slot = 0
        while slot < plan.slots && consumed < available {
            switch plan.children[slot % plan.children.count] {
            case .item(let item):
                let index = firstItem + consumed
                if index < itemCount && (item.isWidthUniform || item.isHeightUniform) {
                    let size = ownSize(item, index: index)
                    if item.isWidthUniform { shared.width = Swift.max(shared.width, size.width) }
                    if item.isHeightUniform { shared.height = Swift.max(shared.height, size.height) }
                }
                consumed += 1
            case .group(let nested):
                // A nested group holds exactly its capacity, or what is left (docs/spec/layout.md §2.5).
                consumed += Swift.min(nested.capacity, available - consumed)
            }
            slot += 1
        }
        return shared
    }

    /// Appends an item at the origin and returns its slot size.
    func appendItem(_ item: ItemPlan, index: Int, shared: Size?, into buffer: inout InstanceBuffer) -> Size {
        var size = ownSize(item, index: index)
        if let shared, index < itemCount {
            if item.isWidthUniform { size.width = shared.width }
            if item.isHeightUniform { size.height = shared.height }
        }
        let slot = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let frame = item.insets.apply(to: slot)
        let leaf = Int32(buffer.leaves.count)
        buffer.leaves.append(
            LeafRecord(
                frame: frame, slot: slot, zIndex: 0, isWidthEstimated: item.isWidthEstimated,
                isHeightEstimated: item.isHeightEstimated))
        if !item.badges.isEmpty {
            appendBadges(item.badges, container: frame, leaf: leaf, firstLeaf: leaf, into: &buffer)
        }
        return size
    }

    /// Places badges against `container` (docs/spec/layout.md §5.1).
    private func appendBadges(
        _ badges: [BadgePlan], container: Rect, leaf: Int32, firstLeaf: Int32, into buffer: inout InstanceBuffer
    ) {
        for badge in badges {
            let supplementary = badge.supplementary
            let size = supplementary.size.resolve(
                in: Size(width: container.width, height: container.height), grid: grid)
            let origin = Self.badgeOrigin(supplementary, container: container, size: size)
            buffer.badges.append(
                BadgeRecord(
                    frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height),
                    kind: badge.kind, leaf: leaf, zIndex: Int32(clamping: supplementary.zIndex),
                    firstLeaf: firstLeaf))
        }
    }

    /// Where a badge of `size` goes against `container` (docs/spec/layout.md §5.1): the container anchor's point less
    /// the item anchor's point on the badge, plus both offsets (fractional ones in the badge's own size).
    static func badgeOrigin(_ supplementary: AnchoredSupplementary, container: Rect, size: Size) -> Point {
        let containerUnit = unitPoint(supplementary.containerAnchor.edges)
        let itemAnchor = supplementary.itemAnchor ?? SupplementaryAnchor(edges: supplementary.containerAnchor.edges)
        let itemUnit = unitPoint(itemAnchor.edges)
        let offset = Self.offset(supplementary.containerAnchor, size: size)
        let itemOffset = Self.offset(itemAnchor, size: size)
        return Point(
            x: container.x + containerUnit.x * container.width - itemUnit.x * size.width + offset.x + itemOffset.x,
            y: container.y + containerUnit.y * container.height - itemUnit.y * size.height + offset.y + itemOffset.y)
    }

    /// Edges as a unit point: leading/top 0, trailing/bottom 1, an axis not named 0.5.
    static func unitPoint(_ edges: [RectEdge]) -> Point {
        var point = Point(x: 0.5, y: 0.5)
        for edge in edges {
            switch edge {
            case .leading: point.x = 0
            case .trailing: point.x = 1
            case .top: point.y = 0
            case .bottom: point.y = 1
            }
        }
        return point
    }

    private static func offset(_ anchor: SupplementaryAnchor, size: Size) -> Point {
        anchor.isFractional
            ? Point(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height) : anchor.offset
    }

    /// A spacing's value once flexible ones have taken their `share` of the leftover room.
    @inline(__always)
    static func spacing(_ spacing: Spacing?, share: Double) -> Double {
        guard let spacing else { return 0 }
        return spacing.isFlexible ? spacing.minimum + share : spacing.minimum
    }

    /// The room before a subitem across the group's axis: its leading edge spacing, plus its share of `room` when
    /// its cross edges are flexible (docs/spec/layout.md §2.4: top-aligned by default, centred or bottom-aligned by recipe).
    static func crossLead(_ edges: EdgeSpacing, cross: Axis, room: Double) -> Double {
        let lead = edges.leading(cross)
        let trail = edges.trailing(cross)
        let flexible = (lead?.isFlexible == true ? 1 : 0) + (trail?.isFlexible == true ? 1 : 0)
        guard flexible > 0 else { return lead?.minimum ?? 0 }
        let share = (room - (lead?.minimum ?? 0) - (trail?.minimum ?? 0)) / Double(flexible)
        return spacing(lead, share: share)
    }
}
