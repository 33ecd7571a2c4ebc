import FeedLayout

/// One random, valid feed description: environment, configuration, sections and item counts.
struct OracleFeed: CustomStringConvertible {
    var seed: UInt64
    var environment: LayoutEnvironment
    var configuration: LayoutConfiguration
    var sections: [LayoutSection]
    var itemCounts: [Int]

    /// The deterministic sizing function of estimated items: the proposal plus a per-item wobble.
    static func measure(section: Int, item: Int, proposed: Size) -> Size {
        Size(
            width: max(8, proposed.width + Double((item * 7 + section) % 13) - 4),
            height: max(8, proposed.height + Double((item * 11 + section * 3) % 29) - 10))
    }

    /// The sizing function of estimated boundary items: the proposal plus a wobble from the kind and section.
    static func measureSupplementary(section: Int, kind: String, proposed: Size) -> Size {
        Size(
            width: proposed.width + Double(kind.count % 5),
            height: max(8, proposed.height + Double((kind.count * 3 + section * 7) % 17) - 6))
    }

    var referenceInputs: [ReferenceSectionInput] {
        sections.indices.map { index in
            ReferenceSectionInput(
                section: sections[index], itemCount: itemCounts[index],
                measure: { OracleFeed.measure(section: index, item: $0, proposed: $1) },
                measureSupplementary: { OracleFeed.measureSupplementary(section: index, kind: $0, proposed: $1) })
        }
    }

    var description: String {
        "seed \(seed): \(environment), \(configuration), counts \(itemCounts), sections \(sections)"
    }
}
