import FeedLayout
import Testing

/// docs/spec/layout.md §7 list metrics (ours to fix, confidence L): rows are fractionalWidth(1) × estimated(44) in a group of
/// the same size, interGroupSpacing 0; side insets 0 (plain, grouped) or the layout margin (insetGrouped: 16 up to
/// ~400 pt wide, 20 wider); top/bottom insets 18 in grouped styles when there is no header/footer; header estimate
/// 28 (plain, pinned) or 38 (grouped, not pinned).
@Suite struct ListRuleTests {
    /// (appearance, container width, expected insets without header or footer)
    @Test(arguments: [
        (ListAppearance.plain, 390.0, EdgeInsets.zero),
        (.grouped, 390, EdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)),
        (.insetGrouped, 390, EdgeInsets(top: 18, leading: 16, bottom: 18, trailing: 16)),
        (.insetGrouped, 428, EdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)),
    ])
    func listInsets(appearance: ListAppearance, width: Double, insets: EdgeInsets) {
        let section = ListConfiguration(appearance: appearance)
            .layoutSection(in: LayoutEnvironment(width: width, height: 844, scale: 3))
        #expect(section.contentInsets == insets)
        #expect(section.interGroupSpacing == 0)
        #expect(section.group.size == LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
    }

    /// Headers: plain → estimated(28) and pinned; grouped → estimated(38), not pinned.
    @Test(arguments: [(ListAppearance.plain, 28.0, true), (.grouped, 38, false), (.insetGrouped, 38, false)])
    func listHeaders(appearance: ListAppearance, estimate: Double, pinned: Bool) {
        let section = ListConfiguration(appearance: appearance, hasHeader: true).layoutSection(in: RuleHarness.phone)
        let header = section.boundarySupplementaries.first
        #expect(header?.size.height == .estimated(estimate))
        #expect(header?.pinToVisibleBounds == pinned)
        #expect(header?.alignment == .top)
    }

    /// An insetGrouped list of 3 unmeasured rows at 390: x = 16, width 390 − 32 = 358, rows 44 tall from y = 18:
    /// [16, 18, 358, 44], [16, 62, 358, 44], [16, 106, 358, 44]; height 18 + 132 + 18 = 168. The oracle lays out the
    /// same rows built by hand from §7.
    @Test func insetGroupedRows() throws {
        let expected = [rect(16, 18, 358, 44), rect(16, 62, 358, 44), rect(16, 106, 358, 44)]
        let fast = try LayoutSolver(environment: RuleHarness.phone)
            .solve([SectionInput(list: ListConfiguration(appearance: .insetGrouped), itemCount: 3)])
        expectRects(fast.sections[0].itemFrames, expected, "LayoutSolver")
        expectNumber(fast.sections[0].frame.height, 168, "LayoutSolver")

        let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        let byHand = LayoutSection(
            group: LayoutGroup(direction: .vertical, size: row, subitems: [.item(LayoutItem(size: row))]),
            contentInsets: EdgeInsets(top: 18, leading: 16, bottom: 18, trailing: 16))
        let oracle = ReferenceSolver(environment: RuleHarness.phone, configuration: LayoutConfiguration())
            .solve([ReferenceSectionInput(section: byHand, itemCount: 3)])
        expectRects(oracle.sections[0].items.map(\.frame), expected, "oracle")
    }
}
