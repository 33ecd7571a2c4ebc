import FeedLayout
import FeedTestSupport

/// Shapes the generator learned after the oracle's feeds were fixed. They draw from `extra`, so a seed whose feed
/// has none of them is the feed it always was.
extension RandomLayoutGenerator {
    /// Draws a chance for a later shape from `extra`; a disabled feature never happens.
    package mutating func useExtra(_ feature: Feature, _ p: Double) -> Bool {
        let roll = drawsExtra ? random.chance(p) : extra.chance(p)
        return roll && !disabled.contains(feature)
    }

    /// Runs `body` with `extra` standing in for `random`.
    package mutating func fromExtra<T>(_ body: (inout RandomLayoutGenerator) -> T) -> T {
        guard !drawsExtra else { return body(&self) }
        swap(&random, &extra)
        drawsExtra = true
        defer {
            drawsExtra = false
            swap(&random, &extra)
        }
        return body(&self)
    }

    /// The top-level group of a `groupPagingCentered` row whose groups size themselves along it
    /// (docs/spec/layout.md §3.3, E2b): estimated wide, so each is centred by its own measured width.
    package mutating func centredRowGroup(box: Size) -> LayoutGroup {
        let width = Dimension.estimated(random.int(80...Int(min(box.width, 400))))
        if random.chance(0.6) {
            let height: Dimension = random.pick([
                .absolute(random.int(40...260)), .fractionalHeight(random.fraction(0.05...0.35)),
                .estimated(random.int(40...160)),
            ])
            let size = LayoutSize(width: width, height: height)
            return fill(direction: .horizontal, size: size, resolved: resolve(size, in: box), depth: 0)
        }
        let height: Dimension =
            random.chance(0.5) ? .absolute(random.int(100...400)) : .fractionalHeight(random.fraction(0.15...0.5))
        let size = LayoutSize(width: width, height: height)
        return fill(direction: .vertical, size: size, resolved: resolve(size, in: box), depth: 0)
    }

    /// A `count` group estimated along its main axis (§2.2): each copy takes an equal share of the estimate, or
    /// with `repeatingSubitem` keeps its own whole-point or estimated length.
    package mutating func estimatedCountGroup(
        _ group: LayoutGroup, axis: ReferenceAxis, cross: Double, crossEstimated: Bool
    ) -> LayoutGroup {
        var group = group
        let estimate = grid.resolve(axis.main(group.size), in: Size(width: 0, height: 0))
        let count = Int(random.int(1...4))
        let room = count > 1 ? max(0, (estimate - 8 * Double(count)) / Double(count - 1)) : 0
        group.count = count
        group.countKeepsSubitemSize = random.chance(0.4)
        group.interItemSpacing = random.chance(0.5) ? .fixed(random.int(0...Int(min(8, room)))) : nil
        let main: Dimension = random.chance(0.5) ? .absolute(random.int(10...60)) : .estimated(random.int(20...80))
        group.subitems = [
            .item(item(axis: axis, main: main, cross: cross, crossEstimated: crossEstimated, aspect: false))
        ]
        return group
    }

    /// `spacing`, or now and then a negative one down to `-deepest`, from `extra`.
    package mutating func negativeSpacing(_ spacing: Double, deepest: Int) -> Double {
        guard useExtra(.negativeSpacing, 0.1) else { return spacing }
        return drawsExtra ? -random.int(1...deepest) : -extra.int(1...deepest)
    }
}
