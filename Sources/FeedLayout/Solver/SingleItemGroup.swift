/// A top-level group whose instances hold one item and nothing else (a list row, a card of a carousel), laid out
/// directly: the general pass (`InstanceLayouter`) builds records, arrays and copies for any number of subitems,
/// which for one measured item cost more than some `measure` functions.
///
/// `layout(_:grid:)` does the general pass's arithmetic for one subitem (docs/spec/layout.md §2.4), operation for
/// operation, so it gives the same frames to the bit; the solver uses it only for instances a measurement changed.
///
/// Plain values only (no arrays or classes), so the item pass copies it without retaining anything.
struct SingleItemGroup {
    /// The item's planned slot, self-sizing axes, content insets and edge spacing.
    let slot: Size
    let isWidthEstimated: Bool
    let isHeightEstimated: Bool
    let itemInsets: EdgeInsets
    let edges: EdgeSpacing
    let main: Axis
    let outer: Size
    let isMainEstimated: Bool
    let isCrossEstimated: Bool
    /// The group's content insets, without the sides of estimated axes.
    let insets: EdgeInsets
    /// The general pass's `interItemSpacing · (subitems − 1)` term, which it adds even for one subitem.
    let gapTerm: Double
    /// The item's edge spacing minimums (0 where none) before and after it along the main and cross axes, and
    /// how many of its main-axis edge spacings are flexible: what the general pass reads off it for every instance.
    let mainEdges: (leading: Double, trailing: Double)
    let crossEdges: (leading: Double, trailing: Double)
    let flexibleCount: Int

    /// The direct layout of `plan`, or nil unless it is a linear group of one slot holding one item with no
    /// badges on either and no uniform sizes.
    init?(_ plan: GroupPlan) {
        guard plan.group.direction != .custom, plan.slots == 1, plan.children.count == 1, plan.badges.isEmpty,
            !plan.hasUniformItem, case .item(let item) = plan.children[0], item.badges.isEmpty
        else { return nil }
        slot = item.slot
        isWidthEstimated = item.isWidthEstimated
        isHeightEstimated = item.isHeightEstimated
        itemInsets = item.insets
        edges = item.edgeSpacing
        main = plan.group.direction.mainAxis
        outer = plan.outer
        isMainEstimated = plan.isEstimated(main)
        isCrossEstimated = plan.isEstimated(main.other)
        insets = plan.insets
        gapTerm = (plan.group.interItemSpacing?.minimum ?? 0) * 0
        let cross = main.other
        mainEdges = (edges.leading(main)?.minimum ?? 0, edges.trailing(main)?.minimum ?? 0)
        crossEdges = (edges.leading(cross)?.minimum ?? 0, edges.trailing(cross)?.minimum ?? 0)
        flexibleCount =
            (edges.leading(main)?.isFlexible == true ? 1 : 0) + (edges.trailing(main)?.isFlexible == true ? 1 : 0)
    }

    /// The item's slot size: `measured` on its estimated axes, the planned slot on the others.
    @inline(__always)
    func itemSize(measured: Size) -> Size {
        var size = slot
        if isWidthEstimated { size.width = measured.width }
        if isHeightEstimated { size.height = measured.height }
        return size
    }

    /// The item's frame, the instance's size and the smallest position rounded inside it, relative to the
    /// instance's corner, for an item of slot size `size`: what `InstanceLayouter.layout` returns for the instance.
    func layout(_ size: Size, grid: PixelGrid) -> (frame: Rect, size: Size, low: Point) {
        let cross = main.other
        let occupied = 0.0 + (size[main] + mainEdges.leading + mainEdges.trailing) + gapTerm
        let widest = Swift.max(0.0, size[cross] + crossEdges.leading + crossEdges.trailing)
        let sizeMain = isMainEstimated ? occupied + insets.total(main) : outer[main]
        let sizeCross = isCrossEstimated ? widest + insets.total(cross) : outer[cross]
        let innerMain = sizeMain - insets.total(main)
        let innerCross = sizeCross - insets.total(cross)
        let share = flexibleCount > 0 ? (innerMain - occupied) / Double(flexibleCount) : 0
        var offset = Point.zero
        offset[main] = insets.leading(main) + InstanceLayouter.spacing(edges.leading(main), share: share)
        offset[cross] =
            insets.leading(cross) + InstanceLayouter.crossLead(edges, cross: cross, room: innerCross - size[cross])
        let start = Point(x: grid.roundOffset(offset.x), y: grid.roundOffset(offset.y))
        let low = Point(x: Swift.min(0, offset.x, start.x + 0), y: Swift.min(0, offset.y, start.y + 0))
        var frame = itemInsets.apply(to: Rect(x: 0, y: 0, width: size.width, height: size.height))
        if start.x != 0 || start.y != 0 { frame = frame.offsetting(dx: start.x, dy: start.y) }
        return (frame, Size(along: main, sizeMain, across: sizeCross), low)
    }
}
