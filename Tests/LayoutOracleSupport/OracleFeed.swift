import FeedLayout

/// One random, valid feed description: environment, configuration, sections and item counts.
package struct OracleFeed: CustomStringConvertible {
    package var seed: UInt64
    package var environment: LayoutEnvironment
    package var configuration: LayoutConfiguration
    package var sections: [LayoutSection]
    package var itemCounts: [Int]

    package init(
        seed: UInt64, environment: LayoutEnvironment, configuration: LayoutConfiguration, sections: [LayoutSection],
        itemCounts: [Int]
    ) {
        self.seed = seed
        self.environment = environment
        self.configuration = configuration
        self.sections = sections
        self.itemCounts = itemCounts
    }

    /// The deterministic sizing function of estimated items: the proposal plus a per-item wobble.
    package static func measure(section: Int, item: Int, proposed: Size) -> Size {
        Size(
            width: max(8, proposed.width + Double((item * 7 + section) % 13) - 4),
            height: max(8, proposed.height + Double((item * 11 + section * 3) % 29) - 10))
    }

    /// The sizing function of estimated boundary items: the proposal plus a wobble from the kind and section.
    package static func measureSupplementary(section: Int, kind: String, proposed: Size) -> Size {
        Size(
            width: proposed.width + Double(kind.count % 5),
            height: max(8, proposed.height + Double((kind.count * 3 + section * 7) % 17) - 6))
    }

    /// The sizing function of estimated item badges: the proposal plus a wobble from the kind, item and section.
    package static func measureBadge(section: Int, kind: String, item: Int, proposed: Size) -> Size {
        Size(
            width: max(4, proposed.width + Double((item * 5 + kind.count) % 9) - 3),
            height: max(4, proposed.height + Double((item * 3 + section) % 11) - 4))
    }

    /// `measure` and `measureSupplementary` as the fast solver's sizing callback.
    package static func sizing(_ request: MeasureRequest) -> Size? {
        guard let section = request.section else { return nil }
        switch request.element {
        case .item(let item): return measure(section: section, item: item, proposed: request.proposedSize)
        case .supplementary(let kind):
            return measureSupplementary(section: section, kind: kind, proposed: request.proposedSize)
        case .badge(let kind, let item):
            return measureBadge(section: section, kind: kind, item: item, proposed: request.proposedSize)
        }
    }

    package var description: String {
        "seed \(seed): \(environment), \(configuration), counts \(itemCounts), sections \(sections)"
    }
}
