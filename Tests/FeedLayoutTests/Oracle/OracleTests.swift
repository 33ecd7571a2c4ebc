import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// The fast solver against the oracle over seeded random feeds: every frame, size and offset to 0.001.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct OracleTests {
    /// Feeds compared per batch; batches run in parallel.
    static let feedsPerBatch = 250
    static let batches = 8

    @Test(arguments: 0..<batches)
    func fastSolverMatchesOracle(batch: Int) throws {
        var mismatches: [String] = []
        let first = UInt64(batch * Self.feedsPerBatch)
        for seed in first..<(first + UInt64(Self.feedsPerBatch)) {
            var generator = RandomLayoutGenerator(seed: seed)
            let feed = generator.feed(seed: seed)
            let expected = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
                .solve(feed.referenceInputs)
            let actual: ReferenceLayout
            do {
                actual = try FastSolverAdapter.solve(
                    environment: feed.environment, configuration: feed.configuration, sections: feed.sections,
                    itemCounts: feed.itemCounts, measure: OracleFeed.measure,
                    measureSupplementary: OracleFeed.measureSupplementary)
            } catch {
                mismatches.append("seed \(seed): the fast solver rejected a valid feed: \(error)")
                continue
            }
            let comparison = LayoutComparison(expected: expected, actual: actual)
            if !comparison.isEqual {
                mismatches.append("seed \(seed): " + comparison.differences.prefix(3).joined(separator: "; "))
            }
        }
        let report = mismatches.prefix(5).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(Self.feedsPerBatch) feeds differ:\n\(report)")
    }
}
