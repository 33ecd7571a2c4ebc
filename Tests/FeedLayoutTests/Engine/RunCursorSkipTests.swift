import FeedTestSupport
import Testing

@testable import FeedLayout

/// `RunCursor.skip` moves past a run of instances at once; it must leave the cursor exactly where as many calls of
/// `advance` would (to the bit), or, when it cannot promise that, not move it at all.
@Suite struct RunCursorSkipTests {
    /// Values on the 2^-10 grid (whole points, halves, the 1/3 px steps of no scale) and values off it.
    private static func value(_ random: inout SeededGenerator, onGrid: Bool) -> Double {
        let whole = Double(Int.random(in: 0...400, using: &random))
        guard onGrid else { return whole + 1.0 / 3.0 }
        return whole + Double(Int.random(in: 0..<1024, using: &random)) / 1024
    }

    @Test func skipEqualsAdvancingOneByOne() {
        var random = SeededGenerator(seed: 17)
        var skipped = 0
        var declined = 0
        for _ in 0..<2_000 {
            let onGrid = Int.random(in: 0..<4, using: &random) > 0
            var cursor = RunCursor(start: Self.value(&random, onGrid: onGrid))
            cursor.instance = Int.random(in: 0..<50, using: &random)
            let length = Self.value(&random, onGrid: true)
            let gap = Bool.random(using: &random) ? 0 : Self.value(&random, onGrid: onGrid)
            let count = Int.random(in: 1...3_000, using: &random)
            // The pass's last instance: inside the run, at its end, or past it.
            let lastInstance = cursor.instance + Int.random(in: (count / 2)...(count + 5), using: &random)
            var stepped = cursor
            for _ in 0..<count { stepped.advance(by: length, gap: gap, lastInstance: lastInstance) }
            var jumped = cursor
            if jumped.skip(count, by: length, gap: gap, lastInstance: lastInstance) {
                skipped += 1
                #expect(jumped.position.bitPattern == stepped.position.bitPattern)
                #expect(jumped.end.bitPattern == stepped.end.bitPattern)
                #expect(jumped.instance == stepped.instance)
            } else {
                declined += 1
                #expect(jumped.position.bitPattern == cursor.position.bitPattern)
                #expect(jumped.instance == cursor.instance)
            }
        }
        // Both ways are taken: every value on the grid skips, a third of a point does not.
        #expect(skipped > 1_000)
        #expect(declined > 300)
    }

    @Test func aThirdOfAPointIsNotSkipped() {
        var cursor = RunCursor(start: 0)
        let thirds = cursor.skip(10, by: 100.0 / 3.0, gap: 0, lastInstance: 9)
        #expect(!thirds)
        #expect(cursor.instance == 0)
        let points = cursor.skip(10, by: 44, gap: 8, lastInstance: 9)
        #expect(points)
        // 10 rows of 44 with 9 gaps of 8 between them; the last row takes no gap after it.
        #expect(cursor.end == 512)
        #expect(cursor.position == 512)
        #expect(cursor.instance == 10)
    }
}
