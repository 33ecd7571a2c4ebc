import FeedLayout
import FeedTestSupport

/// Generates random feed descriptions that are valid by construction (docs/spec/layout.md §9 never applies).
///
/// Sizes are chosen top-down from the boxes they resolve in, so that every group's first subitem fits and every
/// inner box has room. Values are whole points and fractions on a 0.05 grid; the generator stays within the rules
/// docs/spec/layout.md states plainly (no flexible spacing in count groups; fractions of an estimated axis, which
/// resolve in the estimate, only from the `extra` stream).
package struct RandomLayoutGenerator {
    package var random: SeededGenerator
    package var grid = ReferencePixelGrid(scale: 3)
    package var kindCounter = 0
    /// Features left out, for narrowing a disagreement down to one rule (the oracle test uses all of them).
    package var disabled: Set<Feature> = []
    /// The stream the shapes added after the oracle's feeds were fixed draw from (`RandomLayoutGenerator+LaterShapes`)
    /// so that a seed's feed without them stays what it was; `drawsExtra` while it stands in for `random`.
    package var extra: SeededGenerator
    package var drawsExtra = false

    /// Parts of the description the generator can leave out.
    package enum Feature: String, CaseIterable {
        case horizontalLayout, orthogonal, boundary, sideItems, decorations, globals, sectionGroupEdges, custom
        case estimated, count, nested, mainEdges, crossEdges, groupInsets, itemInsets, badges, flexibleSpacing
        case aspectHeights, mixedSubitems, uniform
        /// `groupPagingCentered` rows of groups that size themselves along the row (docs/spec/layout.md §3.3).
        case centredEstimated
        /// `count` groups estimated along their main axis (§2.2, 2.8), and `repeatingSubitem:count:` groups.
        case estimatedCount, repeatingCount
        /// Negative fixed inter-item and inter-group spacings, which overlap neighbours (§9).
        case negativeSpacing
        /// Items sized by a fraction of their group's estimated axis, which resolves in the estimate (§2.7).
        case fractionsOfEstimates
        /// Flexible spacing in a group estimated along its axis, which keeps its minimum there (§2.7).
        case flexibleInEstimates
        /// Flexible cross edges in a group estimated across, which share the room of what the instance holds (§2.7).
        case crossEdgesInEstimates
    }

    package init(seed: UInt64, disabled: Set<Feature> = []) {
        random = SeededGenerator(seed: seed)
        extra = SeededGenerator(seed: 0x0C3E_77ED &+ seed)
        self.disabled = disabled
    }

    /// Draws a chance for an optional feature; a disabled feature never happens.
    package mutating func use(_ feature: Feature, _ p: Double) -> Bool {
        let roll = random.chance(p)
        return roll && !disabled.contains(feature)
    }

    package mutating func feed(seed: UInt64) -> OracleFeed {
        let scale = random.pick([0.0, 2, 3])
        let width = random.int(320...1024)
        let height = random.int(480...1366)
        grid = ReferencePixelGrid(scale: scale)
        let horizontal = use(.horizontalLayout, 0.15)
        // A horizontal feed is generated as its vertical mirror image, then reflected.
        let box = horizontal ? Size(width: height, height: width) : Size(width: width, height: height)
        var sections: [LayoutSection] = []
        var counts: [Int] = []
        for _ in 0..<Int(random.int(1...4)) {
            sections.append(section(container: box, allowOrthogonal: !horizontal))
            counts.append(random.chance(0.1) ? 0 : Int(random.int(1...40)))
        }
        var globals: [BoundarySupplementary] = []
        if use(.globals, 0.15) {
            globals.append(
                BoundarySupplementary(
                    kind: "globalHeader",
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(random.int(20...80))),
                    alignment: .top))
        }
        if use(.globals, 0.15) {
            globals.append(
                BoundarySupplementary(
                    kind: "globalFooter",
                    size: LayoutSize(width: .absolute(random.int(100...300)), height: .absolute(random.int(20...60))),
                    alignment: random.pick([.bottom, .bottomLeading, .bottomTrailing])))
        }
        if !disabled.contains(.uniform) {
            // A stream of its own, so the rest of each seed's feed is what it was before uniform items existed.
            var uniform = SeededGenerator(seed: 91_000 &+ seed)
            sections = sections.map { section in
                var section = section
                section.group = Self.sharingSizes(in: section.group, random: &uniform)
                return section
            }
        }
        let mirror = ReferenceMirror()
        if horizontal {
            sections = sections.map(mirror.flip)
            globals = globals.map(mirror.flip)
        }
        return OracleFeed(
            seed: seed, environment: LayoutEnvironment(width: width, height: height, scale: scale),
            configuration: LayoutConfiguration(
                scrollDirection: horizontal ? .horizontal : .vertical,
                interSectionSpacing: random.chance(0.5) ? random.int(0...24) : 0, boundarySupplementaries: globals),
            sections: sections, itemCounts: counts)
    }

    /// Turns the estimated dimensions of the items of about a third of the groups into `uniformAcrossSiblings`
    /// (docs/spec/layout.md §8.1 rule 3), so their siblings share sizes.
    static func sharingSizes(in group: LayoutGroup, random: inout SeededGenerator) -> LayoutGroup {
        var group = group
        let shares = random.chance(0.35)
        group.subitems = group.subitems.map { element in
            switch element {
            case .group(let nested): return .group(sharingSizes(in: nested, random: &random))
            case .item(var item):
                guard shares else { return element }
                if case .estimated(let value) = item.size.width { item.size.width = .uniformAcrossSiblings(value) }
                if case .estimated(let value) = item.size.height { item.size.height = .uniformAcrossSiblings(value) }
                return .item(item)
            }
        }
        return group
    }

    // MARK: Sections

    package mutating func section(container: Size, allowOrthogonal: Bool) -> LayoutSection {
        let insets =
            random.chance(0.7)
            ? EdgeInsets(
                top: random.int(0...20), leading: random.int(0...20), bottom: random.int(0...20),
                trailing: random.int(0...20)) : .zero
        var orthogonal: OrthogonalScrolling =
            allowOrthogonal && use(.orthogonal, 0.3)
            ? random.pick([.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
            : .none
        let centredRow = allowOrthogonal && useExtra(.centredEstimated, 0.08)
        if centredRow { orthogonal = .groupPagingCentered }
        let box =
            orthogonal != .none
            ? Size(width: container.width, height: container.height - insets.top - insets.bottom)
            : Size(width: container.width - insets.leading - insets.trailing, height: container.height)
        kindCounter = 0
        let follow = random.chance(0.8)
        let band = container.width - (follow ? insets.leading + insets.trailing : 0)
        var boundary: [BoundarySupplementary] = []
        if use(.boundary, 0.4) {
            boundary.append(boundaryItem(kind: "header", alignments: [.top, .topLeading, .topTrailing], band: band))
        }
        if use(.boundary, 0.25) {
            boundary.append(
                boundaryItem(kind: "footer", alignments: [.bottom, .bottomLeading, .bottomTrailing], band: band))
        }
        if use(.sideItems, 0.05) {
            boundary.append(boundaryItem(kind: "side", alignments: [.leading, .trailing], band: band))
        }
        let decorations =
            use(.decorations, 0.3)
            ? [BackgroundDecoration(contentInsets: random.chance(0.5) ? EdgeInsets(all: random.int(0...8)) : .zero)]
            : []
        let group =
            centredRow
            ? fromExtra { $0.centredRowGroup(box: box) } : topGroup(box: box, orthogonal: orthogonal != .none)
        return LayoutSection(
            group: group, contentInsets: insets,
            interGroupSpacing: negativeSpacing(random.chance(0.5) ? random.int(0...16) : 0, deepest: 400),
            orthogonalScrolling: orthogonal,
            boundarySupplementaries: boundary, decorations: decorations, supplementariesFollowContentInsets: follow)
    }

    package mutating func boundaryItem(kind: String, alignments: [BoundaryAlignment], band: Double)
        -> BoundarySupplementary
    {
        let width: Dimension =
            random.chance(0.6)
            ? .fractionalWidth(1)
            : random.chance(0.5) ? .fractionalWidth(random.fraction(0.3...1)) : .absolute(random.int(40...Int(band)))
        return BoundarySupplementary(
            kind: kind,
            size: LayoutSize(
                width: width,
                height: use(.estimated, 0.2) ? .estimated(random.int(20...60)) : .absolute(random.int(20...60))),
            alignment: random.pick(alignments),
            offset: random.chance(0.15) ? Point(x: random.int(-8...8), y: random.int(-8...8)) : .zero,
            extendsBoundary: random.chance(0.85), pinToVisibleBounds: random.chance(0.2),
            contentInsets: random.chance(0.15) ? EdgeInsets(all: random.int(0...6)) : .zero,
            zIndex: random.chance(0.2) ? 2 : 0)
    }

    // MARK: Groups

    package mutating func topGroup(box: Size, orthogonal: Bool) -> LayoutGroup {
        let roll = random.int(0...99)
        let width: Dimension =
            orthogonal
            ? (random.chance(0.7)
                ? .fractionalWidth(random.fraction(0.3...1.2)) : .absolute(random.int(100...Int(min(box.width, 600)))))
            : (random.chance(0.5)
                ? .fractionalWidth(1)
                : random.chance(0.6)
                    ? .fractionalWidth(random.fraction(0.5...1)) : .absolute(random.int(100...Int(box.width))))
        if roll < 10 && !disabled.contains(.custom) {
            return customGroup(size: LayoutSize(width: width, height: .absolute(random.int(60...260))), box: box)
        }
        let direction: GroupDirection = roll < 60 ? .horizontal : .vertical
        let height: Dimension
        if direction == .horizontal {
            height = random.pick([
                .absolute(random.int(40...260)), .fractionalHeight(random.fraction(0.05...0.35)),
                .fractionalWidth(random.fraction(0.15...0.6)), .estimated(random.int(40...160)),
            ])
        } else {
            height = random.pick([
                .absolute(random.int(100...400)), .fractionalHeight(random.fraction(0.15...0.5)),
                .estimated(random.int(60...200)),
            ])
        }
        var size = LayoutSize(width: width, height: height)
        if disabled.contains(.estimated), case .estimated(let value) = height { size.height = .absolute(value) }
        if disabled.contains(.aspectHeights), case .fractionalWidth = height { size.height = .absolute(120) }
        var group = fill(direction: direction, size: size, resolved: resolve(size, in: box), depth: 0)
        if !orthogonal && use(.sectionGroupEdges, 0.15) {
            let resolvedWidth = grid.resolve(width, in: box)
            if resolvedWidth < box.width - 20 {
                group.edgeSpacing = random.pick([
                    EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)),
                    EdgeSpacing(leading: .fixed(random.int(0...10))),
                    EdgeSpacing(leading: .flexible(0)),
                ])
            }
            if random.chance(0.5) {
                group.edgeSpacing.top = .fixed(random.int(0...8))
                group.edgeSpacing.bottom = .fixed(random.int(0...8))
            }
        }
        return group
    }

    package func resolve(_ size: LayoutSize, in box: Size) -> Size {
        Size(width: grid.resolve(size.width, in: box), height: grid.resolve(size.height, in: box))
    }

    package mutating func customGroup(size: LayoutSize, box: Size) -> LayoutGroup {
        let resolved = resolve(size, in: box)
        var frames: [CustomFrame] = []
        for _ in 0..<Int(random.int(1...4)) {
            let x = random.int(0...max(0, Int(resolved.width) - 10))
            let y = random.int(0...max(0, Int(resolved.height) - 10))
            let w = random.int(5...max(5, Int(resolved.width - x)))
            let h = random.int(5...max(5, Int(resolved.height - y)))
            frames.append(CustomFrame(frame: Rect(x: x, y: y, width: w, height: h)))
        }
        return LayoutGroup(direction: .custom, size: size, customFrames: frames)
    }

    /// Subitems for a group of `size` (resolved to `resolved`), nested at most two deep.
    package mutating func fill(direction: GroupDirection, size: LayoutSize, resolved: Size, depth: Int) -> LayoutGroup {
        let axis = ReferenceAxis(horizontal: direction == .horizontal)
        let mainEstimated = axis.main(size).isEstimated
        let crossEstimated = (axis.horizontal ? size.height : size.width).isEstimated
        var insets = EdgeInsets.zero
        if use(.groupInsets, 0.25) && min(resolved.width, resolved.height) >= 60 {
            insets = EdgeInsets(
                top: random.int(0...4), leading: random.int(0...4), bottom: random.int(0...4),
                trailing: random.int(0...4))
        }
        let inner = Size(
            width: resolved.width - insets.leading - insets.trailing,
            height: resolved.height - insets.top - insets.bottom)
        let length = axis.main(inner)
        let cross = axis.cross(inner)
        var group = LayoutGroup(direction: direction, size: size, contentInsets: insets)

        if mainEstimated && useExtra(.estimatedCount, 0.3) {
            return fromExtra { $0.estimatedCountGroup(group, axis: axis, cross: cross, crossEstimated: crossEstimated) }
        }
        if mainEstimated {
            // One pass over the subitems (2.7): whole-point or estimated lengths, fixed spacing.
            group.interItemSpacing = random.chance(0.5) ? .fixed(random.int(0...8)) : nil
            // Now and then flexible, which keeps its minimum in a group as long as what it holds (§2.7).
            if useExtra(.flexibleInEstimates, 0.2) {
                group.interItemSpacing = .flexible(drawsExtra ? random.int(0...8) : extra.int(0...8))
            }
            for _ in 0..<Int(random.int(1...3)) {
                let drawn: Dimension =
                    random.chance(0.5) ? .absolute(random.int(10...60)) : .estimated(random.int(20...80))
                // Now and then a fraction of the estimate along the group (§2.7), from `extra`.
                let main: Dimension =
                    useExtra(.fractionsOfEstimates, 0.15)
                    ? fromExtra { generator in
                        let fraction = generator.random.fraction(0.1...0.5)
                        return axis.horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
                    } : drawn
                group.subitems.append(
                    .item(item(axis: axis, main: main, cross: cross, crossEstimated: crossEstimated, aspect: false)))
            }
            return group
        }
        if use(.count, 0.3) {
            let count = Int(random.int(1...4))
            let maxSpacing = count > 1 ? max(0, (length - 12 * Double(count)) / Double(count - 1)) : 0
            group.count = count
            // In a vertical group estimated wide, the item's `fractionalWidth` height resolves in the estimate (§2.7).
            group.countKeepsSubitemSize = useExtra(.repeatingCount, 0.3)
            group.interItemSpacing = random.chance(0.5) ? .fixed(random.int(0...Int(min(12, maxSpacing)))) : nil
            let share = grid.floorPx(
                (length - (group.interItemSpacing?.minimum ?? 0) * Double(count - 1)) / Double(count))
            if depth < 2 && use(.nested, 0.2) && !crossEstimated {
                group.subitems = [nested(axis: axis, length: share, cross: cross, depth: depth)]
            } else {
                group.subitems = [
                    .item(
                        item(
                            axis: axis, main: .fractionalWidth(random.fraction(0.1...1)), cross: cross,
                            crossEstimated: crossEstimated))
                ]
            }
            return group
        }
        group.interItemSpacing = random.pick([nil, .fixed(random.int(0...12)), .flexible(random.int(0...10))])
        if disabled.contains(.flexibleSpacing), group.interItemSpacing?.isFlexible == true {
            group.interItemSpacing = nil
        }
        if group.interItemSpacing?.isFlexible != true {
            let fixed = negativeSpacing(group.interItemSpacing?.minimum ?? 0, deepest: 12)
            if fixed < 0 { group.interItemSpacing = .fixed(fixed) }
        }
        let subitemCount = Int(random.int(1...3))
        for index in 0..<(disabled.contains(.mixedSubitems) ? 1 : subitemCount) {
            if depth < 2 && !crossEstimated && use(.nested, 0.2) {
                group.subitems.append(nested(axis: axis, length: length, cross: cross, depth: depth))
                continue
            }
            let mainFraction =
                axis.horizontal
                ? Dimension.fractionalWidth(random.fraction(0.1...1))
                : .fractionalHeight(random.fraction(0.1...1))
            let main: Dimension =
                random.chance(0.7) || length < 30
                ? mainFraction : .absolute(random.int(Int(length / 8)...Int(length * 0.9)))
            var subitem = item(axis: axis, main: main, cross: cross, crossEstimated: crossEstimated)
            if index == 0 && use(.mainEdges, 0.15) && depth == 0 {
                let room = length - grid.resolve(main, in: axis.size(main: length, cross: cross))
                let lead = Spacing.fixed(random.int(0...Int(max(0, min(6, room)))))
                let trail: Spacing = random.chance(0.5) ? .flexible(0) : .fixed(0)
                if axis.horizontal {
                    subitem.edgeSpacing.leading = lead
                    subitem.edgeSpacing.trailing = trail
                } else {
                    subitem.edgeSpacing.top = lead
                    subitem.edgeSpacing.bottom = trail
                }
            }
            group.subitems.append(.item(subitem))
        }
        // Spacing stays below half the shortest fractional subitem, so that fitting more items always ends in a
        // row that does not fit (with tiny fractions and wide gaps the sum would shrink again as n grows).
        let shortest = group.subitems.compactMap { element -> Double? in
            guard case .item(let inner) = element else { return nil }
            let main = axis.main(inner.size)
            if case .fractionalWidth(let f) = main { return f * length }
            if case .fractionalHeight(let f) = main { return f * length }
            return nil
        }.min()
        if let shortest, let spacing = group.interItemSpacing, spacing.minimum > shortest / 2 {
            group.interItemSpacing = .fixed((shortest / 2).rounded(.down))
        }
        return group
    }

    package mutating func nested(axis: ReferenceAxis, length: Double, cross: Double, depth: Int) -> LayoutElement {
        let main: Dimension =
            axis.horizontal ? .fractionalWidth(random.fraction(0.3...1)) : .fractionalHeight(random.fraction(0.3...1))
        let crossDimension: Dimension =
            random.chance(0.6)
            ? (axis.horizontal ? .fractionalHeight(1) : .fractionalWidth(1))
            : (axis.horizontal
                ? .fractionalHeight(random.fraction(0.5...1)) : .fractionalWidth(random.fraction(0.5...1)))
        let size =
            axis.horizontal
            ? LayoutSize(width: main, height: crossDimension) : LayoutSize(width: crossDimension, height: main)
        // Sized conservatively: the parent may resolve fractions after spacings, making the group a little smaller.
        let resolved = resolve(size, in: axis.size(main: length * 0.6, cross: cross))
        if use(.custom, 0.1) {
            return .group(customGroup(size: size, box: axis.size(main: length * 0.6, cross: cross)))
        }
        let direction: GroupDirection = random.chance(0.5) ? .horizontal : .vertical
        var group = fill(direction: direction, size: size, resolved: resolved, depth: depth + 1)
        // Inside nested groups main lengths are fractions only, so a slightly smaller slot still fits them.
        group.subitems = group.subitems.map { element in
            guard case .item(var inner) = element, group.count == nil else { return element }
            if direction == .horizontal, case .absolute = inner.size.width { inner.size.width = .fractionalWidth(0.5) }
            if direction == .vertical, case .absolute = inner.size.height { inner.size.height = .fractionalHeight(0.5) }
            inner.edgeSpacing = EdgeSpacing(top: inner.edgeSpacing.top, bottom: inner.edgeSpacing.bottom)
            if direction == .vertical {
                inner.edgeSpacing = EdgeSpacing(
                    leading: inner.edgeSpacing.leading, trailing: inner.edgeSpacing.trailing)
            }
            return .item(inner)
        }
        return .group(group)
    }

    /// An item; `aspect` allows a cross size taken from the main axis (not along an estimated main axis).
    package mutating func item(
        axis: ReferenceAxis, main: Dimension, cross: Double, crossEstimated: Bool, aspect: Bool = true
    ) -> LayoutItem {
        let crossDimension: Dimension
        if crossEstimated {
            let drawn: Dimension =
                random.chance(0.5) ? .absolute(random.int(10...120)) : .estimated(random.int(20...100))
            // Now and then a fraction of the estimated axis, resolved in the estimate (§2.7); drawn from `extra`.
            crossDimension =
                useExtra(.fractionsOfEstimates, 0.2)
                ? fromExtra { generator in
                    let fraction = generator.random.fraction(0.3...1)
                    return axis.horizontal ? .fractionalHeight(fraction) : .fractionalWidth(fraction)
                } : drawn
        } else {
            let roll = random.int(0...99)
            let ownFraction: Dimension = axis.horizontal ? .fractionalHeight(1) : .fractionalWidth(1)
            if roll < 35 {
                crossDimension = ownFraction
            } else if roll < 65 {
                crossDimension =
                    axis.horizontal
                    ? .fractionalHeight(random.fraction(0.3...1)) : .fractionalWidth(random.fraction(0.3...1))
            } else if roll < 80 {
                crossDimension = .absolute(random.int(10...Int(max(10, cross))))
            } else if roll < 92 && aspect && !disabled.contains(.aspectHeights) {
                crossDimension =
                    axis.horizontal
                    ? .fractionalWidth(random.fraction(0.2...0.8)) : .fractionalHeight(random.fraction(0.2...0.8))
            } else {
                let value = random.int(20...100)
                crossDimension =
                    disabled.contains(.estimated) ? .absolute(min(value, max(10, cross))) : .estimated(value)
            }
        }
        var result = LayoutItem(
            size: axis.horizontal
                ? LayoutSize(width: main, height: crossDimension) : LayoutSize(width: crossDimension, height: main))
        if use(.itemInsets, 0.3) {
            result.contentInsets = EdgeInsets(
                top: random.int(0...6), leading: random.int(0...6), bottom: random.int(0...6),
                trailing: random.int(0...6))
        }
        // Across a group estimated across, flexible cross edges share the room of what the instance holds (§2.7);
        // drawn from `extra` so that feeds without them stay as they were.
        let crossEdges =
            crossEstimated
            ? useExtra(.crossEdgesInEstimates, 0.2) && !disabled.contains(.crossEdges)
            : use(.crossEdges, 0.2)
        if crossEdges {
            let choices = [(true, false), (false, true), (true, true)]
            let flexible = crossEstimated ? fromExtra { $0.random.pick(choices) } : random.pick(choices)
            if axis.horizontal {
                result.edgeSpacing.top = flexible.0 ? .flexible(0) : nil
                result.edgeSpacing.bottom = flexible.1 ? .flexible(0) : nil
            } else {
                result.edgeSpacing.leading = flexible.0 ? .flexible(0) : nil
                result.edgeSpacing.trailing = flexible.1 ? .flexible(0) : nil
            }
        }
        if use(.badges, 0.1) {
            kindCounter += 1
            let edges = random.pick([
                [RectEdge.top, .trailing], [.top, .leading], [.bottom], [.trailing], [], [.bottom, .leading],
            ])
            let fractional = random.chance(0.5)
            // Some badges self-size (docs/spec/layout.md §8.1 rule 6) on one side or both.
            let estimated =
                use(.estimated, 0.3) ? random.pick([(true, false), (false, true), (true, true)]) : (false, false)
            let width = random.int(10...24)
            let height = random.int(10...24)
            result.supplementaries = [
                AnchoredSupplementary(
                    kind: "badge-\(kindCounter)",
                    size: LayoutSize(
                        width: estimated.0 ? .estimated(width) : .absolute(width),
                        height: estimated.1 ? .estimated(height) : .absolute(height)),
                    containerAnchor: SupplementaryAnchor(
                        edges: edges,
                        offset: fractional
                            ? Point(x: random.pick([0, 0.5, -0.5]), y: random.pick([0, 0.5, -0.5]))
                            : Point(x: random.int(-6...6), y: random.int(-6...6)), isFractional: fractional),
                    itemAnchor: random.chance(0.3)
                        ? SupplementaryAnchor(edges: random.pick([[.bottom, .leading], [.top]])) : nil)
            ]
        }
        return result
    }
}
