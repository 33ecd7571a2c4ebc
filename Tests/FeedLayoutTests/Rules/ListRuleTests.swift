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
        (.sidebar, 820, EdgeInsets(top: 18, leading: 10, bottom: 18, trailing: 10)),
        (.sidebarPlain, 820, EdgeInsets.zero),
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

    /// §7 Dynamic Type: header and footer estimates scale with the body size, `round(28 · body/17)` plain and
    /// `round(38 · body/17)` grouped: xSmall (14) 23 and 31, xxxLarge (23) 38 and 51, AX XXXL (53) 87 and 118.
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 23.0, 31.0), (.large, 28, 38), (.extraExtraExtraLarge, 38, 51),
        (.accessibilityExtraExtraExtraLarge, 87, 118),
    ])
    func boundaryEstimatesFollowTheTextSize(category: ContentSizeCategory, plain: Double, grouped: Double) {
        var traits = LayoutTraits(width: 390, height: 844)
        traits.preferredContentSizeCategory = category
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 3, traits: traits)
        for (appearance, estimate) in [(ListAppearance.plain, plain), (.grouped, grouped), (.insetGrouped, grouped)] {
            let section = ListConfiguration(appearance: appearance, hasHeader: true, hasFooter: true)
                .layoutSection(in: environment)
            #expect(section.boundarySupplementaries.map(\.size.height) == [.estimated(estimate), .estimated(estimate)])
        }
    }

    /// The worked example of §7.1: a plain list with a header on the 390-point iPhone at xxxLarge, 2 unmeasured
    /// rows: header round(28 · 23/17) = 38, rows round(44 · 23/17) = 60: header [0, 0, 390, 38], rows [0, 38, 390, 60]
    /// and [0, 98, 390, 60]; section 158 tall.
    @Test func plainListAtXXXLarge() throws {
        var traits = LayoutTraits(width: 390, height: 844)
        traits.preferredContentSizeCategory = .extraExtraExtraLarge
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 3, traits: traits)
        let layout = try LayoutSolver(environment: environment)
            .solve([SectionInput(list: ListConfiguration(appearance: .plain, hasHeader: true), itemCount: 2)])
        expectRects(layout.sections[0].supplementaries.map(\.frame), [rect(0, 0, 390, 38)], "LayoutSolver")
        expectRects(layout.sections[0].itemFrames, [rect(0, 38, 390, 60), rect(0, 98, 390, 60)], "LayoutSolver")
        expectNumber(layout.sections[0].frame.height, 158, "LayoutSolver")
    }

    /// §7.1 row estimates: `max(e, round(e · body/17))`: 44 at xSmall and large, 60 at xxxLarge, 137 at AX XXXL; a
    /// fixed height is kept.
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 44.0), (.large, 44), (.extraExtraExtraLarge, 60),
        (.accessibilityExtraExtraExtraLarge, 137),
    ])
    func rowEstimatesFollowTheTextSize(category: ContentSizeCategory, estimate: Double) {
        var traits = LayoutTraits(width: 390, height: 844)
        traits.preferredContentSizeCategory = category
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 3, traits: traits)
        #expect(ListConfiguration().layoutSection(in: environment).group.size.height == .estimated(estimate))
        let fixed = ListConfiguration(rowHeight: .absolute(50)).layoutSection(in: environment)
        #expect(fixed.group.size.height == .absolute(50))
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
