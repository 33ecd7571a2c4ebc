extension LayoutResult {
    /// The zIndex added to a pinned item that has left its natural position (docs/spec/layout.md §4.2).
    public static let pinnedZIndexBoost = 1_000_000_000

    /// Where every pinned supplementary (`pinToVisibleBounds`) sits when the feed is scrolled to `contentOffset`
    /// (UIKit's: the bounds' top-left corner in content coordinates) in `container` (docs/spec/layout.md §4.2):
    /// headers stick below the adjusted top inset (`contentOffset + adjustedContentInset.top`) until their section's
    /// box ends, footers above the adjusted bottom inset until it starts; a displaced item's zIndex gains
    /// `pinnedZIndexBoost`. A section takes part while any of it is within the bounds. The global header and footer
    /// come first (`section` nil), then sections in order.
    ///
    /// Only the scroll offset along the layout's scroll axis matters; the visible length is the container's. A
    /// right-to-left layout is pinned as its left-to-right mirror image and mirrored back.
    ///
    /// - Parameter container: the safe area and bars; by default the device's safe area without bars.
    public func pinnedSupplementaries(at contentOffset: Point, in container: ScrollContainer? = nil)
        -> [LayoutAttributes]
    {
        let axis = configuration.scrollDirection.axis
        let viewport = Size(width: environment.width, height: environment.height)
        let mirrored = environment.isRightToLeft
        let insets = adjustedContentInset(in: container ?? ScrollContainer(environment))
        var boundsStart = contentOffset[axis]
        if mirrored && axis == .x { boundsStart = contentSize.width - contentOffset.x - viewport.width }
        let boundsEnd = boundsStart + viewport[axis]
        // Unmirrored, the leading inset is before the content along x.
        let visibleStart = boundsStart + (axis == .x ? insets.leading : insets.top)
        let visibleEnd = boundsEnd - (axis == .x ? insets.trailing : insets.bottom)
        var pinned: [LayoutAttributes] = []
        func unmirror(_ frame: Rect) -> Rect { mirrored ? Self.mirror(frame, about: contentSize.width) : frame }
        for (index, global) in supplementaries.enumerated() where global.isPinned {
            var element = global
            element.frame = unmirror(global.frame)
            let natural = element.frame.start(axis)
            let extent = element.frame.length(axis)
            let position: Double
            if globalRoles[index] == .trailing {
                position = Swift.max(Swift.min(natural, visibleEnd - extent), 0)
            } else {
                position = Swift.min(Swift.max(natural, visibleStart), contentSize[axis] - extent)
            }
            pinned.append(Self.attributes(element, section: nil, index: index, position: position, axis: axis))
        }
        for (section, layout) in sections.enumerated() {
            let frame = layout.unmirrored(layout.localFrame)
            let visible = frame.end(axis) > boundsStart && frame.start(axis) < boundsEnd
            for (index, record) in layout.boundary.enumerated() where record.element.isPinned {
                var element = record.element
                element.frame = layout.unmirrored(element.frame)
                element.zIndex = layout.promoted(element.zIndex)
                let natural = element.frame.start(axis)
                let extent = element.frame.length(axis)
                var position = natural
                if visible {
                    if record.role == .trailing {
                        position = Swift.max(Swift.min(natural, visibleEnd - extent), layout.origin + layout.boxStart)
                    } else {
                        position = Swift.min(Swift.max(natural, visibleStart), layout.origin + layout.boxEnd - extent)
                    }
                }
                pinned.append(Self.attributes(element, section: section, index: index, position: position, axis: axis))
            }
        }
        guard mirrored else { return pinned }
        return pinned.map { attributes in
            var copy = attributes
            copy.frame = Self.mirror(attributes.frame, about: contentSize.width)
            return copy
        }
    }

    private static func attributes(
        _ element: SupplementaryFrame, section: Int?, index: Int, position: Double, axis: Axis
    ) -> LayoutAttributes {
        var frame = element.frame
        let displaced = position != frame.start(axis)
        frame.setStart(axis, position)
        return LayoutAttributes(
            section: section, category: .supplementary, index: index, frame: frame,
            zIndex: displaced ? pinnedZIndexBoost + element.zIndex : element.zIndex)
    }
}

extension LayoutResult {
    /// Where a pinned element's start may go along the scroll axis while its section is visible
    /// (docs/spec/layout.md §4.2): a header from its natural position down to its section box's end less its
    /// extent, a footer from its box's start up to its natural position. A preview that knows the visible start
    /// and end puts a header at `min(max(natural, visibleStart), range.upperBound)` and a footer at
    /// `max(min(natural, visibleEnd − extent), range.lowerBound)`, as `pinnedSupplementaries(at:)` does. A
    /// right-to-left horizontal feed gives the range mirrored, as its frames (§6.3): a header moves from its natural
    /// start leftwards to `range.lowerBound`, a footer rightwards.
    ///
    /// - Parameters:
    ///   - section: the section's index, or nil for the layout's own header and footer.
    ///   - index: the element's index among the section's (or the layout's) supplementaries.
    /// - Returns: nil when the element is not a pinned boundary item.
    public func pinningRange(section: Int?, index: Int) -> ClosedRange<Double>? {
        guard let section else { return globalPinningRange(index) }
        guard sections.indices.contains(section) else { return nil }
        return sections[section].pinningRange(ofSupplementary: index)
    }

    /// `pinningRange(section: nil, index:)`: the layout's own header or footer moves over the whole content.
    private func globalPinningRange(_ index: Int) -> ClosedRange<Double>? {
        let axis = configuration.scrollDirection.axis
        guard supplementaries.indices.contains(index), supplementaries[index].isPinned else { return nil }
        // Global frames are kept mirrored; the range is worked out on the left-to-right layout.
        let mirrors = environment.isRightToLeft && axis == .x
        let frame =
            mirrors ? Self.mirror(supplementaries[index].frame, about: contentSize.width) : supplementaries[index].frame
        let range: ClosedRange<Double>
        if globalRoles[index] == .trailing {
            range = 0...Swift.max(0, frame.start(axis))
        } else {
            range = frame.start(axis)...Swift.max(frame.start(axis), contentSize[axis] - frame.length(axis))
        }
        return mirrors ? Self.mirror(range, extent: frame.width, about: contentSize.width) : range
    }

    /// The starts along x of an element `extent` wide whose left-to-right starts are `range`, reflected about `width`
    /// (docs/spec/layout.md §6.3): a right-to-left horizontal feed pins its items towards the left.
    static func mirror(_ range: ClosedRange<Double>, extent: Double, about width: Double) -> ClosedRange<Double> {
        (width - range.upperBound - extent)...(width - range.lowerBound - extent)
    }
}

extension SectionLayout {
    /// `LayoutResult.pinningRange(section:index:)` for the supplementary at `index` of this section.
    public func pinningRange(ofSupplementary index: Int) -> ClosedRange<Double>? {
        guard boundary.indices.contains(index), boundary[index].element.isPinned else { return nil }
        let record = boundary[index]
        let natural = record.element.frame.start(axis) + origin
        let extent = record.element.frame.length(axis)
        let range =
            record.role == .trailing
            ? Swift.min(natural, origin + boxStart)...natural : natural...Swift.max(natural, origin + boxEnd - extent)
        // Kept left to right: a right-to-left horizontal feed reads the range mirrored, as it reads the frames.
        guard isMirrored && axis == .x else { return range }
        return LayoutResult.mirror(range, extent: extent, about: mirrorWidth)
    }
}
