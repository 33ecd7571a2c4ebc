/// The item pass of `SectionSolver`: runs of template copies where nothing differs from the template, one instance
/// at a time elsewhere (docs/spec/layout.md §2, §3.3).
extension SectionSolver {
    /// Lays out `itemCount` items of `section` as instances of its top-level group along the repeat axis.
    ///
    /// - Complexity: O(n) in the item count, plus one full instance layout for each instance holding a measured item,
    ///   the partly filled last one, and one whose positions fall before the feed's start.
    /// - Throws: `LayoutError` for insets that leave no room, groups that cannot fit an item, or bad measurements.
    func layoutItems(
        _ section: LayoutSection, itemCount: Int, container: Size, leadingExtent: Double, kinds: [String: Int32],
        sizing: ((MeasureRequest) -> Size?)?
    ) throws(LayoutError) -> SectionContent {
        let pass = try itemPass(
            section, itemCount: itemCount, container: container, leadingExtent: leadingExtent, kinds: kinds,
            sizing: sizing)
        var content = SectionContent()
        content.padding = pass.padding
        content.anchoredFrames.reserveCapacity(pass.badgesPerInstance * (pass.fullCount + 1))
        content.anchoredMeta.reserveCapacity(pass.badgesPerInstance * (pass.fullCount + 1))
        if pass.keepsZIndices { content.zIndices.reserveCapacity(itemCount) }
        if pass.isOrthogonal { content.groupStarts.reserveCapacity(pass.instanceCount) }
        var output = ContiguousArray<Rect>()
        output.reserveCapacity(itemCount)
        var cursor = RunCursor(start: pass.start)
        var scratch = InstanceBuffer()
        let single = pass.single
        while cursor.instance < pass.instanceCount {
            let runEnd = cursor.templateRunEnd(in: pass)
            let copiesTemplate =
                cursor.instance < runEnd
                && !needsOwnLayout(
                    pass, position: roundedStart(pass, cursor.position), crossPosition: pass.templateCross,
                    low: pass.templateLow)
            if copiesTemplate {
                placeTemplateRun(pass, through: runEnd, cursor: &cursor, output: &output, content: &content)
            } else if let single, placeSingle(single, pass, cursor: &cursor, output: &output, content: &content) {
                continue
            } else {
                placeInstance(pass, cursor: &cursor, scratch: &scratch, output: &output, content: &content)
            }
        }
        content.itemFrames = output
        // A negative interGroupSpacing may step the last instance back before the content's start: the content
        // is then 0 long, never negative (docs/spec/layout.md §3.1).
        content.length = Swift.max(0, cursor.end - pass.start)
        content.rowLength = content.length
        content.trailingPadding = pass.trailingPadding(lastLength: content.lastGroupLength)
        return content
    }

    /// Plans the top-level group, lays out its template, measures the estimated items and works out where instances
    /// start and how far apart they sit.
    private func itemPass(
        _ section: LayoutSection, itemCount: Int, container: Size, leadingExtent: Double, kinds: [String: Int32],
        sizing: ((MeasureRequest) -> Size?)?
    ) throws(LayoutError) -> ItemPass {
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
        let plan = try planTopGroup(top, box: box, itemCount: itemCount, kinds: kinds)
        let capacity = plan.capacity
        var template = InstanceBuffer()
        var layouter = InstanceLayouter(grid: grid, measured: MeasuredSizes())
        layouter.itemCount = itemCount
        let laidTemplate = layouter.layout(plan, firstItem: 0, available: capacity, into: &template)
        var measured = MeasuredSizes()
        if let sizing, plan.hasEstimatedLeaf {
            // Each item is offered its own estimate, before uniform siblings share theirs (§8.1 rules 1 and 3).
            var proposals = template
            if plan.hasUniformLeaf {
                layouter.sharesSiblingSizes = false
                proposals.removeAll()
                _ = layouter.layout(plan, firstItem: 0, available: capacity, into: &proposals)
            }
            measured = try measureItems(
                itemCount: itemCount, capacity: capacity, template: proposals, sizing: sizing)
        }
        var instances = InstanceLayouter(grid: grid, measured: measured)
        instances.itemCount = itemCount
        let viewport = container[repeatAxis] - insets.total(repeatAxis)
        let centred = orthogonal && section.orthogonalScrolling == .groupPagingCentered
        let padding = centred ? (viewport - laidTemplate.size[repeatAxis]) / 2 : 0
        let edges = top.edgeSpacing
        let templateFrames = ContiguousArray(template.leaves.map(\.frame))
        var pass = ItemPass(
            plan: plan, capacity: capacity, fullCount: itemCount / capacity, remainder: itemCount % capacity,
            repeatAxis: repeatAxis, crossAxis: crossAxis, box: box, isOrthogonal: orthogonal, edges: edges,
            trailingCrossInset: insets.trailing(crossAxis), template: template, templateSize: laidTemplate.size,
            templateLow: laidTemplate.low, templateFrames: templateFrames,
            templateSummary: FrameOrderTracker.Summary(templateFrames, axis: repeatAxis),
            padding: padding,
            start: orthogonal ? insets.leading(repeatAxis) + padding : leadingExtent + insets.leading(repeatAxis),
            crossBase: orthogonal ? leadingExtent + insets.leading(crossAxis) : insets.leading(crossAxis),
            // docs/spec/layout.md §2.4: a top-level group's edge spacing along the repeat axis adds room between
            // consecutive instances, on top of interGroupSpacing.
            gap: (edges.trailing(repeatAxis)?.minimum ?? 0) + section.interGroupSpacing
                + (edges.leading(repeatAxis)?.minimum ?? 0),
            keepsZIndices: Self.containsCustom(top), layouter: instances,
            measuredItems: measured.items)
        pass.templateCross = roundPosition(crossAxis, pass.crossPosition(for: pass.templateSize))
        if !measured.items.isEmpty && usesSingleItemPath { pass.single = SingleItemGroup(plan) }
        // Groups sized along the row differ when items are measured or the last group holds fewer (§2.7).
        if centred && plan.isEstimated(repeatAxis) && (!measured.items.isEmpty || pass.remainder > 0) {
            centreOnMeasuredGroups(&pass, viewport: viewport)
        }
        return pass
    }

    /// Plans the section's top-level group in `box`.
    ///
    /// - Throws: `LayoutError` when it holds no items or more than an instance may.
    private func planTopGroup(_ top: LayoutGroup, box: Size, itemCount: Int, kinds: [String: Int32])
        throws(LayoutError) -> GroupPlan
    {
        let planner = GroupPlanner(grid: grid, section: index, itemCount: itemCount, kinds: kinds)
        let plan = try planner.plan(
            top, outer: top.size.resolve(in: box, grid: grid), estimatedWidth: top.size.width.isEstimated,
            estimatedHeight: top.size.height.isEstimated, path: "group")
        guard plan.capacity > 0 else {
            throw LayoutError(section: index, path: "group", message: "the group holds no items")
        }
        guard plan.capacity <= LayoutLimits.instanceItems else {
            throw LayoutError(
                section: index, path: "group",
                message: "a group instance would hold \(plan.capacity) items; at most \(LayoutLimits.instanceItems) "
                    + "are supported")
        }
        return plan
    }

    /// Places the full instances from the cursor's up to `runEnd`, none holding a measured item, as copies of the
    /// template moved by one offset each.
    private func placeTemplateRun(
        _ pass: ItemPass, through runEnd: Int, cursor: inout RunCursor, output: inout ContiguousArray<Rect>,
        content: inout SectionContent
    ) {
        let repeatAxis = pass.repeatAxis
        let padding = pass.padding
        let templateCross = pass.templateCross
        let templateFrames = pass.templateFrames
        let length = pass.templateSize[repeatAxis]
        let first = cursor.instance
        if pass.isOrthogonal {
            if first == 0 { cursor.firstStart = roundedStart(pass, cursor.position) }
            content.rowCross = Swift.max(
                content.rowCross, templateCross - pass.crossBase + pass.templateSize[pass.crossAxis])
        } else {
            content.crossExtent = Swift.max(
                content.crossExtent, templateCross + pass.templateSize[pass.crossAxis] + pass.trailingCrossInset)
        }
        // Locals, not the inout state, inside the hottest loop of the engine.
        var tracker = content.itemOrder
        var starts = content.groupStarts
        content.groupStarts = []
        var run = cursor
        // When a whole instance plus the gap is a whole number of pixels, every instance of the run lands on the
        // grid by adding steps to the first one's rounded position; rounding each position again would give the
        // same pixels.
        let stepPixels = (length + pass.gap) * grid.scale
        let onGrid = grid.scale > 0 && abs(stepPixels - stepPixels.rounded()) < 1e-9
        let step = onGrid ? stepPixels.rounded() / grid.scale : 0
        let runStart = roundedStart(pass, run.position)
        // Every instance of an on-grid run sits one non-negative step after the previous one, so when the
        // template's frames all share one near and one far edge along the repeat axis, each instance keeps the
        // order of the one before (a float sum is monotone in each term) and leaves the cross reach as the first
        // did: the tracker needs only the run's first and last instances.
        let summary = pass.templateSummary
        let flatRun =
            onGrid && step >= 0 && summary.isMonotone && summary.firstStart == summary.lastStart
            && summary.firstEnd == summary.lastEnd
        let lastRunInstance = runEnd - 1
        let lastInstance = pass.instanceCount - 1
        let extras = pass.keepsZIndices || pass.badgesPerInstance > 0
        if onGrid {
            // Positions of an on-grid run are known up front, so its frames go in as one counted collection.
            output.append(
                contentsOf: TemplateRunFrames(
                    template: templateFrames, instanceCount: runEnd - first, start: runStart, step: step,
                    cross: templateCross, repeatsAlongX: repeatAxis == .x))
            if pass.isOrthogonal {
                starts.append(
                    contentsOf: GridRunOffsets(
                        count: runEnd - first, start: runStart, step: step,
                        origin: run.firstStart - pass.restShift(length)))
            }
        }
        if onGrid && flatRun && !extras {
            skipFlatRun(through: runEnd, start: runStart, step: step, pass, cursor: &run, tracker: &tracker)
        }
        let single = templateFrames.count == 1 ? templateFrames[0] : nil
        while run.instance < runEnd {
            let runInstance = run.instance
            // The centring padding is not a pixel position of its own (docs/spec/layout.md §10 E2: 23.5).
            let position =
                onGrid
                ? runStart + Double(runInstance - first) * step
                : roundPosition(repeatAxis, run.position - padding) + padding
            let dx = repeatAxis == .x ? position : templateCross
            let dy = repeatAxis == .x ? templateCross : position
            if !onGrid {
                // Off the grid each instance rounds its own position, so its frames go in one by one.
                if let frame = single {
                    output.append(Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height))
                } else {
                    for frame in templateFrames {
                        output.append(
                            Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height))
                    }
                }
                if pass.isOrthogonal { starts.append(position - run.firstStart + pass.restShift(length)) }
            }
            if !flatRun || runInstance == first || runInstance == lastRunInstance {
                tracker.add(summary, offset: position, crossOffset: templateCross)
            }
            if extras {
                writeExtras(
                    pass.template, first: runInstance * pass.capacity, dx: dx, dy: dy,
                    keepsZIndices: pass.keepsZIndices, into: &content)
            }
            run.advance(by: length, gap: pass.gap, lastInstance: lastInstance)
        }
        cursor = run
        content.itemOrder = tracker
        content.groupStarts = starts
        content.lastGroupLength = length
    }

    /// What the loop of `placeTemplateRun` does for a flat on-grid run whose frames are already written, at once:
    /// the order tracker takes its first and last instances, and the cursor moves past the run when its sums are
    /// exact (`RunCursor.skip`); otherwise the cursor is left for the loop.
    private func skipFlatRun(
        through runEnd: Int, start: Double, step: Double, _ pass: ItemPass, cursor run: inout RunCursor,
        tracker: inout FrameOrderTracker
    ) {
        let first = run.instance
        guard first < runEnd,
            run.skip(
                runEnd - first, by: pass.templateSize[pass.repeatAxis], gap: pass.gap,
                lastInstance: pass.instanceCount - 1)
        else { return }
        // The positions the loop gives these two instances.
        tracker.add(pass.templateSummary, offset: start + Double(0) * step, crossOffset: pass.templateCross)
        if runEnd - 1 > first {
            tracker.add(
                pass.templateSummary, offset: start + Double(runEnd - 1 - first) * step,
                crossOffset: pass.templateCross)
        }
    }

    /// Places the instance at the cursor on its own: the partly filled last one, one holding measured items, or one
    /// whose positions fall before the feed's start. It is laid out as a full instance (with the measurements), of
    /// which a partial one keeps its first items.
    private func placeInstance(
        _ pass: ItemPass, cursor: inout RunCursor, scratch: inout InstanceBuffer, output: inout ContiguousArray<Rect>,
        content: inout SectionContent
    ) {
        let repeatAxis = pass.repeatAxis
        let crossAxis = pass.crossAxis
        let first = cursor.instance * pass.capacity
        let isPartial = cursor.instance == pass.fullCount
        let count = isPartial ? pass.remainder : pass.capacity
        var size = pass.templateSize
        var full = pass.template
        var low = pass.templateLow
        // A partial instance's uniform items share only among the items it holds, and across an estimated axis
        // it is as wide as they are (docs/spec/layout.md §2.8): the template counts every place.
        if cursor.holdsMeasured(pass, first: first, count: count) || isPartial {
            scratch.removeAll()
            let laid = pass.layouter.layout(pass.plan, firstItem: first, available: pass.capacity, into: &scratch)
            size = laid.size
            low = laid.low
            full = scratch
        }
        let position = roundedStart(pass, cursor.position)
        // Where the full instance would sit across; a partial estimated one is placed by what it holds.
        let fullCross = roundPosition(crossAxis, pass.crossPosition(for: size))
        if needsOwnLayout(pass, position: position, crossPosition: fullCross, low: low) {
            scratch.removeAll()
            let corner = feedCorner(position - pass.padding, fullCross, repeatAxis: repeatAxis)
            _ = pass.layouter.layout(
                pass.plan, firstItem: first, available: pass.capacity, origin: corner, into: &scratch)
            full = scratch
        }
        let buffer = isPartial ? full.prefix(count) : full
        var length = size[repeatAxis]
        if isPartial { (size, length) = Self.partialExtent(pass, kept: buffer, full: full, size: size) }
        let crossPosition = roundPosition(crossAxis, pass.crossPosition(for: size))
        let dx = repeatAxis == .x ? position : crossPosition
        let dy = repeatAxis == .x ? crossPosition : position
        for leaf in buffer.leaves {
            output.append(leaf.frame.offsetting(dx: dx, dy: dy))
        }
        content.itemOrder.add(
            FrameOrderTracker.Summary(buffer.leaves.lazy.map(\.frame), axis: repeatAxis), offset: position,
            crossOffset: crossPosition)
        writeExtras(buffer, first: first, dx: dx, dy: dy, keepsZIndices: pass.keepsZIndices, into: &content)
        finishInstance(
            pass, size: size, length: length, position: position, crossPosition: crossPosition, cursor: &cursor,
            content: &content)
    }

    /// Places the instance at the cursor when it is a one-item group whose item was measured, without the general
    /// pass (`SingleItemGroup`); false, placing nothing, for any other instance and for one that must be laid out
    /// at its feed corner (positions before the feed's start).
    private func placeSingle(
        _ single: SingleItemGroup, _ pass: ItemPass, cursor: inout RunCursor, output: inout ContiguousArray<Rect>,
        content: inout SectionContent
    ) -> Bool {
        guard let measured = pass.layouter.measured[cursor.instance] else { return false }
        let laid = single.layout(single.itemSize(measured: measured), grid: grid)
        let repeatAxis = pass.repeatAxis
        let position = roundedStart(pass, cursor.position)
        let crossPosition = roundPosition(pass.crossAxis, pass.crossPosition(for: laid.size))
        if needsOwnLayout(pass, position: position, crossPosition: crossPosition, low: laid.low) { return false }
        let dx = repeatAxis == .x ? position : crossPosition
        let dy = repeatAxis == .x ? crossPosition : position
        output.append(laid.frame.offsetting(dx: dx, dy: dy))
        content.itemOrder.add(
            FrameOrderTracker.Summary(CollectionOfOne(laid.frame), axis: repeatAxis), offset: position,
            crossOffset: crossPosition)
        finishInstance(
            pass, size: laid.size, length: laid.size[repeatAxis], position: position, crossPosition: crossPosition,
            cursor: &cursor, content: &content)
        return true
    }

    /// Records a placed instance of `size` at `position` (`crossPosition` across) and moves the cursor past it.
    @inline(__always)
    private func finishInstance(
        _ pass: ItemPass, size: Size, length: Double, position: Double, crossPosition: Double,
        cursor: inout RunCursor, content: inout SectionContent
    ) {
        let crossAxis = pass.crossAxis
        if pass.isOrthogonal {
            if cursor.instance == 0 { cursor.firstStart = position }
            content.groupStarts.append(position - cursor.firstStart + pass.restShift(length))
            content.lastGroupLength = length
            content.rowCross = Swift.max(content.rowCross, crossPosition - pass.crossBase + size[crossAxis])
        } else {
            content.crossExtent = Swift.max(
                content.crossExtent, crossPosition + size[crossAxis] + pass.trailingCrossInset)
        }
        cursor.advance(by: length, gap: pass.gap, lastInstance: pass.instanceCount - 1)
    }

    /// A partly filled instance's size and its length along the repeat axis: an estimated group is as long as what
    /// it holds (docs/spec/layout.md §2.7); a fixed one reaches as far as its frames from the inner corner plus the
    /// slack a full one leaves (§2.8).
    static func partialExtent(_ pass: ItemPass, kept buffer: InstanceBuffer, full: InstanceBuffer, size: Size)
        -> (size: Size, length: Double)
    {
        let plan = pass.plan
        let axis = pass.repeatAxis
        var size = size
        let held = buffer.slotExtent()
        if plan.isWidthEstimated { size.width = held.width }
        if plan.isHeightEstimated { size.height = held.height }
        guard !plan.isEstimated(axis) else { return (size, size[axis]) }
        let slack = size[axis] - plan.insets.total(axis) - (full.reach(axis) - plan.insets.leading(axis))
        return (size, Swift.min(size[axis], buffer.reach(axis) - plan.insets.leading(axis) + slack))
    }

    /// The rounded start of an instance at `position` along the repeat axis: the centring padding is not a pixel
    /// position of its own (docs/spec/layout.md §10 E2).
    @inline(__always)
    private func roundedStart(_ pass: ItemPass, _ position: Double) -> Double {
        roundPosition(pass.repeatAxis, position - pass.padding) + pass.padding
    }

    /// Whether an instance at `position` must be laid out on its own at its feed corner rather than copied: its
    /// positions fall before the feed's start, where they round as their feed coordinates do (docs/spec/layout.md §1.1).
    private func needsOwnLayout(_ pass: ItemPass, position: Double, crossPosition: Double, low: Point) -> Bool {
        guard grid.scale > 0 else { return false }
        let corner = feedCorner(position - pass.padding, crossPosition, repeatAxis: pass.repeatAxis)
        return corner.x + low.x < 0 || corner.y + low.y < 0
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
}
