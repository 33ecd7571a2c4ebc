import Testing

@testable import FeedLayout

/// `SectionSolver.groupRestOffsets`: each group's start clamped to the row's range, ascending, each once
/// (docs/spec/layout.md §3.3).
@Suite struct GroupRestOffsetTests {
    /// At scale 0 the row's largest offset can land a hair past a group's start (1177.2000000000003 − 654 for
    /// groups of 261.6, three full and a fourth past the end): 523.2 is listed once, not again as
    /// 523.2000000000003 when the fourth start clamps to the end.
    @Test func theEndIsNotListedTwiceForFloatNoise() {
        let offsets = SectionSolver.groupRestOffsets([0, 261.6, 523.2, 784.8], maximum: 523.2000000000003)
        #expect(offsets == [0, 261.6, 523.2])
    }

    /// Starts that do not ascend (a negative spacing and a narrow group) are sorted, then clamped: 0, 150, 100,
    /// 250 with the end at 192 rest at 0, 100, 150, 192; no start at all rests at 0.
    @Test func startsAreSortedAndClampedToTheRow() {
        #expect(SectionSolver.groupRestOffsets([0, 150, 100, 250], maximum: 192) == [0, 100, 150, 192])
        #expect(SectionSolver.groupRestOffsets([-50, -100], maximum: 0) == [0])
        #expect(SectionSolver.groupRestOffsets([], maximum: 40) == [0])
    }
}
