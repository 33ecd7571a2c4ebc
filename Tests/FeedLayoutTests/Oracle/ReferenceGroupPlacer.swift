import FeedLayout
import LayoutOracleSupport

/// A cell the reference solver placed: its section-wide item index, slot and frame.
struct ReferenceLeaf {
    var index: Int
    var slot: Rect
    var frame: Rect
    var zIndex: Int
    /// Nil for the frames of a custom group.
    var item: LayoutItem?
}

/// Lays out group instances straight from docs/spec/layout.md §1–2, for clarity rather than speed.
///
/// Items are consumed depth-first from a cursor. An instance is always laid out in full ("template"); the leaves
/// whose index is past the section's item count are virtual and only serve the trimming rule (2.8).
struct ReferenceGroupPlacer {
    let grid: ReferencePixelGrid
    let itemCount: Int
    /// Answers the size of an estimated item (by section-wide index) given the proposed size.
    let measure: ((Int, Size) -> Size)?
    /// Arrangements already worked out; only saves time, the answers are the same without it.
    let memo = ArrangementMemo()

    /// Remembers `arrange` answers; the item cursor only matters when something in the group is estimated.
    final class ArrangementMemo {
        struct Key: Hashable {
            var group: LayoutGroup
            var size: Size
            var cursor: Int
        }
        var answers: [Key: [Child]] = [:]
    }

    /// One subitem of an arranged group: where its slot sits relative to the group's outer corner.
    struct Child {
        var element: LayoutElement?
        var slot: Rect
        var leafCount: Int
        var zIndex: Int
    }

    // MARK: Sizes

    func size(of element: LayoutElement, in box: Size, cursor: Int) -> Size {
        switch element {
        case .item(let item): return itemSize(item, in: box, index: cursor)
        case .group(let group): return groupSize(group, in: box, cursor: cursor)
        }
    }

    func itemSize(_ item: LayoutItem, in box: Size, index: Int) -> Size {
        var result = Size(
            width: grid.resolve(item.size.width, in: box), height: grid.resolve(item.size.height, in: box))
        let estimatedWidth = item.size.width.isEstimated
        let estimatedHeight = item.size.height.isEstimated
        if estimatedWidth || estimatedHeight, index < itemCount, let measure {
            let measured = measure(index, result)
            if estimatedWidth { result.width = measured.width }
            if estimatedHeight { result.height = measured.height }
        }
        return result
    }

    /// A group's slot size; an estimated axis takes the extent of what the group holds (2.7).
    func groupSize(_ group: LayoutGroup, in box: Size, cursor: Int) -> Size {
        var result = Size(
            width: grid.resolve(group.size.width, in: box), height: grid.resolve(group.size.height, in: box))
        guard group.size.width.isEstimated || group.size.height.isEstimated else { return result }
        let extent = contentExtent(group, size: result, cursor: cursor)
        if group.size.width.isEstimated { result.width = extent.width }
        if group.size.height.isEstimated { result.height = extent.height }
        return result
    }

    /// How far the arranged subitem slots that hold real items (with their trailing edge spacing) reach from the
    /// inner corner: an estimated group is as long as what it holds (2.7).
    func contentExtent(_ group: LayoutGroup, size: Size, cursor: Int) -> Size {
        let inner = innerRect(group, size: size)
        var width = 0.0
        var height = 0.0
        var next = cursor
        let direction = group.direction
        for child in arrange(group, size: size, cursor: cursor) {
            defer { next += child.leafCount }
            guard next < itemCount || cursor >= itemCount else { continue }
            let spacing = child.element.map(edgeSpacing(of:)) ?? .none
            // Across the group a subitem takes its size and its edges' minimums: what flexible edges would share
            // is room the group only has once it knows its size (2.4, 2.7).
            if direction == .vertical {
                let edges = (spacing.leading?.minimum ?? 0) + (spacing.trailing?.minimum ?? 0)
                width = max(width, child.slot.width + edges)
            } else {
                width = max(width, child.slot.maxX + (spacing.trailing?.minimum ?? 0) - inner.x)
            }
            if direction == .horizontal {
                let edges = (spacing.top?.minimum ?? 0) + (spacing.bottom?.minimum ?? 0)
                height = max(height, child.slot.height + edges)
            } else {
                height = max(height, child.slot.maxY + (spacing.bottom?.minimum ?? 0) - inner.y)
            }
        }
        return Size(width: width, height: height)
    }

    func leafCount(of element: LayoutElement, size: Size, cursor: Int) -> Int {
        switch element {
        case .item: return 1
        case .group(let group): return arrange(group, size: size, cursor: cursor).reduce(0) { $0 + $1.leafCount }
        }
    }

    // MARK: Arrangement

    /// The group's slot less its contentInsets, ignoring insets on estimated axes (1.3), relative to its corner.
    func innerRect(_ group: LayoutGroup, size: Size) -> Rect {
        let insets = group.contentInsets
        let skipX = group.size.width.isEstimated
        let skipY = group.size.height.isEstimated
        let left = skipX ? 0 : insets.leading
        let top = skipY ? 0 : insets.top
        return Rect(
            x: left, y: top, width: size.width - left - (skipX ? 0 : insets.trailing),
            height: size.height - top - (skipY ? 0 : insets.bottom))
    }

    /// The subitem slots of one instance of `group` laid out at `size`, consuming items from `cursor`.
    func arrange(_ group: LayoutGroup, size: Size, cursor: Int) -> [Child] {
        let key = ArrangementMemo.Key(group: group, size: size, cursor: Self.isEstimated(group) ? cursor : -1)
        if let known = memo.answers[key] { return known }
        let answer = arrangeAnew(group, size: size, cursor: cursor)
        memo.answers[key] = answer
        return answer
    }

    static func isEstimated(_ group: LayoutGroup) -> Bool {
        group.size.width.isEstimated || group.size.height.isEstimated
            || group.subitems.contains { element in
                switch element {
                case .item(let item): return item.size.width.isEstimated || item.size.height.isEstimated
                case .group(let nested): return isEstimated(nested)
                }
            }
    }

    /// The value of an estimated dimension; nil for any other.
    static func estimate(_ dimension: Dimension) -> Double? {
        if case .estimated(let value) = dimension { return value }
        return nil
    }

    func arrangeAnew(_ group: LayoutGroup, size: Size, cursor: Int) -> [Child] {
        if group.direction == .custom {
            return group.customFrames.map { Child(element: nil, slot: $0.frame, leafCount: 1, zIndex: $0.zIndex) }
        }
        let axis = ReferenceAxis(horizontal: group.direction == .horizontal)
        let inner = innerRect(group, size: size)
        let innerSize = Size(width: inner.width, height: inner.height)
        // Positions use the size the group ends up with; its subitems' sizes are resolved in its estimate (2.7).
        let length = axis.main(innerSize)
        let crossLength = axis.cross(innerSize)
        let estimateBox = resolutionBox(group, inner: innerSize)
        let fractionLength = axis.main(estimateBox)
        let fractionCross = axis.cross(estimateBox)
        let spacing = group.interItemSpacing ?? .fixed(0)

        var entries: [(element: LayoutElement, size: Size, leaves: Int)]
        var offsets: [Double]
        if let count = group.count, let subitem = group.subitems.first {
            // 2.2: count copies, each an equal floored share of the inner length less the spacings. Estimated along
            // its main axis, the group divides its estimate (8 rule 5), also in a partly filled last instance that is
            // only as long as what it holds (2.7), which keeps the full instance's positions (2.8).
            let room = fractionLength - spacing.minimum * Double(count - 1)
            let share = grid.floorPx(room / Double(count))
            // The main length is forced below; the cross size comes from the group's inner box (2.1).
            let box = axis.size(main: fractionLength, cross: fractionCross)
            entries = []
            var next = cursor
            // `repeatingSubitem:count:` keeps the subitem's own length, resolved in the inner length less spacings.
            let ownBox = axis.size(main: room, cross: fractionCross)
            var lengths: [Double] = []
            for _ in 0..<count {
                let own = self.size(of: subitem, in: group.countKeepsSubitemSize ? ownBox : box, cursor: next)
                let main = group.countKeepsSubitemSize ? axis.main(own) : share
                lengths.append(main)
                let forced = axis.size(main: main, cross: axis.cross(own))
                let leaves = leafCount(of: subitem, size: forced, cursor: next)
                entries.append((subitem, forced, leaves))
                next += leaves
            }
            entries = sharingUniformSizes(entries, cursor: cursor)
            lengths = entries.map { axis.main($0.size) }
            offsets = (0..<count).map { k in lengths[..<k].reduce(0, +) + Double(k) * spacing.minimum }
        } else {
            let mainEstimated = axis.main(group.size).isEstimated
            entries =
                mainEstimated
                ? row(
                    group, count: group.subitems.count, length: fractionLength, axis: axis, cross: fractionCross,
                    cursor: cursor)
                : fittingRow(group, length: length, axis: axis, cross: fractionCross, cursor: cursor)
            entries = sharingUniformSizes(entries, cursor: cursor)
            // 2.7: a group estimated along its axis is as long as what it holds, so flexible spaces have nothing
            // left over to share.
            offsets = mainOffsets(
                entries.map { ($0.element, $0.size) }, spacing: spacing, length: length, axis: axis,
                sharesLeftover: !mainEstimated)
        }

        return entries.indices.map { k in
            let entry = entries[k]
            let edges = edgeSpacing(of: entry.element)
            let crossOffset = crossOffset(size: axis.cross(entry.size), edges: edges, length: crossLength, axis: axis)
            // Unrounded here: positions round in feed coordinates when the instance is placed (1.1).
            let mainPosition = axis.main(Size(width: inner.x, height: inner.y)) + offsets[k]
            let crossPosition = axis.cross(Size(width: inner.x, height: inner.y)) + crossOffset
            let origin = axis.size(main: mainPosition, cross: crossPosition)
            return Child(
                element: entry.element,
                slot: Rect(x: origin.width, y: origin.height, width: entry.size.width, height: entry.size.height),
                leafCount: entry.leaves, zIndex: 0)
        }
    }

    /// 2.7: the box a group's subitems are sized in: its inner box, with the estimate on an estimated axis (insets
    /// are ignored there, 1.3), not the size the group grows to once it knows what it holds.
    func resolutionBox(_ group: LayoutGroup, inner: Size) -> Size {
        Size(
            width: Self.estimate(group.size.width) ?? inner.width,
            height: Self.estimate(group.size.height) ?? inner.height)
    }

    /// 8.1 rule 3: the item subitems whose dimension along an axis is `uniformAcrossSiblings` and that hold a real
    /// item all take the largest of their sizes along it; the others (and virtual places) keep theirs.
    func sharingUniformSizes(
        _ entries: [(element: LayoutElement, size: Size, leaves: Int)], cursor: Int
    ) -> [(element: LayoutElement, size: Size, leaves: Int)] {
        var firstIndex: [Int] = []
        var next = cursor
        for entry in entries {
            firstIndex.append(next)
            next += entry.leaves
        }
        func isUniform(_ k: Int, width: Bool) -> Bool {
            guard case .item(let item) = entries[k].element, firstIndex[k] < itemCount else { return false }
            return (width ? item.size.width : item.size.height).isUniformAcrossSiblings
        }
        let widths = entries.indices.filter { isUniform($0, width: true) }
        let heights = entries.indices.filter { isUniform($0, width: false) }
        var result = entries
        if let widest = widths.map({ entries[$0].size.width }).max() {
            for k in widths { result[k].size.width = widest }
        }
        if let tallest = heights.map({ entries[$0].size.height }).max() {
            for k in heights { result[k].size.height = tallest }
        }
        return result
    }

    /// The first `count` subitems of the cycle, sized in a box whose main length is `length − (count−1)·sp`.
    func row(
        _ group: LayoutGroup, count: Int, length: Double, axis: ReferenceAxis, cross: Double, cursor: Int,
        fractionLength: Double? = nil
    ) -> [(element: LayoutElement, size: Size, leaves: Int)] {
        let spacing = group.interItemSpacing?.minimum ?? 0
        let box = axis.size(main: fractionLength ?? (length - Double(count - 1) * spacing), cross: cross)
        var result: [(element: LayoutElement, size: Size, leaves: Int)] = []
        var next = cursor
        for k in 0..<count {
            let element = group.subitems[k % group.subitems.count]
            let own = self.size(of: element, in: box, cursor: next)
            let leaves = leafCount(of: element, size: own, cursor: next)
            result.append((element, own, leaves))
            next += leaves
        }
        return result
    }

    /// Whether the first `entries` fit in `length` with `spacing` between them and their edge spacing minimums.
    func fits(
        _ entries: ArraySlice<(element: LayoutElement, size: Size, leaves: Int)>, spacing: Double,
        length: Double, axis: ReferenceAxis
    ) -> Bool {
        // A row whose fraction box has shrunk to nothing has no room at all, whatever its sum says.
        if length - Double(max(entries.count - 1, 0)) * spacing <= 0 && entries.count > 1 { return false }
        var total = Double(max(entries.count - 1, 0)) * spacing
        for entry in entries {
            let edges = edgeSpacing(of: entry.element)
            total += axis.main(entry.size) + (axis.lead(edges)?.minimum ?? 0) + (axis.trail(edges)?.minimum ?? 0)
        }
        return total <= length + 1e-9
    }

    /// 2.1: the largest instance that fits, fractions resolved after the spacings (or by the n0 rule).
    func fittingRow(
        _ group: LayoutGroup, length: Double, axis: ReferenceAxis, cross: Double, cursor: Int
    ) -> [(element: LayoutElement, size: Size, leaves: Int)] {
        let spacing = group.interItemSpacing?.minimum ?? 0
        let limit = 1000
        let crossFromMain = group.subitems.contains { axis.crossIsFractionOfMain(sizeOf($0)) }
        if crossFromMain {
            var n0 = 0
            while n0 < limit {
                let trial = row(
                    group, count: n0 + 1, length: length, axis: axis, cross: cross, cursor: cursor,
                    fractionLength: length)
                guard fits(trial[...], spacing: 0, length: length, axis: axis) else { break }
                n0 += 1
            }
            guard n0 > 0 else { return [] }
            let entries = row(group, count: n0, length: length, axis: axis, cross: cross, cursor: cursor)
            var n = n0
            while n > 0 && !fits(entries[0..<n], spacing: spacing, length: length, axis: axis) { n -= 1 }
            return Array(entries[0..<n])
        }
        var best: [(element: LayoutElement, size: Size, leaves: Int)] = []
        while best.count < limit {
            let trial = row(group, count: best.count + 1, length: length, axis: axis, cross: cross, cursor: cursor)
            guard fits(trial[...], spacing: spacing, length: length, axis: axis) else { break }
            best = trial
        }
        return best
    }

    /// 2.1/2.3: offsets along the main axis; flexible gaps and edges share the leftover equally.
    func mainOffsets(
        _ entries: [(element: LayoutElement, size: Size)], spacing: Spacing, length: Double, axis: ReferenceAxis,
        sharesLeftover: Bool = true
    ) -> [Double] {
        var used = 0.0
        var flexibleCount = 0
        for (k, entry) in entries.enumerated() {
            let edges = edgeSpacing(of: entry.element)
            used += axis.main(entry.size)
            for edge in [axis.lead(edges), axis.trail(edges)] {
                used += edge?.minimum ?? 0
                if edge?.isFlexible == true { flexibleCount += 1 }
            }
            if k > 0 {
                used += spacing.minimum
                if spacing.isFlexible { flexibleCount += 1 }
            }
        }
        let share = flexibleCount > 0 && sharesLeftover ? (length - used) / Double(flexibleCount) : 0
        func amount(_ s: Spacing?) -> Double { (s?.minimum ?? 0) + (s?.isFlexible == true ? share : 0) }

        var offsets: [Double] = []
        var position = 0.0
        for (k, entry) in entries.enumerated() {
            let edges = edgeSpacing(of: entry.element)
            if k > 0 { position += amount(spacing) }
            position += amount(axis.lead(edges))
            offsets.append(position)
            position += axis.main(entry.size) + amount(axis.trail(edges))
        }
        return offsets
    }

    /// 2.1/2.4: across the main axis a subitem sits at the start unless flexible edges share the leftover.
    func crossOffset(size: Double, edges: EdgeSpacing, length: Double, axis: ReferenceAxis) -> Double {
        let lead = axis.crossLead(edges)
        let trail = axis.crossTrail(edges)
        let flexibleCount = [lead, trail].filter { $0?.isFlexible == true }.count
        guard lead?.isFlexible == true else { return lead?.minimum ?? 0 }
        let leftover = length - size - (lead?.minimum ?? 0) - (trail?.minimum ?? 0)
        return (lead?.minimum ?? 0) + leftover / Double(flexibleCount)
    }

    // MARK: Placement

    /// Places one instance of `group` in `slot`, appending its leaves (real and virtual) in depth-first order.
    ///
    /// A subitem's position is rounded in feed coordinates (1.1), not as an offset inside its group; `padding` is
    /// the orthogonal centring padding in `slot.x`, which is not a pixel position of its own (E2's 23.5) and so
    /// is taken out before rounding and added back after. A custom group's frames are given, not derived.
    func place(
        _ group: LayoutGroup, slot: Rect, padding: Double = 0, cursor: inout Int, leaves: inout [ReferenceLeaf]
    ) {
        // 2.2: a `subitem:count:` group forces its subitem's main length to an exact share, so that axis is no
        // longer estimated and the item's contentInsets apply along it (1.3).
        let forced = group.count != nil && !group.countKeepsSubitemSize
        let forcedWidth = forced && group.direction == .horizontal
        let forcedHeight = forced && group.direction == .vertical
        for child in arrange(group, size: Size(width: slot.width, height: slot.height), cursor: cursor) {
            let derived = child.element != nil
            let x = slot.x + child.slot.x
            let y = slot.y + child.slot.y
            let childSlot = Rect(
                x: derived ? grid.roundPx(x - padding) + padding : x, y: derived ? grid.roundPx(y) : y,
                width: child.slot.width, height: child.slot.height)
            switch child.element {
            case .group(let nested):
                place(nested, slot: childSlot, padding: padding, cursor: &cursor, leaves: &leaves)
            case .item(let item):
                let frame = Self.inset(
                    childSlot, by: item.contentInsets, skipX: item.size.width.isEstimated && !forcedWidth,
                    skipY: item.size.height.isEstimated && !forcedHeight)
                leaves.append(ReferenceLeaf(index: cursor, slot: childSlot, frame: frame, zIndex: 0, item: item))
                cursor += 1
            case nil:
                leaves.append(
                    ReferenceLeaf(index: cursor, slot: childSlot, frame: childSlot, zIndex: child.zIndex, item: nil))
                cursor += 1
            }
        }
    }

    /// 1.3: the frame is the slot inset by contentInsets; an inset larger than the slot gives the absolute difference.
    static func inset(_ slot: Rect, by insets: EdgeInsets, skipX: Bool, skipY: Bool) -> Rect {
        Rect(
            x: slot.x + (skipX ? 0 : insets.leading), y: slot.y + (skipY ? 0 : insets.top),
            width: skipX ? slot.width : abs(slot.width - insets.leading - insets.trailing),
            height: skipY ? slot.height : abs(slot.height - insets.top - insets.bottom))
    }

    func edgeSpacing(of element: LayoutElement) -> EdgeSpacing {
        switch element {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    func sizeOf(_ element: LayoutElement) -> LayoutSize {
        switch element {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }
}
