import FeedLayout
import Testing

/// LAYOUT.md 1.1 and the FeedEngine decision on the pixel grid: fractions floor to it, positions round to it,
/// scale 0 does neither. Container 391 wide so that the three scales give three answers.
@Suite struct PixelGridRuleTests {
    /// Items fractionalWidth(0.35) of 391 = 136.85: scale 3 → floor(410.55)/3 = 136.667; scale 2 → floor(273.7)/2 =
    /// 136.5; scale 0 → 136.85. Two fit each time (273.x ≤ 391, 410.x > 391); the second starts where the first ends.
    @Test(arguments: [(3.0, 410.0 / 3), (2.0, 136.5), (0.0, 136.85)] as [(Double, Double)])
    func fractionsFloorToTheGrid(scale: Double, width: Double) {
        let environment = LayoutEnvironment(width: 391, height: 844, scale: scale)
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.35), .fractionalHeight(1))]))
        for (solver, result) in RuleHarness.sections(section, items: 2, environment: environment) {
            expectRects(result.items.map(\.frame), [rect(0, 0, width, 50), rect(width, 0, width, 50)], solver)
        }
    }

    /// Positions round to the nearest pixel: three 100-wide items with flexible(0) spacing in 391 → leftover 91,
    /// gaps 45.5 → x = 0, 145.5, 291. Scale 3: 145.5·3 = 436.5 → 437 → 145.667 (291 is on the grid); scale 2 and
    /// scale 0 keep 145.5.
    @Test(arguments: [(3.0, 437.0 / 3), (2.0, 145.5), (0.0, 145.5)] as [(Double, Double)])
    func positionsRoundToTheGrid(scale: Double, x: Double) {
        let environment = LayoutEnvironment(width: 391, height: 844, scale: scale)
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
                spacing: .flexible(0)))
        for (solver, result) in RuleHarness.sections(section, items: 3, environment: environment) {
            expectRects(
                result.items.map(\.frame), [rect(0, 0, 100, 50), rect(x, 0, 100, 50), rect(291, 0, 100, 50)], solver)
        }
    }
}
