/// Builds `GroupPlan`s: resolves every subitem in its group's box and applies the fit rule (docs/spec/layout.md §2.1).
struct GroupPlanner {
    let grid: PixelGrid
    let section: Int
    /// The section's item count; bounds the fit count when subitems take no room.
    let itemCount: Int
    let kinds: [String: Int32]

    /// Tolerance for the "does it fit" test, in points.
    private static let fitTolerance = 1e-6

    /// Plans `group` in a slot of size `outer`.
    ///
    /// - Throws: `LayoutError` when the group's insets leave no room or not even one subitem fits.
    func plan(
        _ group: LayoutGroup, outer: Size, estimatedWidth: Bool, estimatedHeight: Bool, path: String
    ) throws(LayoutError) -> GroupPlan {
        let insets = group.contentInsets.ignoringEstimated(width: estimatedWidth, height: estimatedHeight)
        let inner = Size(
            width: outer.width - insets.leading - insets.trailing, height: outer.height - insets.top - insets.bottom)
        let badges = badgePlans(group.supplementaries)
        guard group.direction != .custom else {
            let count = group.customFrames.count
            return GroupPlan(
                group: group, outer: outer, isWidthEstimated: estimatedWidth, isHeightEstimated: estimatedHeight,
                insets: insets, slots: count, children: [], capacity: count, badges: badges, hasEstimatedLeaf: false)
        }
        let main = group.direction.mainAxis
        let length = inner[main]
        if insets.total(main) > 0 && length <= 0 {
            throw LayoutError(
                section: section, path: path + ".contentInsets",
                message: "insets of \(Self.format(insets.total(main))) leave no room in a group "
                    + "\(Self.format(outer[main])) \(main == .x ? "wide" : "tall")")
        }
        let slots: Int
        let children: [PlanChild]
        if let count = group.count {
            (slots, children) = try countedChildren(of: group, count: count, inner: inner, path: path)
        } else {
            let estimated = main == .x ? estimatedWidth : estimatedHeight
            (slots, children) = try fittedChildren(of: group, inner: inner, estimated: estimated, path: path)
        }
        var capacity = 0
        if !children.isEmpty {
            for slot in 0..<slots { capacity += children[slot % children.count].capacity }
        }
        let hasEstimatedLeaf = children.contains { child in
            switch child {
            case .item(let item): return item.isWidthEstimated || item.isHeightEstimated
            case .group(let plan): return plan.hasEstimatedLeaf
            }
        }
        return GroupPlan(
            group: group, outer: outer, isWidthEstimated: estimatedWidth, isHeightEstimated: estimatedHeight,
            insets: insets, slots: slots, children: children, capacity: capacity, badges: badges,
            hasEstimatedLeaf: hasEstimatedLeaf)
    }

    /// A `count` group's slots and its one child: the subitem keeps its own size, or takes an equal share of the
    /// group's length less the spacing (floored to the pixel grid).
    private func countedChildren(of group: LayoutGroup, count: Int, inner: Size, path: String) throws(LayoutError)
        -> (slots: Int, children: [PlanChild])
    {
        let main = group.direction.mainAxis
        let length = inner[main]
        let spacing = group.interItemSpacing?.minimum ?? 0
        let subitem = group.subitems[0]
        if group.countKeepsSubitemSize {
            let box = Size(along: main, length - spacing * Double(count - 1), across: inner[main.other])
            return (count, [try child(subitem, box: box, overriding: nil, path: path + ".subitems[0]")])
        }
        let share = grid.floor((length - spacing * Double(count - 1)) / Double(count))
        return (count, [try child(subitem, box: inner, overriding: (main, share), path: path + ".subitems[0]")])
    }

    /// A group's slots by the fit rule (every subitem once when its main axis is estimated) and its children, each
    /// planned in the box the fit leaves them; throws when not even one subitem fits a non-empty section.
    private func fittedChildren(of group: LayoutGroup, inner: Size, estimated: Bool, path: String)
        throws(LayoutError) -> (slots: Int, children: [PlanChild])
    {
        let main = group.direction.mainAxis
        let length = inner[main]
        let spacing = group.interItemSpacing?.minimum ?? 0
        let subitems = group.subitems
        var slots: Int
        var reference: Double
        if estimated {
            slots = subitems.count
            reference = length - spacing * Double(slots - 1)
        } else {
            (slots, reference) = fit(subitems, main: main, length: length, cross: inner[main.other], spacing: spacing)
        }
        if slots == 0 && itemCount > 0 {
            let first = Self.layoutSize(of: subitems[0])[main]
            let firstLength = first.resolve(in: Size(along: main, length, across: inner[main.other]), grid: grid)
            let noun = main == .x ? "wide" : "tall"
            throw LayoutError(
                section: section, path: path + ".subitems[0]." + LayoutSize.fieldName(main),
                message: "the group cannot fit even a single item: the item is \(Self.format(firstLength)) "
                    + "\(noun) and the group has \(Self.format(length))")
        }
        let box = Size(along: main, reference, across: inner[main.other])
        var children: [PlanChild] = []
        for (index, element) in subitems.enumerated() {
            children.append(try child(element, box: box, overriding: nil, path: path + ".subitems[\(index)]"))
        }
        return (slots, children)
    }

    /// Plans one subitem in `box`; a count group overrides its main-axis extent.
    private func child(
        _ element: LayoutElement, box: Size, overriding: (axis: Axis, value: Double)?, path: String
    ) throws(LayoutError) -> PlanChild {
        switch element {
        case .item(let item):
            let (slot, estimatedWidth, estimatedHeight) = resolve(item.size, in: box, overriding: overriding)
            let insets = item.contentInsets.ignoringEstimated(width: estimatedWidth, height: estimatedHeight)
            // A count group's exact share along its main axis is neither estimated nor shared.
            return .item(
                ItemPlan(
                    slot: slot, isWidthEstimated: estimatedWidth, isHeightEstimated: estimatedHeight,
                    isWidthUniform: estimatedWidth && item.size.width.isUniformAcrossSiblings,
                    isHeightUniform: estimatedHeight && item.size.height.isUniformAcrossSiblings, insets: insets,
                    edgeSpacing: item.edgeSpacing, badges: badgePlans(item.supplementaries)))
        case .group(let group):
            let (outer, estimatedWidth, estimatedHeight) = resolve(group.size, in: box, overriding: overriding)
            return .group(
                try plan(
                    group, outer: outer, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight, path: path))
        }
    }

    /// Resolves a subitem's size in `box`; an overridden extent is exact, so that axis is no longer estimated.
    private func resolve(
        _ size: LayoutSize, in box: Size, overriding: (axis: Axis, value: Double)?
    ) -> (size: Size, estimatedWidth: Bool, estimatedHeight: Bool) {
        var resolved = size.resolve(in: box, grid: grid)
        var estimatedWidth = size.width.isEstimated
        var estimatedHeight = size.height.isEstimated
        if let overriding {
            resolved[overriding.axis] = overriding.value
            if overriding.axis == .x { estimatedWidth = false } else { estimatedHeight = false }
        }
        return (resolved, estimatedWidth, estimatedHeight)
    }

    /// The fit rule of docs/spec/layout.md §2.1: how many subitem slots an instance has, and the main-axis length fractions
    /// resolve in.
    private func fit(
        _ subitems: [LayoutElement], main: Axis, length: Double, cross: Double, spacing: Double
    ) -> (slots: Int, reference: Double) {
        // Subitems that take no room would fit forever; past the instance limit the section is an error anyway.
        let limit = Swift.min(2 * Swift.max(itemCount, 1) + subitems.count + 1024, LayoutLimits.instanceItems + 1)
        let crossUsesMain = subitems.contains { Self.layoutSize(of: $0)[main.other].referenceAxis == main }
        if crossUsesMain {
            let units = mainUnits(subitems, main: main, reference: length, cross: cross)
            let unspaced = largestFitting(units: units, spacing: 0, length: length, limit: limit)
            let reference = length - spacing * Double(Swift.max(unspaced - 1, 0))
            let spacedUnits = mainUnits(subitems, main: main, reference: reference, cross: cross)
            let slots = largestFitting(units: spacedUnits, spacing: spacing, length: length, limit: unspaced)
            return (slots, reference)
        }
        var slots = 0
        while slots < limit {
            let candidate = slots + 1
            let reference = length - spacing * Double(candidate - 1)
            let units = mainUnits(subitems, main: main, reference: reference, cross: cross)
            guard Self.total(units, count: candidate, spacing: spacing) <= length + Self.fitTolerance else { break }
            slots = candidate
        }
        return (slots, length - spacing * Double(Swift.max(slots - 1, 0)))
    }

    /// The largest count, up to `limit`, whose cycled units and spacings fit in `length`.
    private func largestFitting(units: [Double], spacing: Double, length: Double, limit: Int) -> Int {
        var slots = 0
        var total = 0.0
        while slots < limit {
            let next = total + units[slots % units.count] + (slots > 0 ? spacing : 0)
            guard next <= length + Self.fitTolerance else { break }
            total = next
            slots += 1
        }
        return slots
    }

    /// The main-axis room each subitem takes (its extent plus its edge spacings' minimums) in a box whose main
    /// extent is `reference`.
    private func mainUnits(_ subitems: [LayoutElement], main: Axis, reference: Double, cross: Double) -> [Double] {
        let box = Size(along: main, reference, across: cross)
        return subitems.map { element in
            let size = Self.layoutSize(of: element)[main].resolve(in: box, grid: grid)
            let edges = Self.edgeSpacing(of: element)
            return size + (edges.leading(main)?.minimum ?? 0) + (edges.trailing(main)?.minimum ?? 0)
        }
    }

    /// The room `count` cycled units and their spacings take.
    private static func total(_ units: [Double], count: Int, spacing: Double) -> Double {
        let cycle = units.reduce(0, +)
        let rounds = count / units.count
        var sum = cycle * Double(rounds)
        for index in 0..<(count % units.count) { sum += units[index] }
        return sum + spacing * Double(count - 1)
    }

    private func badgePlans(_ supplementaries: [AnchoredSupplementary]) -> [BadgePlan] {
        supplementaries.map { BadgePlan(supplementary: $0, kind: kinds[$0.kind] ?? 0) }
    }

    static func layoutSize(of element: LayoutElement) -> LayoutSize {
        switch element {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    static func edgeSpacing(of element: LayoutElement) -> EdgeSpacing {
        switch element {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// A number as a message shows it: integers without a fraction, others with up to 3 decimals.
    static func format(_ value: Double) -> String { NumberText.format(value) }
}
