import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// The pinning ranges of random feeds, vertical and horizontal, in both directions: the fast solver's
/// `pinningRange(section:index:)` against the oracle's docs/spec/layout.md §4.2 range, worked out on the oracle's
/// left-to-right layout and, right to left, mirrored as §6.3 mirrors the frames.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct PinRangeOracleTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func pinRangesMatchTheOracle(direction: LayoutDirection) throws {
        var compared = 0
        var mismatches: [String] = []
        for seed in UInt64(0)..<600 {
            var generator = RandomLayoutGenerator(seed: seed)
            let feed = generator.feed(seed: seed)
            let horizontal = feed.configuration.scrollDirection == .horizontal
            let oracle = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solveLeftToRight(feed.referenceInputs)
            var environment = feed.environment
            environment.traits.layoutDirection = direction
            let inputs = zip(feed.sections, feed.itemCounts).map { SectionInput($0.0, itemCount: $0.1) }
            let fast = try LayoutSolver(environment: environment, configuration: feed.configuration)
                .solve(inputs, sizing: OracleFeed.sizing)
            for (section, definition) in feed.sections.enumerated() {
                for (index, boundary) in definition.boundarySupplementaries.enumerated()
                where boundary.pinToVisibleBounds && oracle.sections[section].supplementaries.indices.contains(index) {
                    let natural = oracle.sections[section].supplementaries[index].frame
                    let isFooter = horizontal ? boundary.alignment.isTrailingEdge : boundary.alignment.isBottomEdge
                    var expected = ReferenceSolver.pinRange(
                        natural: natural, section: oracle.sections[section], isFooter: isFooter,
                        horizontal: horizontal)
                    if horizontal && direction == .rightToLeft {
                        expected = ReferenceSolver.mirrored(
                            expected, extent: natural.width, width: oracle.contentSize.width)
                    }
                    compared += 1
                    let actual = fast.pinningRange(section: section, index: index)
                    guard let actual, abs(actual.lowerBound - expected.lowerBound) < 0.001,
                        abs(actual.upperBound - expected.upperBound) < 0.001
                    else {
                        mismatches.append(
                            "seed \(seed) section \(section) \(boundary.kind): \(String(describing: actual)) ≠ \(expected)"
                        )
                        continue
                    }
                }
            }
        }
        #expect(compared > 50, "only \(compared) pinned ranges compared")
        #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(4))")
    }
}

extension BoundaryAlignment {
    /// In a horizontal feed the trailing edge is the one a footer pins to.
    fileprivate var isTrailingEdge: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}
