/// Lays out one section (docs/spec/layout.md §3–5) in coordinates relative to the section's start along the scroll axis.
struct SectionSolver {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    /// The layout's scroll axis.
    let axis: Axis
    /// The section's index in the solver's input (for errors and measure requests).
    let index: Int
    /// Where the section's start lands along the scroll axis (on the pixel grid); positions stay relative to it,
    /// but one that falls before the feed's start rounds as its feed coordinate does (docs/spec/layout.md §1.1).
    var origin = 0.0
    /// Where boundary items go across the scroll axis, relative to the section's content box: their reference's
    /// band, less the section's side insets when they follow them (docs/spec/layout.md §1.2, 4.1).
    var boundaryBand = BoundaryBand(start: 0, length: 0)

    /// Lays out `section` holding `itemCount` items.
    ///
    /// - Throws: `LayoutError` for insets that leave no room, groups that cannot fit an item, or bad measurements.
    func solve(_ section: LayoutSection, itemCount: Int, sizing: ((MeasureRequest) -> Size?)?) throws(LayoutError)
        -> SectionLayout
    {
        let along = axis
        let across = axis.other
        let container = Size(width: environment.width, height: environment.height)
        let insets = section.contentInsets
        let orthogonal = section.orthogonalScrolling != .none

        var kinds: [String] = []
        var kindNumbers: [String: Int32] = [:]
        Self.collectKinds(section.group, into: &kinds, numbers: &kindNumbers)

        let boundaries = try sizeBoundaries(section, container: container, sizing: sizing)
        let (leadingExtent, trailingExtent) = boundaries.extents(along: along)

        var content = SectionContent()
        if itemCount > 0 {
            content = try layoutItems(
                section, itemCount: itemCount, container: container, leadingExtent: leadingExtent,
                kinds: kindNumbers, sizing: sizing)
        }

        var length = 0.0
        if itemCount > 0 || !boundaries.isEmpty {
            let body = orthogonal ? content.rowCross : content.length
            length =
                leadingExtent + insets.leading(along) + (itemCount > 0 ? body : 0) + insets.trailing(along)
                + trailingExtent
        }
        let boxStart = leadingExtent
        let boxEnd = length - trailingExtent
        length = boundaries.length(length, coveringSideItemsAlong: along)

        // A section with no extent draws nothing (docs/spec/layout.md §3.2), not even a boundary item that does not extend it.
        let records =
            length <= 0
            ? []
            : placeBoundaries(
                boundaries, section: section, container: container, length: length, boxStart: boxStart, boxEnd: boxEnd)

        let localFrame = Rect(along: along, start: 0, length: length, crossStart: 0, crossLength: container[across])
        var decorations: [DecorationFrame] = []
        if length > 0 {
            for decoration in section.decorations {
                decorations.append(
                    DecorationFrame(
                        kind: decoration.kind, frame: decoration.contentInsets.apply(to: localFrame),
                        zIndex: decoration.zIndex))
            }
        }

        var scrollContentSize: Size?
        var restOffsets: [Double]?
        if orthogonal {
            let viewport = container[across] - insets.total(across)
            let extent = content.rowLength + 2 * content.padding
            scrollContentSize = Size(
                along: across, insets.leading(across) + extent + insets.trailing(across), across: content.rowCross)
            restOffsets = Self.restOffsets(
                section.orthogonalScrolling, starts: content.groupStarts, viewport: viewport,
                maximum: Swift.max(0, extent - viewport))
        }

        let indexAxis = orthogonal ? across : along
        let itemIndex = BandIndex(
            frames: content.itemFrames, axis: indexAxis, isMonotone: content.itemOrder.isMonotone)
        let anchoredIndex = BandIndex(frames: content.anchoredFrames, axis: indexAxis)
        var low = Double.infinity
        var high = -Double.infinity
        if indexAxis == along {
            low = Swift.min(itemIndex.low, anchoredIndex.low)
            high = Swift.max(itemIndex.high, anchoredIndex.high)
        } else {
            low = content.itemOrder.crossLow
            high = content.itemOrder.crossHigh
            let (badgeLow, badgeHigh) = Self.extent(content.anchoredFrames, along: along)
            low = Swift.min(low, badgeLow)
            high = Swift.max(high, badgeHigh)
        }
        for record in records {
            low = Swift.min(low, record.element.frame.start(along))
            high = Swift.max(high, record.element.frame.end(along))
        }
        for decoration in decorations {
            low = Swift.min(low, decoration.frame.start(along))
            high = Swift.max(high, decoration.frame.end(along))
        }

        return SectionLayout(
            orthogonalScrolling: section.orthogonalScrolling, scrollContentSize: scrollContentSize,
            restOffsets: restOffsets, origin: 0, axis: along, localFrame: localFrame,
            localItemFrames: content.itemFrames, itemZIndices: content.zIndices,
            uniformItemZIndex: decorations.isEmpty ? 0 : 1, boundary: records, anchoredFrames: content.anchoredFrames,
            anchoredMeta: content.anchoredMeta, kinds: kinds, localDecorations: decorations, indexAxis: indexAxis,
            itemIndex: itemIndex, anchoredIndex: anchoredIndex, localLow: low, localHigh: high,
            crossExtent: orthogonal ? 0 : content.crossExtent, boxStart: boxStart, boxEnd: boxEnd)
    }

    // MARK: - Items

    /// What the item pass produces.
    private struct SectionContent {
        var itemFrames = ContiguousArray<Rect>()
        var zIndices = ContiguousArray<Int32>()
        var anchoredFrames = ContiguousArray<Rect>()
        var anchoredMeta = ContiguousArray<AnchoredMeta>()
        /// Extent of the groups along the scroll axis (non-orthogonal sections).
        var length = 0.0
        /// Orthogonal rows: the row's length without padding, its height, the padding, the group starts.
        var rowLength = 0.0
        var rowCross = 0.0
        var padding = 0.0
        var groupStarts: [Double] = []
        /// The far edge of the groups across the scroll axis plus the trailing inset (non-orthogonal sections).
        var crossExtent = 0.0
        /// Whether item frames are sorted along the repeat axis, and how far they reach across it.
        var itemOrder = FrameOrderTracker()
    }

    private func layoutItems(
        _ section: LayoutSection, itemCount: Int, container: Size, leadingExtent: Double, kinds: [String: Int32],
        sizing: ((MeasureRequest) -> Size?)?
    ) throws(LayoutError) -> SectionContent {
        let insets = section.contentInsets
        let orthogonal = section.orthogonalScrolling != .none
        // Groups repeat along the scroll axis, or along the row in an orthogonal section (docs/spec/layout.md §1.2, 3.3).
        let repeatAxis = orthogonal ? axis.other : axis
        let crossAxis = repeatAxis.other
        let box = Size(along: repeatAxis, container[repeatAxis], across: container[crossAxis] - insets.total(crossAxis))
        if box[crossAxis] <= 0 {
            throw LayoutError(
                section: index, path: "contentInsets",
                message: "insets of \(NumberText.format(insets.total(crossAxis))) leave no room in a container "
                    + "\(NumberText.format(container[crossAxis])) \(crossAxis == .x ? "wide" : "tall")")
        }
        let top = section.group
        let planner = GroupPlanner(grid: grid, section: index, itemCount: itemCount, kinds: kinds)
        let plan = try planner.plan(
            top, outer: top.size.resolve(in: box, grid: grid), estimatedWidth: top.size.width.isEstimated,
            estimatedHeight: top.size.height.isEstimated, path: "group")
        let capacity = plan.capacity
        guard capacity > 0 else {
            throw LayoutError(section: index, path: "group", message: "the group holds no items")
        }
        guard capacity <= LayoutLimits.instanceItems else {
            throw LayoutError(
                section: index, path: "group",
                message:
                    "a group instance would hold \(capacity) items; at most \(LayoutLimits.instanceItems) are supported"
            )
        }
        let fullCount = itemCount / capacity
        let remainder = itemCount % capacity
        let plain = InstanceLayouter(grid: grid, measured: [:])
        var template = InstanceBuffer()
        let laidTemplate = plain.layout(plan, firstItem: 0, available: capacity, into: &template)
        let templateSize = laidTemplate.size

        var measured: [Int: Size] = [:]
        if let sizing, plan.hasEstimatedLeaf {
            measured = try measureItems(
                itemCount: itemCount, capacity: capacity, template: template, sizing: sizing)
        }
        let layouter = InstanceLayouter(grid: grid, measured: measured)
        let measuredItems = measured.keys.sorted()
        var nextMeasured = 0

        var content = SectionContent()
        let badgesPerInstance = template.badges.count
        content.anchoredFrames.reserveCapacity(badgesPerInstance * (fullCount + 1))
        content.anchoredMeta.reserveCapacity(badgesPerInstance * (fullCount + 1))
        let keepsZIndices = Self.containsCustom(top)
        if keepsZIndices { content.zIndices.reserveCapacity(itemCount) }

        if orthogonal && section.orthogonalScrolling == .groupPagingCentered {
            let viewport = container[repeatAxis] - insets.total(repeatAxis)
            content.padding = (viewport - templateSize[repeatAxis]) / 2
        }
        let padding = content.padding
        let start =
            orthogonal ? insets.leading(repeatAxis) + padding : leadingExtent + insets.leading(repeatAxis)
        let crossBase = orthogonal ? leadingExtent + insets.leading(crossAxis) : insets.leading(crossAxis)
        let edges = top.edgeSpacing
        // docs/spec/layout.md §2.4: a top-level group's edge spacing along the repeat axis adds room between consecutive
        // instances, on top of interGroupSpacing.
        let gap =
            (edges.trailing(repeatAxis)?.minimum ?? 0) + section.interGroupSpacing
            + (edges.leading(repeatAxis)?.minimum ?? 0)
        let instanceCount = fullCount + (remainder > 0 ? 1 : 0)
        var cursor = start
        var end = start
        var scratch = InstanceBuffer()
        if orthogonal { content.groupStarts.reserveCapacity(instanceCount) }
        var firstStart = 0.0
        let templateFrames = ContiguousArray(template.leaves.map(\.frame))
        let templateSummary = FrameOrderTracker.Summary(templateFrames, axis: repeatAxis)
        let templateCross = roundPosition(
            crossAxis,
            crossBase
                + InstanceLayouter.crossLead(edges, cross: crossAxis, room: box[crossAxis] - templateSize[crossAxis]))

        // An instance whose positions fall before the feed's start rounds them there (docs/spec/layout.md §1.1), so it is laid
        // out on its own at its feed corner rather than copied from the template.
        func needsOwnLayout(position: Double, crossPosition: Double, low: Point) -> Bool {
            guard grid.scale > 0 else { return false }
            let corner = feedCorner(position - padding, crossPosition, repeatAxis: repeatAxis)
            return corner.x + low.x < 0 || corner.y + low.y < 0
        }
        let descending = templateSize[repeatAxis] + gap < 0

        var output = ContiguousArray<Rect>()
        output.reserveCapacity(itemCount)
        do {
            var instance = 0
            while instance < instanceCount {
                // A run of full instances with no measured item: copies of the template, one offset each.
                while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < instance * capacity {
                    nextMeasured += 1
                }
                let nextResolved =
                    nextMeasured < measuredItems.count ? measuredItems[nextMeasured] / capacity : Int.max
                var runEnd = Swift.min(fullCount, nextResolved)
                // Positions grow along a run, so only its first instance can fall before the feed's start.
                if descending { runEnd = Swift.min(runEnd, instance + 1) }
                let ownLayout = needsOwnLayout(
                    position: roundPosition(repeatAxis, cursor - padding) + padding, crossPosition: templateCross,
                    low: laidTemplate.low)
                if instance < runEnd && !ownLayout {
                    if orthogonal {
                        if instance == 0 { firstStart = roundPosition(repeatAxis, cursor - padding) + padding }
                        content.rowCross = Swift.max(
                            content.rowCross, templateCross - crossBase + templateSize[crossAxis])
                    } else {
                        content.crossExtent = Swift.max(
                            content.crossExtent, templateCross + templateSize[crossAxis] + insets.trailing(crossAxis))
                    }
                    let length = templateSize[repeatAxis]
                    let extras = keepsZIndices || badgesPerInstance > 0
                    // Locals, not the captured state, inside the hottest loop of the engine.
                    var tracker = content.itemOrder
                    var starts = content.groupStarts
                    content.groupStarts = []
                    var runCursor = cursor
                    var runEnd2 = end
                    // When a whole instance plus the gap is a whole number of pixels, every instance of the run
                    // lands on the grid by adding steps to the first one's rounded position; rounding each
                    // position again would give the same pixels.
                    let stepPixels = (length + gap) * grid.scale
                    let onGrid = grid.scale > 0 && abs(stepPixels - stepPixels.rounded()) < 1e-9
                    let step = onGrid ? stepPixels.rounded() / grid.scale : 0
                    let runStart = roundPosition(repeatAxis, runCursor - padding) + padding
                    // Every instance of an on-grid run sits one non-negative step after the previous one, so when
                    // the template's frames all share one near and one far edge along the repeat axis, each instance
                    // keeps the order of the one before (a float sum is monotone in each term) and leaves the cross
                    // reach as the first did: the tracker needs only the run's first and last instances.
                    let flatRun =
                        onGrid && step >= 0 && templateSummary.isMonotone
                        && templateSummary.firstStart == templateSummary.lastStart
                        && templateSummary.firstEnd == templateSummary.lastEnd
                    let lastRunInstance = runEnd - 1
                    let lastGapInstance = instanceCount - 1
                    do {
                        let frameCount = templateFrames.count
                        if onGrid {
                            // Positions of an on-grid run are known up front, so its frames go in as one counted
                            // collection.
                            output.append(
                                contentsOf: TemplateRunFrames(
                                    template: templateFrames, instanceCount: runEnd - instance, start: runStart,
                                    step: step, cross: templateCross, repeatsAlongX: repeatAxis == .x))
                            if orthogonal {
                                starts.append(
                                    contentsOf: GridRunOffsets(
                                        count: runEnd - instance, start: runStart, step: step, origin: firstStart))
                            }
                        }
                        let single = frameCount == 1 ? templateFrames[0] : nil
                        for runInstance in instance..<runEnd {
                            // The centring padding is not a pixel position of its own (docs/spec/layout.md §10 E2: 23.5).
                            let position =
                                onGrid
                                ? runStart + Double(runInstance - instance) * step
                                : roundPosition(repeatAxis, runCursor - padding) + padding
                            let dx = repeatAxis == .x ? position : templateCross
                            let dy = repeatAxis == .x ? templateCross : position
                            if onGrid {
                                // Written above.
                            } else if let frame = single {
                                output.append(
                                    Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height))
                            } else {
                                for frame in templateFrames {
                                    output.append(
                                        Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
                                    )
                                }
                            }
                            if orthogonal && !onGrid { starts.append(position - firstStart) }
                            if !flatRun || runInstance == instance || runInstance == lastRunInstance {
                                tracker.add(templateSummary, offset: position, crossOffset: templateCross)
                            }
                            if extras {
                                writeExtras(
                                    template, first: runInstance * capacity, dx: dx, dy: dy,
                                    keepsZIndices: keepsZIndices, into: &content)
                            }
                            runCursor += length
                            runEnd2 = runCursor
                            if runInstance < lastGapInstance { runCursor += gap }
                        }
                    }
                    cursor = runCursor
                    end = runEnd2
                    content.itemOrder = tracker
                    content.groupStarts = starts
                    instance = runEnd
                    continue
                }
                // A partly filled last instance, or one holding measured items: laid out as a full instance (with
                // the measurements), of which a partial one keeps its first items.
                let first = instance * capacity
                let isPartial = instance == fullCount
                let count = isPartial ? remainder : capacity
                let resolved = nextMeasured < measuredItems.count && measuredItems[nextMeasured] < first + count
                var size = templateSize
                var full = template
                var low = laidTemplate.low
                if resolved {
                    scratch.removeAll()
                    let laid = layouter.layout(plan, firstItem: first, available: capacity, into: &scratch)
                    size = laid.size
                    low = laid.low
                    full = scratch
                }
                let position = roundPosition(repeatAxis, cursor - padding) + padding
                // Where the full instance would sit across; a partial estimated one is placed by what it holds.
                let fullCross = roundPosition(
                    crossAxis,
                    crossBase
                        + InstanceLayouter.crossLead(edges, cross: crossAxis, room: box[crossAxis] - size[crossAxis]))
                if needsOwnLayout(position: position, crossPosition: fullCross, low: low) {
                    scratch.removeAll()
                    let corner = feedCorner(position - padding, fullCross, repeatAxis: repeatAxis)
                    _ = layouter.layout(plan, firstItem: first, available: capacity, origin: corner, into: &scratch)
                    full = scratch
                }
                let buffer = isPartial ? full.prefix(count) : full
                if isPartial {
                    // docs/spec/layout.md §2.7: an estimated group is as long as what it holds.
                    let held = buffer.slotExtent()
                    if plan.isWidthEstimated { size.width = held.width }
                    if plan.isHeightEstimated { size.height = held.height }
                }
                var length = size[repeatAxis]
                if isPartial && !plan.isEstimated(repeatAxis) {
                    // docs/spec/layout.md §2.8: how far its frames reach from the inner corner plus the slack a full one leaves.
                    let slack =
                        size[repeatAxis] - plan.insets.total(repeatAxis)
                        - (full.reach(repeatAxis) - plan.insets.leading(repeatAxis))
                    length = Swift.min(
                        length, buffer.reach(repeatAxis) - plan.insets.leading(repeatAxis) + slack)
                }
                let crossPosition = roundPosition(
                    crossAxis,
                    crossBase
                        + InstanceLayouter.crossLead(edges, cross: crossAxis, room: box[crossAxis] - size[crossAxis]))
                let dx = repeatAxis == .x ? position : crossPosition
                let dy = repeatAxis == .x ? crossPosition : position
                for leaf in buffer.leaves {
                    output.append(leaf.frame.offsetting(dx: dx, dy: dy))
                }
                content.itemOrder.add(
                    FrameOrderTracker.Summary(buffer.leaves.lazy.map(\.frame), axis: repeatAxis), offset: position,
                    crossOffset: crossPosition)
                writeExtras(buffer, first: first, dx: dx, dy: dy, keepsZIndices: keepsZIndices, into: &content)
                if orthogonal {
                    if instance == 0 { firstStart = position }
                    content.groupStarts.append(position - firstStart)
                    content.rowCross = Swift.max(content.rowCross, crossPosition - crossBase + size[crossAxis])
                } else {
                    content.crossExtent = Swift.max(
                        content.crossExtent, crossPosition + size[crossAxis] + insets.trailing(crossAxis))
                }
                cursor += length
                end = cursor
                if instance < instanceCount - 1 { cursor += gap }
                instance += 1
            }
        }
        content.itemFrames = output
        content.length = end - start
        content.rowLength = end - start
        return content
    }

    /// Asks `sizing` for every estimated item with its proposed size; keeps the answers that differ.
    private func measureItems(
        itemCount: Int, capacity: Int, template: InstanceBuffer, sizing: (MeasureRequest) -> Size?
    ) throws(LayoutError) -> [Int: Size] {
        var measured: [Int: Size] = [:]
        for item in 0..<itemCount {
            let leaf = template.leaves[item % capacity]
            guard leaf.isWidthEstimated || leaf.isHeightEstimated else { continue }
            // The frame on fixed axes (the cell's content width) and the estimate on estimated ones, where insets
            // are ignored and the frame is the slot.
            let proposed = Size(width: leaf.frame.width, height: leaf.frame.height)
            let request = MeasureRequest(
                section: index, element: .item(item), proposedSize: proposed,
                isWidthEstimated: leaf.isWidthEstimated, isHeightEstimated: leaf.isHeightEstimated)
            guard let answer = sizing(request) else { continue }
            let size = try Self.accept(
                answer, proposed: proposed, width: leaf.isWidthEstimated, height: leaf.isHeightEstimated,
                section: index, what: "item \(item)")
            if size != proposed { measured[item] = size }
        }
        return measured
    }

    /// The measured size on the estimated axes and the proposed one elsewhere.
    static func accept(
        _ answer: Size, proposed: Size, width: Bool, height: Bool, section: Int?, what: String
    ) throws(LayoutError) -> Size {
        var size = proposed
        if width { size.width = answer.width }
        if height { size.height = answer.height }
        guard size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0 else {
            throw LayoutError(
                section: section, path: "measure",
                message: "expected a non-negative measured size for \(what), got "
                    + "\(NumberText.format(size.width)) × \(NumberText.format(size.height))")
        }
        return size
    }

    /// Rounds a position to the pixel grid in feed coordinates (docs/spec/layout.md §1.1); along the scroll axis it is
    /// relative to the section's start `origin`.
    @inline(__always)
    private func roundPosition(_ positionAxis: Axis, _ value: Double) -> Double {
        positionAxis == axis ? grid.round(value, from: origin) : grid.round(value)
    }

    /// The feed position of an instance corner at `position` along `repeatAxis` and `crossPosition` across it
    /// (both relative to the section, the scroll axis from its start `origin`).
    private func feedCorner(_ position: Double, _ crossPosition: Double, repeatAxis: Axis) -> Point {
        var corner = Point.zero
        corner[repeatAxis] = position
        corner[repeatAxis.other] = crossPosition
        corner[axis] += origin
        return corner
    }

    /// Appends one instance's badges and custom zIndices, moved by `dx`, `dy`.
    private func writeExtras(
        _ buffer: InstanceBuffer, first: Int, dx: Double, dy: Double, keepsZIndices: Bool,
        into content: inout SectionContent
    ) {
        if keepsZIndices {
            for leaf in buffer.leaves { content.zIndices.append(leaf.zIndex) }
        }
        for badge in buffer.badges {
            let frame = badge.frame
            content.anchoredFrames.append(
                Rect(
                    x: roundPosition(.x, frame.x + dx), y: roundPosition(.y, frame.y + dy), width: frame.width,
                    height: frame.height))
            content.anchoredMeta.append(
                AnchoredMeta(
                    kind: badge.kind, item: badge.leaf < 0 ? -1 : Int32(truncatingIfNeeded: first) &+ badge.leaf,
                    zIndex: badge.zIndex))
        }
    }

    /// The smallest near edge and largest far edge of `frames` along `axis`.
    private static func extent(_ frames: ContiguousArray<Rect>, along axis: Axis) -> (Double, Double) {
        var low = Double.infinity
        var high = -Double.infinity
        for frame in frames {
            low = Swift.min(low, frame.start(axis))
            high = Swift.max(high, frame.end(axis))
        }
        return (low, high)
    }

    // MARK: - Orthogonal rest offsets

    /// Where the row's scrolling comes to rest (docs/spec/layout.md §3.3), ascending and clamped to `maximum`.
    /// At most this many paging rest offsets are listed (the row's end always is).
    static let pageLimit = 100_000

    static func restOffsets(
        _ behavior: OrthogonalScrolling, starts: [Double], viewport: Double, maximum: Double
    ) -> [Double]? {
        var offsets: [Double] = []
        switch behavior {
        case .none, .continuous:
            return nil
        case .paging:
            if viewport > 0 {
                var page = 0.0
                while page < maximum && offsets.count < Self.pageLimit {
                    offsets.append(page)
                    page += viewport
                }
            }
            offsets.append(maximum)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            // Starts ascend, so once one reaches the end every later one clamps to it too.
            var rest: [Double] = []
            rest.reserveCapacity(starts.count + 1)
            var last = 0.0
            for start in starts {
                let offset = Swift.max(start, 0)
                if offset >= maximum {
                    rest.append(maximum)
                    return rest
                }
                if rest.isEmpty || offset - last > 1e-9 {
                    rest.append(offset)
                    last = offset
                }
            }
            if rest.isEmpty { rest.append(0) }
            return rest
        }
        var unique: [Double] = []
        unique.reserveCapacity(offsets.count)
        for offset in offsets where unique.isEmpty || abs(unique[unique.count - 1] - offset) > 1e-9 {
            unique.append(offset)
        }
        return unique
    }

    // MARK: - Kinds

    private static func collectKinds(_ group: LayoutGroup, into kinds: inout [String], numbers: inout [String: Int32]) {
        func add(_ supplementaries: [AnchoredSupplementary]) {
            for supplementary in supplementaries where numbers[supplementary.kind] == nil {
                numbers[supplementary.kind] = Int32(kinds.count)
                kinds.append(supplementary.kind)
            }
        }
        add(group.supplementaries)
        for element in group.subitems {
            switch element {
            case .item(let item): add(item.supplementaries)
            case .group(let nested): collectKinds(nested, into: &kinds, numbers: &numbers)
            }
        }
    }

    private static func containsCustom(_ group: LayoutGroup) -> Bool {
        if group.direction == .custom { return true }
        return group.subitems.contains { element in
            if case .group(let nested) = element { return containsCustom(nested) }
            return false
        }
    }
}
