import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// Pinned headers and footers of 2,000 random vertical feeds (measured items and self-sizing boundary items
/// among them) in random scroll views (a notch's or a status bar's top inset, navigation and tab bars, inside a
/// bar controller or not) at fixed and random scroll offsets: the fast solver's `clampedContentOffset` and
/// `pinnedSupplementaries(at:in:)` against the oracle's docs/spec/layout.md §4.2 formulas, to 0.001.
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
            var random = SeededGenerator(seed: seed &* 7919)
            let container = ScrollContainer(
                safeArea: EdgeInsets(
                    top: random.pick([0, 20, 47, 59, 91, 103, 74]), bottom: random.pick([0, 34, 83, 70])),
                isInBarController: random.chance(0.5))
            let insets = ReferenceSolver.adjustedVerticalInsets(
                safeTop: container.safeArea.top, safeBottom: container.safeArea.bottom,
                inBarController: container.isInBarController, contentHeight: height,
                viewportHeight: feed.environment.height)
            let range = ReferenceSolver.scrollRange(
                contentHeight: height, viewportHeight: feed.environment.height, top: insets.top, bottom: insets.bottom)
            // Three offsets drawn from the seed anywhere in the scrollable range, besides the fixed ones; the first
            // fixed ones lie outside it and clamp.
            let drawn = (0..<3).map { _ in Double.random(in: range, using: &random).rounded() }
            let requested = [
                range.lowerBound - 100, range.upperBound + 500, range.lowerBound, 0, height / 3, height / 2,
            ]
            for wanted in requested + drawn {
                let offset = min(max(wanted, range.lowerBound), range.upperBound)
                let clamped = fast.clampedContentOffset(Point(x: 0, y: wanted), in: container)
                if abs(clamped.y - offset) > 0.001 {
                    mismatches.append("seed \(seed) offset \(wanted): clamped to \(clamped.y), expected \(offset)")
                }
                let attributes = fast.pinnedSupplementaries(at: Point(x: 0, y: offset), in: container)
                for element in attributes {
                    guard let section = element.section else { continue }
                    let definition = feed.sections[section].boundarySupplementaries[element.index]
                    let solved = oracle.sections[section]
                    let natural = solved.supplementaries[element.index].frame
                    let expected: Double
                    if definition.alignment.isTopEdge {
                        expected = ReferenceSolver.pinnedHeaderY(
                            natural: natural, section: solved, offset: offset,
                            viewportHeight: feed.environment.height, topInset: insets.top)
                    } else if definition.alignment.isBottomEdge {
                        expected = ReferenceSolver.pinnedFooterY(
                            natural: natural, section: solved, offset: offset,
                            viewportHeight: feed.environment.height, bottomInset: insets.bottom)
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
