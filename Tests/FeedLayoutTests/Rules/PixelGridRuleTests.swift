import FeedLayout
import Testing

/// docs/spec/layout.md §1.1 and the FeedEngine decision on the pixel grid: fractions floor to it, positions round to it,
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

    /// Decision 1: ties go away from zero after `v·s` is snapped to the nearest 1e-6, so summation noise cannot
    /// decide them. Scale 1, item [0, 0, 100, 50]; badge 20 × 25 at `[top, leading]` with fractional offset
    /// (0, 0.58): y = 0.58 · 25 = 14.5, which floating point computes as 14.499999999999998; snapped to 14.5 it
    /// rounds to 15 (without the snap it would give 14).
    @Test func tiesSurviveSummationNoise() {
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(25)),
            containerAnchor: SupplementaryAnchor(
                edges: [.top, .leading], offset: Point(x: 0, y: 0.58), isFractional: true))
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50), badges: [badge])])
        )
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 1)
        for (solver, result) in RuleHarness.sections(section, items: 1, environment: environment) {
            expectRects(result.supplementaries.map(\.frame), [rect(0, 15, 20, 25)], solver)
        }
    }

    /// Decision 2: positions round in feed coordinates, not as offsets inside their group. Scale 2; a row group
    /// 390 × 50 holds an item 100 × 50.5 centred across it by flexible(0) top and bottom edges: its offset in the
    /// group is (50 − 50.5)/2 = −0.25. Below a 100-pt extending header the group starts at y 100, so the item's
    /// feed y is 99.75 → 199.5 px → 200 → 100 (rounding the offset alone would give −0.5 → y 99.5). At the feed's
    /// start (no header) its feed y is −0.25 → −0.5 px → −1 (away from zero) → −0.5.
    @Test(arguments: [(100.0, 100.0), (0.0, -0.5)] as [(Double, Double)])
    func positionsRoundInFeedCoordinates(headerHeight: Double, y: Double) {
        let centred = EdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50.5), edges: centred)]
            ),
            boundarySupplementaries: headerHeight > 0 ? [header(.fractionalWidth(1), headerHeight)] : [])
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 2)
        for (solver, result) in RuleHarness.sections(section, items: 1, environment: environment) {
            expectRects(result.items.map(\.frame), [rect(0, y, 100, 50.5)], solver)
        }
    }

    /// Decision 2 through a nested group and a badge, scale 2. A row 390 × 50 holds a vertical group 100 × 50.5
    /// centred across it by flexible(0) top and bottom edges (offset (50 − 50.5)/2 = −0.25); that group holds an
    /// item filling it (fractionalHeight(1) of 50.5 = floor(101)/2 = 50.5) with a 10 × 10 badge at `[top, leading]`
    /// offset (0, −0.25). Below a 100-pt header: group 99.75 → 199.5 px → 200 → 100, item 100 + 0 = 100, badge
    /// 100 − 0.25 = 99.75 → 100. At the feed's start: group −0.25 → −0.5 px → −1 → −0.5, item −0.5, badge
    /// −0.5 − 0.25 = −0.75 → −1.5 px → −2 → −1.
    @Test(arguments: [(100.0, 100.0, 100.0), (0.0, -0.5, -1.0)] as [(Double, Double, Double)])
    func nestedPositionsRoundInFeedCoordinates(headerHeight: Double, itemY: Double, badgeY: Double) {
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: SupplementaryAnchor(edges: [.top, .leading], offset: Point(x: 0, y: -0.25)))
        let column = group(
            .vertical, .absolute(100), .absolute(50.5),
            [item(.fractionalWidth(1), .fractionalHeight(1), badges: [badge])],
            edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(50), [.group(column)]),
            boundarySupplementaries: headerHeight > 0 ? [header(.fractionalWidth(1), headerHeight)] : [])
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 2)
        for (solver, result) in RuleHarness.sections(section, items: 1, environment: environment) {
            expectRects(result.items.map(\.frame), [rect(0, itemY, 100, 50.5)], solver)
            expectRects(
                result.supplementaries.filter { $0.kind == "badge" }.map(\.frame), [rect(0, badgeY, 10, 10)], solver)
        }
    }
}
