import FeedLayout
import Testing

/// docs/spec/layout.md §1–2 rules the worked examples do not reach. Container 390 × 844, scale 3, section insets 0 unless
/// a test says otherwise; every number is derived by hand in the comment.
@Suite struct GroupRuleTests {
    /// 2.4 cross-axis recipes. Group 390 × 100, items 100 × 40: n = 3 fit (300 ≤ 390, 400 > 390) at x = 0, 100, 200.
    /// Leftover across = 100 − 40 = 60: top+bottom flexible(0) share it → y = 30 (centred); only top flexible → 60
    /// (bottom-aligned); only bottom flexible (the default recipe) → 0 (top-aligned).
    @Test(arguments: [
        (EdgeSpacing(top: .flexible(0), bottom: .flexible(0)), 30.0),
        (EdgeSpacing(top: .flexible(0)), 60.0),
        (EdgeSpacing(bottom: .flexible(0)), 0.0),
    ])
    func crossAxisFlexibleEdges(edges: EdgeSpacing, y: Double) {
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100), [item(.absolute(100), .absolute(40), edges: edges)]))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(0, y, 100, 40), rect(100, y, 100, 40), rect(200, y, 100, 40)], solver)
        }
    }

    /// 2.3/2.4 main axis: items 100 wide with leading and trailing flexible(0): 3 fit; leftover 390 − 300 = 90 is
    /// shared by the 6 flexible edges, 15 each → x = 15, 15+100+15+15 = 145, 275.
    /// Flexible gaps and flexible edges share alike: leading flexible(0) on each item plus interItemSpacing
    /// flexible(0) → 3 edges + 2 gaps = 5 shares of 18 → x = 18, 18+100+18+18 = 154, 290.
    @Test func flexibleEdgesAndGapsShareTheLeftoverEqually() {
        let both = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let centred = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [item(.absolute(100), .fractionalHeight(1), edges: both)]))
        for (solver, result) in RuleHarness.sections(centred, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(15, 0, 100, 100), rect(145, 0, 100, 100), rect(275, 0, 100, 100)],
                solver)
        }
        let mixed = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [item(.absolute(100), .fractionalHeight(1), edges: EdgeSpacing(leading: .flexible(0)))],
                spacing: .flexible(0)))
        for (solver, result) in RuleHarness.sections(mixed, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(18, 0, 100, 100), rect(154, 0, 100, 100), rect(290, 0, 100, 100)],
                solver)
        }
    }

    /// 2.1 n0 rule. Subitems [a = fractionalWidth(0.5) × fractionalWidth(0.2), b = absolute(195) × full height],
    /// fixed(10), group 390 × 100. a's height is a fraction of the width, so: without spacing a = 195, b = 195 fit
    /// (390), a third does not → n0 = 2; fractions resolve in 390 − 10 = 380 → a = 190 × floorPx(76) = 76; with the
    /// spacing 190 + 10 + 195 = 395 > 390 → each instance keeps only a: item0 [0,0,190,76], item1 [0,100,190,76].
    /// Without the aspect height (a = 0.5 × fractionalHeight(1)) the usual rule applies: n = 2 fails (395), n = 1
    /// resolves in 390 → a = 195 wide: item0 [0,0,195,100], item1 [0,100,195,100].
    @Test func heightFromWidthUsesTheN0Rule() {
        let b = item(.absolute(195), .fractionalHeight(1))
        let aspect = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [item(.fractionalWidth(0.5), .fractionalWidth(0.2)), b],
                spacing: .fixed(10)))
        for (solver, result) in RuleHarness.sections(aspect, items: 2) {
            expectRects(result.items.map(\.frame), [rect(0, 0, 190, 76), rect(0, 100, 190, 76)], solver)
        }
        let plain = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [item(.fractionalWidth(0.5), .fractionalHeight(1)), b],
                spacing: .fixed(10)))
        for (solver, result) in RuleHarness.sections(plain, items: 2) {
            expectRects(result.items.map(\.frame), [rect(0, 0, 195, 100), rect(0, 100, 195, 100)], solver)
        }
    }

    /// 1.3: a slot 9.5 wide with insets 7 on each side gives a frame |9.5 − 14| = 4.5 wide (height 20 − 0 = 20).
    @Test func insetLargerThanSlotGivesTheAbsoluteDifference() {
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(20),
                [item(.absolute(9.5), .fractionalHeight(1), insets: EdgeInsets(leading: 7, trailing: 7))]))
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectNumber(result.items.first?.frame.width, 4.5, solver)
            expectNumber(result.items.first?.frame.height, 20, solver)
        }
    }

    /// 2.1/2.8 vertical groups: column 195 (fractionalWidth 0.5) × 220, rows 60 tall.
    /// fixed(10): 60n + 10(n−1) ≤ 220 → n = 3 (200), at y = 0, 70, 140; the 4th item starts instance 2 at y 220.
    /// Instance 2 holds 1 of 3 → trimmed: its item reaches 60, a full column's slack after its last item is
    /// 220 − 200 = 20 → 80; section height 220 + 80 = 300.
    /// flexible(10): still 3; leftover 220 − 180 − 20 = 20 over 2 gaps → gaps 20, y = 0, 80, 160; slack 0 →
    /// the trimmed column is 60 and the section 280.
    @Test func verticalGroupsFitAlongYAndTrimWithTheirSlack() {
        let row = item(.fractionalWidth(1), .absolute(60))
        let fixed = LayoutSection(
            group: group(.vertical, .fractionalWidth(0.5), .absolute(220), [row], spacing: .fixed(10)))
        for (solver, result) in RuleHarness.sections(fixed, items: 4) {
            expectRects(
                result.items.map(\.frame),
                [rect(0, 0, 195, 60), rect(0, 70, 195, 60), rect(0, 140, 195, 60), rect(0, 220, 195, 60)], solver)
            expectNumber(result.frame.height, 300, solver)
        }
        let flexible = LayoutSection(
            group: group(.vertical, .fractionalWidth(0.5), .absolute(220), [row], spacing: .flexible(10)))
        for (solver, result) in RuleHarness.sections(flexible, items: 4) {
            expectRects(
                result.items.map(\.frame),
                [rect(0, 0, 195, 60), rect(0, 80, 195, 60), rect(0, 160, 195, 60), rect(0, 220, 195, 60)], solver)
            expectNumber(result.frame.height, 280, solver)
        }
    }

    /// 2.5 depth-first consumption: outer 390 × 100 = [column (0.5 × full, count 2), item 0.5 × full]. Both fit
    /// (195 + 195 = 390), so an instance holds 3 items: the column's two (50 tall each), then the right item.
    /// item0 [0,0,195,50], item1 [0,50,195,50], item2 [195,0,195,100]; instance 2: item3 [0,100,195,50],
    /// item4 [0,150,195,50]. Instance 2 is partial: item4 reaches 100 from its top, slack 0 → 100; height 200.
    @Test func nestedGroupsConsumeItemsDepthFirst() {
        let column = group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1), [fill], count: 2)
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [.group(column), item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        for (solver, result) in RuleHarness.sections(section, items: 5) {
            expectRects(
                result.items.map(\.frame),
                [
                    rect(0, 0, 195, 50), rect(0, 50, 195, 50), rect(195, 0, 195, 100), rect(0, 100, 195, 50),
                    rect(0, 150, 195, 50),
                ],
                solver)
            expectNumber(result.frame.height, 200, solver)
        }
    }

    /// 2.7: a vertical group estimated(100) along its own axis holds one pass over [30, 30] with fixed(5) → 65
    /// long: item0 y 0, item1 y 35; item2 starts instance 2 at y 65, which holds 1 of 2 and is trimmed to its item
    /// (30; a full pass has no slack) → section height 95. With flexible(5) the same: the group is as long as what it
    /// holds, so nothing is left over to share; the oracle shared the estimate's 100 − 65 and put item1 at y 70.
    @Test(arguments: [Spacing.fixed(5), .flexible(5)])
    func estimatedGroupHoldsOnePass(spacing: Spacing) {
        let row = item(.fractionalWidth(1), .absolute(30))
        let section = LayoutSection(
            group: group(.vertical, .fractionalWidth(1), .estimated(100), [row, row], spacing: spacing))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(0, 0, 390, 30), rect(0, 35, 390, 30), rect(0, 65, 390, 30)], solver)
            expectNumber(result.frame.height, 95, solver)
        }
    }

    /// 2.4, 2.7: a vertical group `estimated(200)` wide is as wide as its widest subitem, 60, and a 30-wide item
    /// with flexible leading and trailing edges is centred in those 60: x 15. The oracle made the group wide enough
    /// for the item centred in the estimate, 115, and centred it there: 42.667.
    @Test func flexibleCrossEdgesCentreInTheGrownSize() {
        let narrow = item(
            .absolute(30), .absolute(40), edges: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let section = LayoutSection(
            group: group(.vertical, .estimated(200), .absolute(80), [narrow, item(.absolute(60), .absolute(40))]))
        for (solver, result) in RuleHarness.sections(section, items: 2) {
            expectRects(result.items.map(\.frame), [rect(15, 0, 30, 40), rect(0, 40, 60, 40)], solver)
        }
    }

    /// 2.4, 2.7, 2.5 (seed 315): a partly filled last instance estimated across is as tall as what it holds; its
    /// empty places hold no cell and take no room across. A horizontal `count: 3` group 390 wide, `estimated(60)`
    /// tall, holding one item `estimated(86)` tall with flexible top and bottom edges, measured 76: the group is 76
    /// tall and the item centred in those 76, y 0. The solver counted the two empty places at their estimate, 86,
    /// centred the item there at y (86 − 76) / 2 = 5 and trimmed the group to 81.
    @Test func partialInstanceCentresAcrossInWhatItHolds() {
        let centred = item(
            .fractionalWidth(1), .estimated(86), edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let section = LayoutSection(group: group(.horizontal, .fractionalWidth(1), .estimated(60), [centred], count: 3))
        let measured = { (_: Int, _: Int, proposed: Size) in Size(width: proposed.width, height: 76) }
        for (solver, result) in RuleHarness.sections(section, items: 1, measure: measured) {
            expectRects(result.items.map(\.frame), [rect(0, 0, 130, 76)], solver)
            expectNumber(result.frame.height, 76, solver)
        }
    }

    /// 2.8 with nothing measured (seed 2133): a horizontal group 85 wide, `estimated(43)` tall, subitems a 48 × 16
    /// item with flexible top and bottom edges and a 37 × 40 one (2 fit); 3 items. The first instance is 40 tall,
    /// item 0 centred at y (40 − 16) / 2 = 12; the last holds item 2 only, so it is 16 tall, the item at y 40 + 0
    /// and the section 56. The solver copied the full instance's layout there (y 52, the section trimmed to 68).
    @Test func partialInstanceWithoutMeasurementsCentresInWhatItHolds() {
        let centred = item(
            .absolute(48), .absolute(16), edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let section = LayoutSection(
            group: group(
                .horizontal, .absolute(85), .estimated(43), [centred, item(.absolute(37), .absolute(40))]))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(0, 12, 48, 16), rect(48, 0, 37, 40), rect(0, 40, 48, 16)], solver)
            expectNumber(result.frame.height, 56, solver)
        }
    }

    /// 2.7: a group's subitems are sized in its estimate, not in the size it grows to. A vertical group
    /// `estimated(80)` wide, 100 tall, its item `absolute(30)` wide and `fractionalWidth(0.25)` tall: the item is
    /// floorPx(0.25 · 80) = 20 tall, so 5 fit in 100 (y 0, 20, …, 80); the group grows to its item, 30 wide. 7
    /// items: the second instance at y 100 holds 2 and is trimmed to 40 (2.8) → section 140. The oracle sized the
    /// items in the grown width, floorPx(0.25 · 30) = 7.333 tall, when it placed them.
    @Test func subitemsResolveInTheGroupsEstimate() {
        let tile = item(.absolute(30), .fractionalWidth(0.25))
        let section = LayoutSection(group: group(.vertical, .estimated(80), .absolute(100), [tile]))
        for (solver, result) in RuleHarness.sections(section, items: 7) {
            expectRects(
                result.items.map(\.frame), (0..<7).map { rect(0, Double($0) * 20, 30, 20) }, solver)
            expectNumber(result.frame.height, 140, solver)
        }
    }

    /// The same with `repeatingSubitem:count: 3` (§2.2: the subitem keeps its own size, resolved in the inner box
    /// less the spacings): each item floorPx(0.25 · 80) = 20 tall, an instance 60 tall at y 0 and 100.
    @Test func aRepeatingCountGroupSizesItsSubitemInTheEstimate() {
        let tile = item(.absolute(30), .fractionalWidth(0.25))
        var column = group(.vertical, .estimated(80), .absolute(100), [tile], count: 3)
        column.countKeepsSubitemSize = true
        for (solver, result) in RuleHarness.sections(LayoutSection(group: column), items: 4) {
            expectRects(
                result.items.map(\.frame),
                [rect(0, 0, 30, 20), rect(0, 20, 30, 20), rect(0, 40, 30, 20), rect(0, 100, 30, 20)], solver)
        }
    }

    /// 2.8 nested group along the scroll axis: outer row 390 × 200 holding one column (count 4, cells 50 tall).
    /// 6 items: instance 1 at y 0, 50, 100, 150; instance 2 holds items 4, 5 at y 200, 250 and is cut to
    /// 100 (its items reach 100, slack 0) → section height 300.
    @Test func nestedColumnIsTrimmedAlongTheScrollAxis() {
        let column = group(.vertical, .fractionalWidth(1), .fractionalHeight(1), [fill], count: 4)
        let section = LayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(200), [.group(column)]))
        for (solver, result) in RuleHarness.sections(section, items: 6) {
            #expect(result.items.map(\.frame.y) == [0, 50, 100, 150, 200, 250], "\(solver)")
            expectNumber(result.frame.height, 300, solver)
        }
    }

    /// 2.2 count inside group insets: L = 390 − 10 − 10 = 370, slot = floorPx((370 − 2·5)/3) = 120, x = 10 +
    /// k·125 → 10, 135, 260; y = 5, height = 60 − 5 − 5 = 50.
    @Test func countDividesTheInnerLength() {
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(60), [fill], count: 3, spacing: .fixed(5),
                insets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(10, 5, 120, 50), rect(135, 5, 120, 50), rect(260, 5, 120, 50)], solver)
        }
    }

    /// 2.1/8.5: a subitem taller than its 50-pt group sticks out and the group keeps its size — both for an
    /// absolute(80) height and for an estimated(44) one measured at 80: items [0,0,390,80], [0,50,390,80];
    /// section height 100.
    @Test(arguments: [Dimension.absolute(80), .estimated(44)])
    func tallerSubitemSticksOut(height: Dimension) {
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), height)]))
        let results = RuleHarness.layouts([(section, 2)]) { _, _, proposed in Size(width: proposed.width, height: 80) }
        for (solver, layout) in results {
            expectRects(layout.sections[0].items.map(\.frame), [rect(0, 0, 390, 80), rect(0, 50, 390, 80)], solver)
            expectNumber(layout.sections[0].frame.height, 100, solver)
        }
    }

    /// 2.4/3.1 a top-level group's edge spacing: 190 wide with flexible leading and trailing → centred at
    /// x = (390 − 190)/2 = 100. Top/bottom fixed(5) add room between consecutive instances (y_j = j·(Gh + ig + 5
    /// + 5)): y = 0, 60; section height 50 + 10 + 50 = 110.
    @Test func topLevelGroupEdgeSpacing() {
        let edges = EdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: .fixed(5))
        let section = LayoutSection(group: group(.horizontal, .absolute(190), .absolute(50), [fill], edges: edges))
        for (solver, result) in RuleHarness.sections(section, items: 2) {
            expectRects(result.items.map(\.frame), [rect(100, 0, 190, 50), rect(100, 60, 190, 50)], solver)
            expectNumber(result.frame.height, 110, solver)
        }
    }

    /// 2.1/2.3/2.8 a partly filled last instance keeps a full instance's positions. E3 (items 100 × 100,
    /// flexible(8), insets 16 leading/trailing, inner 358): a full row is x = 16, 145, 274 (gaps 29). With 5 items the
    /// second row holds 2: the group's fit (n = 3) and its shares are the full instance's — the last instance "holds
    /// fewer items than a full one" and is only cut along the scroll axis — so they sit at x = 16, 145 (not spread
    /// over one gap of 158 to x = 274).
    @Test func partialRowKeepsTheFullRowsPositions() {
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100), [item(.absolute(100), .absolute(100))],
                spacing: .flexible(8)),
            contentInsets: EdgeInsets(leading: 16, trailing: 16))
        for (solver, result) in RuleHarness.sections(section, items: 5) {
            expectRects(
                result.items.map(\.frame),
                [
                    rect(16, 0, 100, 100), rect(145, 0, 100, 100), rect(274, 0, 100, 100), rect(16, 100, 100, 100),
                    rect(145, 100, 100, 100),
                ],
                solver)
        }
    }

    /// 2.8 trimming measures item frames (after contentInsets), not slots: column 390 × 200 = [A: 100 tall with
    /// bottom inset 10, B: 100 tall]; 3 items → instance 2 holds A alone at y 200 → frame [0, 200, 390, 90]. Its
    /// frame reaches 90; a full column's frames reach 200 (B ends the slot), slack 0 → trimmed to 90; section
    /// height 200 + 90 = 290.
    @Test func trimmingMeasuresFramesNotSlots() {
        let a = item(.fractionalWidth(1), .absolute(100), insets: EdgeInsets(bottom: 10))
        let b = item(.fractionalWidth(1), .absolute(100))
        let section = LayoutSection(group: group(.vertical, .fractionalWidth(1), .absolute(200), [a, b]))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRect(result.items.last?.frame, rect(0, 200, 390, 90), solver)
            expectNumber(result.frame.height, 290, solver)
        }
    }

    /// 2.3/9 negative spacing overlaps, no error: items 100 wide with fixed(−10): 100n − 10(n − 1) ≤ 390 → n = 4
    /// (370), 5 would need 460. x = 0, 90, 180, 270; the 5th item starts a new row at y 50.
    @Test func negativeFixedSpacingOverlaps() {
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
                spacing: .fixed(-10)))
        for (solver, result) in RuleHarness.sections(section, items: 5) {
            #expect(result.items.map(\.frame.x) == [0, 90, 180, 270, 0], "\(solver)")
            #expect(result.items.map(\.frame.y) == [0, 0, 0, 0, 50], "\(solver)")
        }
    }

    /// 2.3 a negative flexible share pulls back: a top-level group 400 wide (wider than the 390 section) with a
    /// flexible(0) leading edge gets the whole leftover 390 − 400 = −10 → x = −10.
    @Test func negativeFlexibleShareMovesAWideGroupLeft() {
        let section = LayoutSection(
            group: group(.horizontal, .absolute(400), .absolute(50), [fill], edges: EdgeSpacing(leading: .flexible(0))))
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(result.items.map(\.frame), [rect(-10, 0, 400, 50)], solver)
        }
    }
}
