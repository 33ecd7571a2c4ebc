import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// Pinned headers and footers of 2,000 random vertical feeds (measured items and self-sizing boundary items
/// among them) at fixed and random scroll offsets: the fast solver's `pinnedSupplementaries(at:)` against the
/// oracle's docs/spec/layout.md §4.2 formulas, to 0.001.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct PinningOracleTests {
    static let feedsPerBatch = 250

    @Test(arguments: 0..<8)
    func pinnedPositionsMatchTheOracle(batch: Int) throws {
        var compared = 0
        var mismatches: [String] = []
        let first = UInt64(batch * Self.feedsPerBatch)
        for seed in first..<(first + UInt64(Self.feedsPerBatch)) {
            var generator = RandomLayoutGenerator(seed: seed, disabled: [.horizontalLayout])
            let feed = generator.feed(seed: seed)
            let oracle = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solve(feed.referenceInputs)
            let inputs = zip(feed.sections, feed.itemCounts).map { SectionInput($0.0, itemCount: $0.1) }
            let fast = try LayoutSolver(environment: feed.environment, configuration: feed.configuration).solve(
                inputs,
                sizing: { request in
                    guard let section = request.section else { return nil }
                    switch request.element {
                    case .item(let item):
                        return OracleFeed.measure(section: section, item: item, proposed: request.proposedSize)
                    case .supplementary(let kind):
                        return OracleFeed.measureSupplementary(
                            section: section, kind: kind, proposed: request.proposedSize)
                    }
                })
            let height = oracle.contentSize.height
            // Three offsets drawn from the seed anywhere in the scrollable range, besides the fixed ones.
            var random = SeededGenerator(seed: seed &* 7919)
            let scrollable = max(0, height - feed.environment.height)
            let drawn = (0..<3).map { _ in Double.random(in: 0...max(1, scrollable), using: &random).rounded() }
            for offset in [0, feed.environment.height / 2, height / 3, height / 2, scrollable] + drawn {
                let attributes = fast.pinnedSupplementaries(at: Point(x: 0, y: offset))
                for element in attributes {
                    guard let section = element.section else { continue }
                    let definition = feed.sections[section].boundarySupplementaries[element.index]
                    let solved = oracle.sections[section]
                    let natural = solved.supplementaries[element.index].frame
                    let expected: Double
                    if definition.alignment.isTopEdge {
                        expected = ReferenceSolver.pinnedHeaderY(
                            natural: natural, section: solved, offset: offset,
                            viewportHeight: feed.environment.height)
                    } else if definition.alignment.isBottomEdge {
                        expected = ReferenceSolver.pinnedFooterY(
                            natural: natural, section: solved, offset: offset,
                            viewportHeight: feed.environment.height)
                    } else {
                        continue
                    }
                    compared += 1
                    if abs(element.frame.y - expected) > 0.001 {
                        mismatches.append(
                            "seed \(seed) section \(section) \(definition.kind) at \(offset): "
                                + "expected y \(expected), got \(element.frame.y)")
                    }
                }
            }
        }
        #expect(compared > 50, "only \(compared) pinned positions compared")
        #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(4))")
    }
}
