import FeedLayout
import Testing

/// docs/spec/layout.md §3.1, 3.2, 3.3 and §9: a negative interGroupSpacing longer than a group steps groups back
/// (390 × 844, scale 3). Groups are `fractionalWidth(1) × absolute(100)` with spacing −400 unless said otherwise.
@Suite struct NegativeSpacingRuleTests {
    static let stepsBack = group(.horizontal, .fractionalWidth(1), .absolute(100), [fill])

    /// 3.1: insets top and bottom 10, 3 items: groups at y 10, 10 + 100 − 400 = −290, −590; the last ends at −490,
    /// 500 before the content's start, so the content is 0 long, not −500: the section is 10 + 0 + 10 = 20 tall,
    /// its background [0, 0, 390, 20] and its cells zIndex 1; the next section (one 50-pt row) starts at y 20,
    /// [0, 20, 390, 50]; content height 70. Both solvers made the section −480 tall and put the next one at −480.
    @Test func aSectionSteppedBackIsNeverShorterThanItsInsets() {
        let first = LayoutSection(
            group: Self.stepsBack, contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
            interGroupSpacing: -400, decorations: [BackgroundDecoration()])
        let second = LayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [fill]))
        for (solver, layout) in RuleHarness.layouts([(first, 3), (second, 1)]) {
            let section = layout.sections[0]
            expectRects(
                section.items.map(\.frame), [rect(0, 10, 390, 100), rect(0, -290, 390, 100), rect(0, -590, 390, 100)],
                solver)
            expectRect(section.frame, rect(0, 0, 390, 20), solver)
            expectRects(section.decorations.map(\.frame), [rect(0, 0, 390, 20)], solver)
            #expect(section.items.map(\.zIndex) == [1, 1, 1], "\(solver)")
            expectRects(layout.sections[1].items.map(\.frame), [rect(0, 20, 390, 50)], solver)
            expectNumber(layout.contentSize.height, 70, solver)
        }
    }

    /// 3.3: the same in an orthogonal row, groups 100 wide, insets 16 a side: row-x 0, −300, −600, items at x 16,
    /// −284, −584; the row ends at −500, so it is 0 long and scrollContentSize is 16 + 0 + 16 = 32 wide (was
    /// −468); it does not scroll: rest offsets [0].
    @Test func aRowSteppedBackIsNeverShorterThanItsInsets() {
        let section = LayoutSection(
            group: group(.horizontal, .absolute(100), .absolute(100), [fill]),
            contentInsets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), interGroupSpacing: -400,
            orthogonalScrolling: .groupPaging)
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            #expect(result.items.map(\.frame.x) == [16, -284, -584], "\(solver)")
            expectNumber(result.scrollContentSize?.width, 32, solver)
            #expect(result.restOffsets == [0], "\(solver)")
        }
    }

    /// 3.2: with no insets the section above has no extent: no background, so nothing is promoted (cells zIndex
    /// 0), but its cells and their badges are laid out where the spacing puts them. A badge 10 × 10 on each cell's
    /// top-trailing corner: [380, 0, 10, 10], [380, −300, 10, 10], [380, −600, 10, 10]. The oracle dropped the
    /// badges with the boundary items and still promoted the cells to 1.
    @Test func aSectionWithNoExtentKeepsItsCellsAndBadges() {
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: SupplementaryAnchor(edges: [.top, .trailing]))
        let badged = item(.fractionalWidth(1), .fractionalHeight(1), badges: [badge])
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(100), [badged]), interGroupSpacing: -400,
            decorations: [BackgroundDecoration()])
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectNumber(result.frame.height, 0, solver)
            #expect(result.decorations.isEmpty, "\(solver)")
            #expect(result.items.map(\.zIndex) == [0, 0, 0], "\(solver)")
            expectRects(
                result.supplementaries.map(\.frame),
                [rect(380, 0, 10, 10), rect(380, -300, 10, 10), rect(380, -600, 10, 10)], solver)
        }
    }

    /// 3.3: rest offsets are listed ascending, each once. `groupPaging`, E2's insets (viewport 358), a group
    /// `estimated(200)` wide × 190 holding one item `estimated(200)` wide, measured 300, 100, 300, 300, spacing
    /// −150: row-x 0, 150, 100, 250 (a narrow group lets the next start before it); items at x 16, 166, 116, 266;
    /// row 250 + 300 = 550, width 16 + 550 + 16 = 582, largest offset 550 − 358 = 192: rest offsets
    /// [0, 100, 150, 192]. The solver listed [0, 150, 192], the oracle [0, 150, 100, 192].
    @Test func restOffsetsAscendWhenGroupsStepBack() {
        let card = item(.estimated(200), .fractionalHeight(1))
        let section = LayoutSection(
            group: group(.horizontal, .estimated(200), .absolute(190), [card]),
            contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16), interGroupSpacing: -150,
            orthogonalScrolling: .groupPaging)
        let widths = [300.0, 100, 300, 300]
        let measured = { (_: Int, item: Int, proposed: Size) in Size(width: widths[item], height: proposed.height) }
        for (solver, result) in RuleHarness.sections(section, items: 4, measure: measured) {
            #expect(result.items.map(\.frame.x) == [16, 166, 116, 266], "\(solver)")
            expectNumber(result.scrollContentSize?.width, 582, solver)
            #expect(result.restOffsets == [0, 100, 150, 192], "\(solver)")
        }
    }
}
