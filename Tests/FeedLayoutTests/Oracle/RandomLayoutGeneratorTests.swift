import FeedLayout
import LayoutOracleSupport
import Testing

/// The generator must only make valid descriptions: the oracle places every item of every one, finitely.
@Suite struct RandomLayoutGeneratorTests {
    @Test(arguments: 0..<2)
    func everyGeneratedItemIsPlaced(batch: Int) {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            var generator = RandomLayoutGenerator(seed: seed)
            let feed = generator.feed(seed: seed)
            let layout = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solve(feed.referenceInputs)
            let placed = layout.sections.map(\.items.count)
            #expect(placed == feed.itemCounts, "\(feed)")
            let frames = layout.sections.flatMap { $0.items.map(\.frame) + $0.supplementaries.map(\.frame) }
            #expect(frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width >= 0 && $0.height >= 0 })
        }
    }

    /// The oracle's 2,000 feeds exercise uniform siblings (docs/spec/layout.md §8.1 rule 3): in many of them sharing
    /// moves a frame compared with the same feed whose uniform dimensions are plain estimates.
    @Test func uniformSiblingsChangeManyFeeds() {
        var withUniform = 0
        var changed = 0
        for seed in UInt64(0)..<2_000 {
            var generator = RandomLayoutGenerator(seed: seed)
            let feed = generator.feed(seed: seed)
            var plain = RandomLayoutGenerator(seed: seed, disabled: [.uniform])
            let estimated = plain.feed(seed: seed)
            guard feed.sections != estimated.sections else { continue }
            withUniform += 1
            let shared = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solve(feed.referenceInputs)
            let own = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solve(estimated.referenceInputs)
            if !LayoutComparison(expected: own, actual: shared).isEqual { changed += 1 }
        }
        #expect(withUniform >= 300, "\(withUniform) feeds with uniform items")
        #expect(changed >= 100, "\(changed) feeds where sharing moved a frame")
    }

    /// The oracle's 2,000 feeds hold the shapes of `RandomLayoutGenerator+LaterShapes`, each in many feeds:
    /// `groupPagingCentered` rows of groups estimated along them (§3.3), count groups estimated along their main axis
    /// (§2.2), `repeatingSubitem:count:` groups, negative spacings (§3.1, 9), and items sized by a fraction of an axis
    /// their group estimates, across the group or along it, and flexible spacing in groups estimated along it (§2.7).
    @Test func laterShapesAppearInManyFeeds() {
        var feeds: [String: Int] = [:]
        for seed in UInt64(0)..<2_000 {
            var generator = RandomLayoutGenerator(seed: seed)
            var shapes = Set<String>()
            for section in generator.feed(seed: seed).sections {
                if section.orthogonalScrolling == .groupPagingCentered && section.group.size.width.isEstimated {
                    shapes.insert("centred")
                }
                if section.interGroupSpacing < 0 { shapes.insert("negative") }
                Self.visit(section.group) { group in
                    guard group.direction != .custom else { return }
                    let main = group.direction == .horizontal ? group.size.width : group.size.height
                    if group.count != nil && main.isEstimated { shapes.insert("estimatedCount") }
                    if group.count != nil && group.countKeepsSubitemSize { shapes.insert("repeating") }
                    if (group.interItemSpacing?.minimum ?? 0) < 0 { shapes.insert("negative") }
                    if Self.sizesAnItemByItsEstimate(group) { shapes.insert("fractionOfEstimate") }
                    if Self.spansAFractionOfItsEstimate(group) { shapes.insert("fractionAlongEstimate") }
                    if main.isEstimated && group.interItemSpacing?.isFlexible == true {
                        shapes.insert("flexibleInEstimate")
                    }
                }
            }
            for shape in shapes { feeds[shape, default: 0] += 1 }
        }
        let kinds = [
            "centred", "estimatedCount", "repeating", "negative", "fractionOfEstimate", "fractionAlongEstimate",
            "flexibleInEstimate",
        ]
        for shape in kinds {
            #expect(feeds[shape, default: 0] >= 100, "\(shape): \(feeds[shape, default: 0]) feeds")
        }
    }

    /// Whether an item of `group` takes a side from a fraction of an axis the group estimates (§2.7).
    static func sizesAnItemByItsEstimate(_ group: LayoutGroup) -> Bool {
        group.subitems.contains { element in
            guard case .item(let item) = element else { return false }
            return [item.size.width, item.size.height].contains { dimension in
                switch dimension {
                case .fractionalWidth: return group.size.width.isEstimated
                case .fractionalHeight: return group.size.height.isEstimated
                default: return false
                }
            }
        }
    }

    /// Whether an item of `group` is a fraction of the group's estimated length along the group (§2.7).
    static func spansAFractionOfItsEstimate(_ group: LayoutGroup) -> Bool {
        group.subitems.contains { element in
            guard case .item(let item) = element else { return false }
            switch (group.direction, item.size.width, item.size.height) {
            case (.horizontal, .fractionalWidth, _): return group.size.width.isEstimated
            case (.vertical, _, .fractionalHeight): return group.size.height.isEstimated
            default: return false
            }
        }
    }

    static func visit(_ group: LayoutGroup, _ body: (LayoutGroup) -> Void) {
        body(group)
        for case .group(let nested) in group.subitems { visit(nested, body) }
    }

    @Test func sameSeedSameFeed() {
        var first = RandomLayoutGenerator(seed: 42)
        var second = RandomLayoutGenerator(seed: 42)
        #expect(first.feed(seed: 42).sections == second.feed(seed: 42).sections)
    }
}
