extension SectionSolver {
    /// The item badges whose size has an estimated side, by kind number (kinds are unique within a section).
    static func estimatedBadges(_ group: LayoutGroup, numbers: [String: Int32]) -> [Int32: AnchoredSupplementary] {
        var found: [Int32: AnchoredSupplementary] = [:]
        for element in group.subitems {
            switch element {
            case .item(let item):
                for badge in item.supplementaries
                where badge.size.isEstimated {
                    if let number = numbers[badge.kind] { found[number] = badge }
                }
            case .group(let nested):
                found.merge(estimatedBadges(nested, numbers: numbers)) { first, _ in first }
            }
        }
        return found
    }

    /// Measures every item badge with an estimated side (docs/spec/layout.md §8.1 rule 6): `sizing` is offered the
    /// badge's size resolved in its item's frame (the estimate on an estimated side), and the badge is anchored
    /// again (§5.1) with the answer on its estimated sides. Badges take no room, so nothing else moves.
    ///
    /// - Throws: `LayoutError` for an answer that is not a finite, non-negative size.
    func measureBadges(
        _ content: inout SectionContent, estimated: [Int32: AnchoredSupplementary],
        sizing: (MeasureRequest) -> Size?
    ) throws(LayoutError) {
        for position in content.anchoredMeta.indices {
            let meta = content.anchoredMeta[position]
            guard meta.item >= 0, let badge = estimated[meta.kind], content.itemFrames.indices.contains(Int(meta.item))
            else { continue }
            let current = content.anchoredFrames[position]
            let proposed = Size(width: current.width, height: current.height)
            let request = MeasureRequest(
                section: index, element: .badge(kind: badge.kind, item: Int(meta.item)), proposedSize: proposed,
                isWidthEstimated: badge.size.width.isEstimated, isHeightEstimated: badge.size.height.isEstimated)
            guard let answer = sizing(request) else { continue }
            let size = try Self.accept(
                answer, proposed: proposed, width: request.isWidthEstimated, height: request.isHeightEstimated,
                section: index, what: "badge \"\(badge.kind)\" of item \(meta.item)")
            let origin = InstanceLayouter.badgeOrigin(badge, container: content.itemFrames[Int(meta.item)], size: size)
            content.anchoredFrames[position] = Rect(
                x: roundPosition(.x, origin.x), y: roundPosition(.y, origin.y), width: size.width, height: size.height)
        }
    }
}
