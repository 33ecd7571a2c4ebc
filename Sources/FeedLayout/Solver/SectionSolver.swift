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
    /// Whether measured instances of a one-item top-level group skip the general pass (`SingleItemGroup`).
    var usesSingleItemPath = true
    /// Runs the section's batch of item measurements for the host (`LayoutSolver.solve(_:sizing:measuring:)`).
    var measuring: MeasureBatching?

    /// Lays out `section` holding `itemCount` items.
    ///
    /// - Complexity: O(n) in the item count (see `layoutItems`), plus the boundary items and decorations.
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
            if let sizing {
                let estimated = Self.estimatedBadges(section.group, numbers: kindNumbers)
                if !estimated.isEmpty { try measureBadges(&content, estimated: estimated, sizing: sizing) }
            }
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
        let decorations =
            length > 0
            ? section.decorations.map {
                DecorationFrame(kind: $0.kind, frame: $0.contentInsets.apply(to: localFrame), zIndex: $0.zIndex)
            } : []
        let scroll = orthogonal ? orthogonalScroll(section, content: content, container: container) : nil
        let indexAxis = orthogonal ? across : along
        let itemIndex = BandIndex(
            frames: content.itemFrames, axis: indexAxis, isMonotone: content.itemOrder.isMonotone)
        let anchoredIndex = BandIndex(frames: content.anchoredFrames, axis: indexAxis)
        let (low, high) = extentAlong(
            content, indexes: indexAxis == along ? (itemIndex, anchoredIndex) : nil, boundaries: records,
            decorations: decorations)

        return SectionLayout(
            orthogonalScrolling: section.orthogonalScrolling, scrollContentSize: scroll?.contentSize,
            restOffsets: scroll?.restOffsets ?? nil, origin: 0, axis: along, localFrame: localFrame,
            localItemFrames: content.itemFrames, itemZIndices: content.zIndices,
            uniformItemZIndex: decorations.isEmpty ? 0 : 1, boundary: records, anchoredFrames: content.anchoredFrames,
            anchoredMeta: content.anchoredMeta, kinds: kinds, localDecorations: decorations, indexAxis: indexAxis,
            itemIndex: itemIndex, anchoredIndex: anchoredIndex, localLow: low, localHigh: high,
            crossExtent: orthogonal ? 0 : content.crossExtent, boxStart: boxStart, boxEnd: boxEnd)
    }

    /// An orthogonally scrolling section's scroll content size and the offsets its scrolling comes to rest at.
    private func orthogonalScroll(_ section: LayoutSection, content: SectionContent, container: Size)
        -> (contentSize: Size, restOffsets: [Double]?)
    {
        let across = axis.other
        let insets = section.contentInsets
        let viewport = container[across] - insets.total(across)
        let extent = content.padding + content.rowLength + content.trailingPadding
        let contentSize = Size(
            along: across, insets.leading(across) + extent + insets.trailing(across), across: content.rowCross)
        let restOffsets = Self.restOffsets(
            section.orthogonalScrolling, starts: content.groupStarts, viewport: viewport,
            maximum: Swift.max(0, extent - viewport))
        return (contentSize, restOffsets)
    }

    /// The lowest and highest point along the scroll axis that anything of the section reaches: from the item
    /// and badge indexes when they are along it (`indexes`), else from the items' cross extent and the badges'
    /// frames; then the boundary items and decorations.
    private func extentAlong(
        _ content: SectionContent, indexes: (items: BandIndex, anchored: BandIndex)?, boundaries: [BoundaryRecord],
        decorations: [DecorationFrame]
    ) -> (low: Double, high: Double) {
        var low: Double
        var high: Double
        if let indexes {
            low = Swift.min(indexes.items.low, indexes.anchored.low)
            high = Swift.max(indexes.items.high, indexes.anchored.high)
        } else {
            let (badgeLow, badgeHigh) = Self.extent(content.anchoredFrames, along: axis)
            low = Swift.min(content.itemOrder.crossLow, badgeLow)
            high = Swift.max(content.itemOrder.crossHigh, badgeHigh)
        }
        for record in boundaries {
            low = Swift.min(low, record.element.frame.start(axis))
            high = Swift.max(high, record.element.frame.end(axis))
        }
        for decoration in decorations {
            low = Swift.min(low, decoration.frame.start(axis))
            high = Swift.max(high, decoration.frame.end(axis))
        }
        return (low, high)
    }

    // MARK: - Measuring

    /// How many answers `measureItems` makes room for in its list of measured items at once; a larger section
    /// grows the list as it goes.
    static let measuredReserve = 4_096

    /// Asks `sizing` for every estimated item with its proposed size, in one batch run by `measuring` when there
    /// is one; keeps the answers that differ (asked in order, so their items need no sorting).
    func measureItems(
        itemCount: Int, capacity: Int, template: InstanceBuffer, sizing: (MeasureRequest) -> Size?
    ) throws(LayoutError) -> MeasuredSizes {
        var result: Result<MeasuredSizes, LayoutError>?
        func batch() {
            guard result == nil else { return }
            result = Result { () throws(LayoutError) in
                try askItems(itemCount: itemCount, capacity: capacity, template: template, sizing: sizing)
            }
        }
        measuring?(index, batch)
        batch()
        return try result!.get()
    }

    /// The batch of `measureItems(itemCount:capacity:template:sizing:)`.
    private func askItems(
        itemCount: Int, capacity: Int, template: InstanceBuffer, sizing: (MeasureRequest) -> Size?
    ) throws(LayoutError) -> MeasuredSizes {
        var measured = MeasuredSizes()
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
            guard size != proposed else { continue }
            measured.append(size, for: item, itemCount: itemCount)
        }
        return measured
    }

    /// The measured size on the estimated axes and the proposed one elsewhere. `what` names the element in the
    /// error and is built only for it: this runs once per measured item.
    static func accept(
        _ answer: Size, proposed: Size, width: Bool, height: Bool, section: Int?, what: @autoclosure () -> String
    ) throws(LayoutError) -> Size {
        var size = proposed
        if width { size.width = answer.width }
        if height { size.height = answer.height }
        guard size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0 else {
            throw LayoutError(
                section: section, path: "measure",
                message: "expected a non-negative measured size for \(what()), got "
                    + "\(NumberText.format(size.width)) × \(NumberText.format(size.height))")
        }
        return size
    }

    /// Rounds a position to the pixel grid in feed coordinates (docs/spec/layout.md §1.1); along the scroll axis it is
    /// relative to the section's start `origin`.
    @inline(__always)
    func roundPosition(_ positionAxis: Axis, _ value: Double) -> Double {
        positionAxis == axis ? grid.round(value, from: origin) : grid.round(value)
    }

    /// The feed position of an instance corner at `position` along `repeatAxis` and `crossPosition` across it
    /// (both relative to the section, the scroll axis from its start `origin`).
    func feedCorner(_ position: Double, _ crossPosition: Double, repeatAxis: Axis) -> Point {
        var corner = Point.zero
        corner[repeatAxis] = position
        corner[repeatAxis.other] = crossPosition
        corner[axis] += origin
        return corner
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
            return groupRestOffsets(starts, maximum: maximum)
        }
        var unique: [Double] = []
        unique.reserveCapacity(offsets.count)
        for offset in offsets where unique.isEmpty || abs(unique[unique.count - 1] - offset) > 1e-9 {
            unique.append(offset)
        }
        return unique
    }

    /// Each group's rest offset clamped to 0 … `maximum`, ascending, each once (to 1e-9). Starts ascend unless a
    /// negative interGroupSpacing steps a group back past an earlier one's (docs/spec/layout.md §3.3); then they are
    /// sorted first.
    static func groupRestOffsets(_ starts: [Double], maximum: Double) -> [Double] {
        let ascending = zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
        var rest: [Double] = []
        rest.reserveCapacity(starts.count + 1)
        for start in ascending ? starts : starts.sorted() {
            let offset = Swift.min(Swift.max(start, 0), maximum)
            if rest.isEmpty || offset - rest[rest.count - 1] > 1e-9 { rest.append(offset) }
            // Ascending, every later start clamps to the end too.
            if offset >= maximum { return rest }
        }
        if rest.isEmpty { rest.append(0) }
        return rest
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

    static func containsCustom(_ group: LayoutGroup) -> Bool {
        if group.direction == .custom { return true }
        return group.subitems.contains { element in
            if case .group(let nested) = element { return containsCustom(nested) }
            return false
        }
    }
}
