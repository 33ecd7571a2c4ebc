/// A boundary item with its resolved slot size and where it sits along the scroll axis.
///
/// The layout's global header and footer are kept in this form in `LayoutResult`, so a relayout can place
/// them again without sizing them anew.
struct SizedBoundary: Equatable, Sendable {
    let definition: BoundarySupplementary
    let size: Size
    let role: BoundaryRole
    /// The alignment as a unit point (docs/spec/layout.md §4.1): named edges 0 or 1, an axis not named 0.5.
    let unit: Point
}

extension [SizedBoundary] {
    /// How far the extending leading and trailing items push the content along `axis`: the largest on each
    /// edge, as items on one edge do not stack (docs/spec/layout.md §4.1).
    func extents(along axis: Axis) -> (leading: Double, trailing: Double) {
        var leading = 0.0
        var trailing = 0.0
        for boundary in self where boundary.definition.extendsBoundary {
            switch boundary.role {
            case .leading: leading = Swift.max(leading, boundary.size[axis])
            case .trailing: trailing = Swift.max(trailing, boundary.size[axis])
            case .side: break
            }
        }
        return (leading, trailing)
    }

    /// `length`, or the longest extending side item along `axis` when that is longer.
    func length(_ length: Double, coveringSideItemsAlong axis: Axis) -> Double {
        var covered = length
        for boundary in self
        where boundary.role == .side && boundary.definition.extendsBoundary && boundary.size[axis] > covered {
            covered = boundary.size[axis]
        }
        return covered
    }
}

/// Sizes and places boundary items (docs/spec/layout.md §4), for sections and for the layout's global header and footer.
struct BoundaryPlacer {
    let grid: PixelGrid
    /// The layout's scroll axis.
    let axis: Axis
    /// Where a section's start lands along the scroll axis when positions are relative to it; nil for feed
    /// coordinates (the layout's global boundary items).
    var sectionOrigin: Double? = nil

    /// Resolves every item in `box`, asking `sizing` for estimated ones.
    func size(
        _ definitions: [BoundarySupplementary], box: Size, section: Int?, sizing: ((MeasureRequest) -> Size?)?
    ) throws(LayoutError) -> [SizedBoundary] {
        var sized: [SizedBoundary] = []
        for definition in definitions {
            var size = definition.size.resolve(in: box, grid: grid)
            let estimatedWidth = definition.size.width.isEstimated
            let estimatedHeight = definition.size.height.isEstimated
            if let sizing, estimatedWidth || estimatedHeight {
                let insets = definition.contentInsets.ignoringEstimated(definition.size)
                let frame = insets.apply(to: Rect(x: 0, y: 0, width: size.width, height: size.height))
                let proposed = Size(width: frame.width, height: frame.height)
                let request = MeasureRequest(
                    section: section, element: .supplementary(kind: definition.kind), proposedSize: proposed,
                    isWidthEstimated: estimatedWidth, isHeightEstimated: estimatedHeight)
                if let answer = sizing(request) {
                    let measured = try SectionSolver.accept(
                        answer, proposed: proposed, width: estimatedWidth, height: estimatedHeight, section: section,
                        what: "supplementary \"\(definition.kind)\"")
                    if estimatedWidth { size.width = measured.width }
                    if estimatedHeight { size.height = measured.height }
                }
            }
            let unit = definition.alignment.unitPoint
            let role: BoundaryRole
            switch unit[axis] {
            case 0: role = .leading
            case 1: role = .trailing
            default: role = .side
            }
            sized.append(SizedBoundary(definition: definition, size: size, role: role, unit: unit))
        }
        return sized
    }

    /// Places sized items in a box running from `boxStart` to `boxEnd` along the scroll axis inside a span of
    /// `length`, and across it in the band `bandStart ..< bandStart + bandLength`.
    func place(
        _ boundaries: [SizedBoundary], length: Double, boxStart: Double, boxEnd: Double, bandStart: Double,
        bandLength: Double
    ) -> [BoundaryRecord] {
        let across = axis.other
        return boundaries.map { boundary in
            let definition = boundary.definition
            let extent = boundary.size[axis]
            var position: Double
            switch boundary.role {
            case .leading: position = definition.extendsBoundary ? 0 : boxStart
            case .trailing: position = definition.extendsBoundary ? length - extent : boxEnd - extent
            case .side: position = (length - extent) / 2
            }
            position += definition.offset[axis]
            position = sectionOrigin.map { grid.round(position, from: $0) } ?? grid.round(position)
            let crossPosition = grid.round(
                bandStart + boundary.unit[across] * (bandLength - boundary.size[across]) + definition.offset[across])
            let slot = Rect(
                along: axis, start: position, length: extent, crossStart: crossPosition,
                crossLength: boundary.size[across])
            let frame = definition.contentInsets.ignoringEstimated(definition.size).apply(to: slot)
            return BoundaryRecord(
                element: SupplementaryFrame(
                    kind: definition.kind, item: nil, frame: frame, zIndex: definition.zIndex,
                    isPinned: definition.pinToVisibleBounds),
                role: boundary.role)
        }
    }
}

extension BoundaryAlignment {
    /// The alignment as a unit point: leading/top 0, trailing/bottom 1, an axis not named 0.5.
    var unitPoint: Point {
        switch self {
        case .top: return Point(x: 0.5, y: 0)
        case .bottom: return Point(x: 0.5, y: 1)
        case .leading: return Point(x: 0, y: 0.5)
        case .trailing: return Point(x: 1, y: 0.5)
        case .topLeading: return Point(x: 0, y: 0)
        case .topTrailing: return Point(x: 1, y: 0)
        case .bottomLeading: return Point(x: 0, y: 1)
        case .bottomTrailing: return Point(x: 1, y: 1)
        }
    }
}

/// The span across the scroll axis a section's boundary items are sized and placed in.
struct BoundaryBand: Equatable, Sendable {
    var start: Double
    var length: Double
}

extension SectionSolver {
    /// Sizes the section's boundary items: as wide as their band (docs/spec/layout.md §4.1), the container's extent
    /// along the scroll axis.
    func sizeBoundaries(_ section: LayoutSection, container: Size, sizing: ((MeasureRequest) -> Size?)?)
        throws(LayoutError) -> [SizedBoundary]
    {
        let box = Size(along: axis.other, boundaryBand.length, across: container[axis])
        return try BoundaryPlacer(grid: grid, axis: axis).size(
            section.boundarySupplementaries, box: box, section: index, sizing: sizing)
    }

    /// Places the section's boundary items against its box.
    func placeBoundaries(
        _ boundaries: [SizedBoundary], section: LayoutSection, container: Size, length: Double, boxStart: Double,
        boxEnd: Double
    ) -> [BoundaryRecord] {
        BoundaryPlacer(grid: grid, axis: axis, sectionOrigin: origin).place(
            boundaries, length: length, boxStart: boxStart, boxEnd: boxEnd, bandStart: boundaryBand.start,
            bandLength: boundaryBand.length)
    }
}
