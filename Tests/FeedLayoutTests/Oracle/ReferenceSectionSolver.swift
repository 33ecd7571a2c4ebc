import FeedLayout
import LayoutOracleSupport

/// One section handed to the reference solver.
struct ReferenceSectionInput {
    var section: LayoutSection
    var itemCount: Int
    /// Answers an estimated item's size (by item index) from the proposed size (docs/spec/layout.md §8).
    var measure: ((Int, Size) -> Size)?
    /// Answers an estimated boundary item's size (by kind) from the proposed size.
    var measureSupplementary: ((String, Size) -> Size)? = nil
    /// Answers an estimated item badge's size (by kind and item index) from the proposed size (8.1 rule 6).
    var measureBadge: ((String, Int, Size) -> Size)? = nil
}

/// Lays out one section of a vertical layout straight from docs/spec/layout.md §3–5 in its content box: the
/// environment's width is the box's, x = 0 its leading edge (1.2).
struct ReferenceSectionSolver {
    let environment: LayoutEnvironment
    let input: ReferenceSectionInput
    let grid: ReferencePixelGrid
    let placer: ReferenceGroupPlacer
    /// Where boundary items go across, relative to the content box (1.2, 4.1); nil: the box less the section's side
    /// insets when they follow them.
    var boundaryBand: (start: Double, width: Double)?

    init(environment: LayoutEnvironment, input: ReferenceSectionInput) {
        self.environment = environment
        self.input = input
        grid = ReferencePixelGrid(scale: environment.scale)
        placer = ReferenceGroupPlacer(grid: grid, itemCount: input.itemCount, measure: input.measure)
    }

    var section: LayoutSection { input.section }

    /// Cells and group geometry of the section's content, relative to the content's top-left corner.
    struct Content {
        var leaves: [ReferenceLeaf] = []
        /// Height of the content (`Hc`, or the row height of an orthogonal section).
        var height = 0.0
        /// Row-x of each group's leading edge (orthogonal sections).
        var groupStarts: [Double] = []
        var rowWidth = 0.0
        /// 3.3 groupPagingCentered: the padding that centres the first group, and the one that centres the last.
        var padding = 0.0
        var trailingPadding = 0.0
        /// The widest top-level group of a non-orthogonal section.
        var widestGroup = 0.0
    }

    func solve(top: Double) -> (section: ReferenceSection, widestGroup: Double) {
        let insets = section.contentInsets
        let width = environment.width
        let follow = section.supplementariesFollowContentInsets
        let bandX = boundaryBand?.start ?? (follow ? insets.leading : 0)
        let bandWidth = boundaryBand?.width ?? (width - (follow ? insets.leading + insets.trailing : 0))
        let boundary = section.boundarySupplementaries
        let boundarySizes = boundary.map { item in
            var size = Size(
                width: grid.resolve(item.size.width, in: Size(width: bandWidth, height: environment.height)),
                height: grid.resolve(item.size.height, in: Size(width: bandWidth, height: environment.height)))
            // 4.1: estimated boundary items self-size like cells.
            if item.size.width.isEstimated || item.size.height.isEstimated,
                let measured = input.measureSupplementary?(item.kind, size)
            {
                if item.size.width.isEstimated { size.width = measured.width }
                if item.size.height.isEstimated { size.height = measured.height }
            }
            return size
        }
        let headerRoom =
            zip(boundary, boundarySizes).filter { $0.0.extendsBoundary && $0.0.alignment.isTopEdge }
            .map(\.1.height).max() ?? 0
        let footerRoom =
            zip(boundary, boundarySizes).filter { $0.0.extendsBoundary && $0.0.alignment.isBottomEdge }
            .map(\.1.height).max() ?? 0

        if input.itemCount == 0 && boundary.isEmpty {
            return (empty(top: top), 0)
        }
        let contentTop = top + headerRoom + insets.top
        let content = input.itemCount == 0 ? Content() : layoutContent(x: insets.leading, y: contentTop)
        var height = headerRoom + insets.top + content.height + insets.bottom + footerRoom
        for (item, size) in zip(boundary, boundarySizes) where item.alignment.isSide && item.extendsBoundary {
            height = max(height, size.height)
        }
        let boxBottom = contentTop + content.height + insets.bottom
        let frame = Rect(x: 0, y: top, width: width, height: height)

        var supplementaries: [ReferenceElement] = []
        for (item, size) in zip(boundary, boundarySizes) {
            var x = bandX + (bandWidth - size.width) / 2
            if item.alignment.isLeading { x = bandX }
            if item.alignment.isTrailing { x = bandX + bandWidth - size.width }
            var y = top + (height - size.height) / 2
            // 4.1 (decisions 3 and 4): an extending item sits against the section frame's edge, so several on one
            // edge share it and a footer follows the section an extending side item made taller.
            if item.alignment.isTopEdge {
                y = item.extendsBoundary ? top : top + headerRoom
            } else if item.alignment.isBottomEdge {
                y = item.extendsBoundary ? top + height - size.height : boxBottom - size.height
            }
            // 1.1: a position derived from sizes (centring) goes to the nearest pixel.
            let slot = Rect(
                x: grid.roundPx(x + item.offset.x), y: grid.roundPx(y + item.offset.y), width: size.width,
                height: size.height)
            let itemFrame = ReferenceGroupPlacer.inset(
                slot, by: item.contentInsets, skipX: item.size.width.isEstimated,
                skipY: item.size.height.isEstimated)
            supplementaries.append(ReferenceElement(kind: item.kind, item: nil, frame: itemFrame, zIndex: item.zIndex))
        }

        // The SDK header: a decoration promotes all other section items to zIndex 1 (docs/decisions.md); a section
        // with no extent draws none (3.2), so nothing is promoted.
        let hasDecorations = !section.decorations.isEmpty && height > 0
        let promotion = hasDecorations ? 1 : Int.min
        var items: [ReferenceElement] = []
        for leaf in content.leaves where leaf.index < input.itemCount {
            let zIndex = hasDecorations ? max(leaf.zIndex, 1) : leaf.zIndex
            items.append(ReferenceElement(kind: "cell", item: leaf.index, frame: leaf.frame, zIndex: zIndex))
            for badge in leaf.item?.supplementaries ?? [] {
                supplementaries.append(
                    ReferenceElement(
                        kind: badge.kind, item: leaf.index,
                        frame: Self.badgeFrame(
                            badge, on: leaf.frame, grid: grid,
                            measure: input.measureBadge.map { measure in { measure(badge.kind, leaf.index, $0) } }),
                        zIndex: max(badge.zIndex, promotion)))
            }
        }
        let decorations = section.decorations.map {
            ReferenceElement(
                kind: $0.kind, item: nil,
                frame: ReferenceGroupPlacer.inset(frame, by: $0.contentInsets, skipX: false, skipY: false),
                zIndex: $0.zIndex)
        }

        var scrollContentSize: Size?
        var restOffsets: [Double] = []
        if section.orthogonalScrolling != .none {
            let extent =
                insets.leading + content.padding + content.rowWidth + content.trailingPadding + insets.trailing
            scrollContentSize = Size(width: extent, height: content.height)
            restOffsets = Self.restOffsets(
                section.orthogonalScrolling, groupStarts: content.groupStarts,
                maxOffset: max(0, extent - width), viewport: width - insets.leading - insets.trailing)
        }
        for index in supplementaries.indices {
            supplementaries[index].zIndex = max(supplementaries[index].zIndex, promotion)
        }
        // With no extent the boundary items go (3.2); the items and their badges stay where they were placed.
        let kept = height > 0 ? supplementaries : supplementaries.filter { $0.item != nil }
        let result = ReferenceSection(
            frame: frame, items: items, supplementaries: kept,
            decorations: height > 0 ? decorations : [], scrollContentSize: scrollContentSize,
            restOffsets: restOffsets, pinFarEdge: boxBottom, pinNearEdge: top + headerRoom)
        return (result, content.widestGroup)
    }

    func empty(top: Double) -> ReferenceSection {
        var scrollContentSize: Size?
        var restOffsets: [Double] = []
        if section.orthogonalScrolling != .none {
            let extent = section.contentInsets.leading + section.contentInsets.trailing
            scrollContentSize = Size(width: extent, height: 0)
            restOffsets = section.orthogonalScrolling == .continuous ? [] : [0]
        }
        return ReferenceSection(
            frame: Rect(x: 0, y: top, width: environment.width, height: 0), items: [], supplementaries: [],
            decorations: [], scrollContentSize: scrollContentSize, restOffsets: restOffsets, pinFarEdge: top,
            pinNearEdge: top)
    }

    /// 3.1 and 3.3: group instances down the section, or along one sideways row for an orthogonal section.
    func layoutContent(x left: Double, y top: Double) -> Content {
        let insets = section.contentInsets
        let group = section.group
        let orthogonal = section.orthogonalScrolling != .none
        let box =
            orthogonal
            ? Size(width: environment.width, height: environment.height - insets.top - insets.bottom)
            : Size(width: environment.width - insets.leading - insets.trailing, height: environment.height)
        var content = Content()
        // 3.3: each group rests centred in the viewport, measured groups by their measured width.
        let centred = orthogonal && section.orthogonalScrolling == .groupPagingCentered
        let viewport = environment.width - insets.leading - insets.trailing
        if centred { content.padding = (viewport - placer.groupSize(group, in: box, cursor: 0).width) / 2 }
        var cursor = 0
        var along = 0.0
        var end = 0.0
        while cursor < input.itemCount {
            let size = placer.groupSize(group, in: box, cursor: cursor)
            let slot: Rect
            if orthogonal {
                slot = Rect(x: left + content.padding + along, y: top, width: size.width, height: size.height)
            } else {
                if cursor > 0 {
                    along += (group.edgeSpacing.top?.minimum ?? 0) + (group.edgeSpacing.bottom?.minimum ?? 0)
                }
                // 1.1: a group centred by flexible edges lands on the nearest pixel like any derived position.
                let x = grid.roundPx(left + Self.flexibleLead(group.edgeSpacing, room: box.width - size.width))
                slot = Rect(x: x, y: top + along, width: size.width, height: size.height)
                content.widestGroup = max(content.widestGroup, size.width)
            }
            var next = cursor
            var instance: [ReferenceLeaf] = []
            placer.place(group, slot: slot, padding: content.padding, cursor: &next, leaves: &instance)
            guard next > cursor else { break }
            let extent =
                trimmedExtent(group, slot: slot, leaves: instance, alongX: orthogonal)
                ?? (orthogonal ? size.width : size.height)
            content.leaves += instance
            // The offset that centres this group: its centre less half the viewport, from the padded row's start.
            let centring = centred ? content.padding + size.width / 2 - viewport / 2 : 0
            content.groupStarts.append(along + centring)
            if centred { content.trailingPadding = (viewport - size.width) / 2 }
            content.height = orthogonal ? max(content.height, size.height) : along + extent
            end = along + extent
            along = end + section.interGroupSpacing
            cursor = next
        }
        // 3.1: groups stepped back before the content's start by a negative spacing leave it 0 long, not less.
        content.rowWidth = orthogonal ? max(0, end) : 0
        if !orthogonal { content.height = max(0, content.height) }
        return content
    }

    /// 2.8: a partly filled last instance reaches as far as its items' frames plus a full instance's slack.
    func trimmedExtent(_ group: LayoutGroup, slot: Rect, leaves: [ReferenceLeaf], alongX: Bool) -> Double? {
        let real = leaves.filter { $0.index < input.itemCount }
        guard real.count < leaves.count, !real.isEmpty else { return nil }
        // An estimated group is already as long as what it holds (2.7).
        if (alongX ? group.size.width : group.size.height).isEstimated { return nil }
        let inner = placer.innerRect(group, size: Size(width: slot.width, height: slot.height))
        let innerStart = alongX ? slot.x + inner.x : slot.y + inner.y
        let innerLength = alongX ? inner.width : inner.height
        func reach(_ leaves: [ReferenceLeaf]) -> Double {
            leaves.map { alongX ? $0.frame.maxX : $0.frame.maxY }.max()! - innerStart
        }
        return reach(real) + (innerLength - reach(leaves))
    }

    /// 2.4: a top-level group's leading edge spacing inside the section; flexible edges share the room left.
    static func flexibleLead(_ edges: EdgeSpacing, room: Double) -> Double {
        let lead = edges.leading
        let trail = edges.trailing
        guard lead?.isFlexible == true else { return lead?.minimum ?? 0 }
        let flexibleCount = trail?.isFlexible == true ? 2.0 : 1.0
        return lead!.minimum + (room - lead!.minimum - (trail?.minimum ?? 0)) / flexibleCount
    }

    /// 3.3: where the section's sideways scrolling comes to rest.
    static func restOffsets(
        _ behavior: OrthogonalScrolling, groupStarts: [Double], maxOffset: Double, viewport: Double
    ) -> [Double] {
        var offsets: [Double] = []
        // A scroll view rests between 0 and the row's end: groups stepped back by a negative spacing rest at 0.
        func add(_ value: Double) {
            let clamped = min(max(value, 0), maxOffset)
            if offsets.last.map({ abs($0 - clamped) > 1e-9 }) ?? true { offsets.append(clamped) }
        }
        switch behavior {
        case .none, .continuous:
            return []
        case .paging:
            var page = 0.0
            while page * viewport < maxOffset - 1e-9 {
                add(page * viewport)
                page += 1
            }
            add(maxOffset)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            // A row without groups (an empty section with boundary items) rests at its start. Offsets are listed
            // ascending, each once: a negative spacing can step a group back past an earlier one.
            (groupStarts.isEmpty ? [0] : groupStarts).sorted().forEach(add)
        }
        return offsets
    }

    /// 5.1: a badge's frame against the item frame `container`; 8.1 rule 6: an estimated side is measured from the
    /// size resolved in the container (the estimate there).
    static func badgeFrame(
        _ badge: AnchoredSupplementary, on container: Rect, grid: ReferencePixelGrid, measure: ((Size) -> Size)? = nil
    ) -> Rect {
        var size = Size(
            width: grid.resolve(badge.size.width, in: Size(width: container.width, height: container.height)),
            height: grid.resolve(badge.size.height, in: Size(width: container.width, height: container.height)))
        if let measure, badge.size.width.isEstimated || badge.size.height.isEstimated {
            let measured = measure(size)
            if badge.size.width.isEstimated { size.width = measured.width }
            if badge.size.height.isEstimated { size.height = measured.height }
        }
        let containerUnit = unitPoint(badge.containerAnchor.edges)
        let itemAnchor = badge.itemAnchor ?? SupplementaryAnchor(edges: badge.containerAnchor.edges)
        let itemUnit = unitPoint(itemAnchor.edges)
        func offset(_ anchor: SupplementaryAnchor) -> Point {
            anchor.isFractional
                ? Point(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height) : anchor.offset
        }
        let containerOffset = offset(badge.containerAnchor)
        let itemOffset = offset(itemAnchor)
        let x =
            container.x + containerUnit.x * container.width - itemUnit.x * size.width + containerOffset.x
            + itemOffset.x
        let y =
            container.y + containerUnit.y * container.height - itemUnit.y * size.height + containerOffset.y
            + itemOffset.y
        return Rect(x: grid.roundPx(x), y: grid.roundPx(y), width: size.width, height: size.height)
    }

    /// Leading 0, trailing 1 on x; top 0, bottom 1 on y; an axis no edge names is 0.5.
    static func unitPoint(_ edges: [RectEdge]) -> Point {
        var x = 0.5
        var y = 0.5
        if edges.contains(.leading) { x = 0 }
        if edges.contains(.trailing) { x = 1 }
        if edges.contains(.top) { y = 0 }
        if edges.contains(.bottom) { y = 1 }
        return Point(x: x, y: y)
    }
}

extension BoundaryAlignment {
    var isTopEdge: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottomEdge: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
    var isSide: Bool { self == .leading || self == .trailing }
}
