import FeedLayout
import Testing

/// docs/spec/layout.md §4.2: where pinned headers and footers sit as the feed scrolls, from the fast solver's
/// `pinnedSupplementaries(at:)` and from the oracle's formulas.
@Suite struct PinningRuleTests {
    /// E1 with a pinned 44-pt header, then E1 again. Section 0: header [12, 0, 366, 44], height 252; its box
    /// without the extension ends at 44 + 8 + 180 + 20 = 252, so y = min(max(0, offset), 252 − 44 = 208):
    /// offset 0 → 0 (natural, zIndex 0); 100 → 100; 208 → 208; 230 → 208 (pushed by the section's end);
    /// 260 → section 0 is no longer visible (it ends at 252) → natural 0. Displaced → zIndex 1_000_000_000.
    @Test(arguments: [
        (0.0, 0.0, 0), (100, 100, 1_000_000_000), (208, 208, 1_000_000_000), (230, 208, 1_000_000_000), (260, 0, 0),
    ])
    func pinnedHeader(offset: Double, y: Double, zIndex: Int) throws {
        var pinned = ReferenceSolverWorkedExampleTests.e1Section
        pinned.boundarySupplementaries = [header(.fractionalWidth(1), 44, pinned: true)]
        let plain = ReferenceSolverWorkedExampleTests.e1Section
        let result = try LayoutSolver(environment: RuleHarness.phone)
            .solve([SectionInput(pinned, itemCount: 5), SectionInput(plain, itemCount: 5)])
        let attributes = result.pinnedSupplementaries(at: Point(x: 0, y: offset))
        #expect(attributes.count == 1)
        expectRect(attributes.first?.frame, rect(12, y, 366, 44), "LayoutSolver")
        #expect(attributes.first?.zIndex == zIndex)

        let oracle = ReferenceSolver(environment: RuleHarness.phone, configuration: LayoutConfiguration())
            .solve([
                ReferenceSectionInput(section: pinned, itemCount: 5),
                ReferenceSectionInput(section: plain, itemCount: 5),
            ])
        let natural = oracle.sections[0].supplementaries[0].frame
        let oracleY = ReferenceSolver.pinnedHeaderY(
            natural: natural, section: oracle.sections[0], offset: offset, viewportHeight: 844)
        expectNumber(oracleY, y, "oracle")
    }

    /// Footers mirror it. Container 390 × 200; E1 with a pinned 30-pt footer: box bottom 8 + 180 + 20 = 208, so the
    /// footer's natural frame is [12, 208, 366, 30], section height 238. y = max(min(208, offset + 200 − 30),
    /// box top 0): offset 0 → 170; 20 → 190; 40 → 208 (natural).
    @Test(arguments: [(0.0, 170.0), (20, 190), (40, 208)])
    func pinnedFooter(offset: Double, y: Double) throws {
        let environment = LayoutEnvironment(width: 390, height: 200, scale: 3)
        var section = ReferenceSolverWorkedExampleTests.e1Section
        section.boundarySupplementaries = [
            header(.fractionalWidth(1), 30, kind: "footer", alignment: .bottom, pinned: true)
        ]
        let result = try LayoutSolver(environment: environment).solve([SectionInput(section, itemCount: 5)])
        expectRect(result.sections[0].supplementaries.first?.frame, rect(12, 208, 366, 30), "LayoutSolver")
        let attributes = result.pinnedSupplementaries(at: Point(x: 0, y: offset))
        expectRect(attributes.first?.frame, rect(12, y, 366, 30), "LayoutSolver")

        let oracle = ReferenceSolver(environment: environment, configuration: LayoutConfiguration())
            .solve([ReferenceSectionInput(section: section, itemCount: 5)])
        let oracleY = ReferenceSolver.pinnedFooterY(
            natural: oracle.sections[0].supplementaries[0].frame, section: oracle.sections[0], offset: offset,
            viewportHeight: 200)
        expectNumber(oracleY, y, "oracle")
    }
}
