import FeedLayout
import Testing

/// docs/spec/layout.md §4–5 rules the worked examples do not reach (390 × 844, scale 3).
@Suite struct SupplementaryRuleTests {
    /// A 390 × 50 row holding one full-size item.
    static let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [fill])

    /// 4.1 corners and offsets. Insets top 10, leading 16, bottom 10, trailing 16 → band x 16, width 358.
    /// a: 100 × 30 `.topLeading` → [16, 0, 100, 30]. b: 100 × 30 `.topTrailing` with offset (5, 3) →
    /// x = 16 + 358 − 100 + 5 = 279, y = 0 + 3 → [279, 3, 100, 30]. Headers extend by 30, so the item sits at
    /// y = 30 + 10 = 40: [16, 40, 358, 50]; box bottom = 40 + 50 + 10 = 100; footer 100 × 20 `.bottomTrailing`
    /// below it: [274, 100, 100, 20]; section height 30 + 10 + 50 + 10 + 20 = 120.
    @Test func cornersAndOffsets() {
        let section = LayoutSection(
            group: Self.row, contentInsets: EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16),
            boundarySupplementaries: [
                header(.absolute(100), 30, kind: "a", alignment: .topLeading),
                header(.absolute(100), 30, kind: "b", alignment: .topTrailing, offset: Point(x: 5, y: 3)),
                header(.absolute(100), 20, kind: "footer", alignment: .bottomTrailing),
            ])
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(
                result.supplementaries.map(\.frame),
                [rect(16, 0, 100, 30), rect(279, 3, 100, 30), rect(274, 100, 100, 20)], solver)
            expectRects(result.items.map(\.frame), [rect(16, 40, 358, 50)], solver)
            expectNumber(result.frame.height, 120, solver)
        }
    }

    /// 4.1 `extendsBoundary = false`: E1's grid (insets 8/12/20/12, 5 items, height 208) keeps its numbers; the
    /// header lies inside the box at its top, [12, 0, 366, 44], and a 20-pt footer at its bottom edge,
    /// y = 208 − 20 = 188 → [12, 188, 366, 20].
    @Test func nonExtendingItemsOverlapTheContent() {
        var section = ReferenceSolverWorkedExampleTests.e1Section
        section.boundarySupplementaries = [
            header(.fractionalWidth(1), 44, extends: false),
            header(.fractionalWidth(1), 20, kind: "footer", alignment: .bottom, extends: false),
        ]
        for (solver, result) in RuleHarness.sections(section, items: 5) {
            expectRects(result.supplementaries.map(\.frame), [rect(12, 0, 366, 44), rect(12, 188, 366, 20)], solver)
            expectRect(result.items.first?.frame, rect(16, 12, 175, 52), solver)
            expectNumber(result.frame.height, 208, solver)
        }
    }

    /// 4.1 several items on one edge do not stack: the section grows by the largest (44). Each is placed against
    /// the section frame's top edge (the lead's decision: the edge is the frame's, not the box's), so both start at
    /// the section's top y = 0: a `.topLeading` 100 × 44 → [0, 0, 100, 44]; b `.topTrailing` 100 × 30 →
    /// [390 − 100 = 290, 0, 100, 30]. The item follows at y 44; section height 44 + 50 = 94.
    @Test func severalItemsOnOneEdgeDoNotStack() {
        let section = LayoutSection(
            group: Self.row,
            boundarySupplementaries: [
                header(.absolute(100), 44, kind: "a", alignment: .topLeading),
                header(.absolute(100), 30, kind: "b", alignment: .topTrailing),
            ])
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(result.supplementaries.map(\.frame), [rect(0, 0, 100, 44), rect(290, 0, 100, 30)], solver)
            expectRects(result.items.map(\.frame), [rect(0, 44, 390, 50)], solver)
            expectNumber(result.frame.height, 94, solver)
        }
    }

    /// 4.1 with decision 4: a footer in a section that an extending side item made taller sits at the grown
    /// section's end. One 390 × 50 row and an extending 30-pt footer: 50 + 30 = 80; an extending `.trailing` side
    /// item 20 × 100 is taller, so the section grows to 100 and the side item starts at its top: [370, 0, 20, 100].
    /// The footer sits at the section's end: y = 100 − 30 = 70 → [0, 70, 390, 30] (not 50, right below the row).
    @Test func footerFollowsASectionGrownBySideItem() {
        let section = LayoutSection(
            group: Self.row,
            boundarySupplementaries: [
                header(.fractionalWidth(1), 30, kind: "footer", alignment: .bottom),
                header(.absolute(20), 100, kind: "side", alignment: .trailing),
            ])
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(
                result.supplementaries.map(\.frame), [rect(0, 70, 390, 30), rect(370, 0, 20, 100)], solver)
            expectRects(result.items.map(\.frame), [rect(0, 0, 390, 50)], solver)
            expectNumber(result.frame.height, 100, solver)
        }
    }

    /// 4.1 side items: section of one 390 × 100 row. A `.leading` 20 × 40 item is centred along the section:
    /// y = (100 − 40)/2 = 30 → [0, 30, 20, 40]. A `.trailing` 20 × 150 extending item is taller than the section,
    /// which grows to 150; it starts at the top: [370, 0, 20, 150]; the row stays at [0, 0, 390, 100].
    @Test func sideItemsAreCentredOrGrowTheSection() {
        let centred = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(100), [fill]),
            boundarySupplementaries: [header(.absolute(20), 40, kind: "side", alignment: .leading)])
        for (solver, result) in RuleHarness.sections(centred, items: 1) {
            expectRects(result.supplementaries.map(\.frame), [rect(0, 30, 20, 40)], solver)
            expectNumber(result.frame.height, 100, solver)
        }
        let tall = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(100), [fill]),
            boundarySupplementaries: [header(.absolute(20), 150, kind: "side", alignment: .trailing)])
        for (solver, result) in RuleHarness.sections(tall, items: 1) {
            expectRects(result.supplementaries.map(\.frame), [rect(370, 0, 20, 150)], solver)
            expectRects(result.items.map(\.frame), [rect(0, 0, 390, 100)], solver)
            expectNumber(result.frame.height, 150, solver)
        }
    }

    /// 5.1 anchors with no edge named sit on the centre: item frame [0, 0, 100, 100], badge 20 × 20 with no
    /// edges → (50, 50) − (10, 10) = [40, 40, 20, 20]; with `[bottom]` only → unit point (0.5, 1): (50, 100) −
    /// (10, 20) = [40, 80, 20, 20]. Badges keep their own zIndex (default 1).
    @Test func unnamedAnchorAxesAreCentred() {
        func badge(_ kind: String, _ edges: [RectEdge]) -> AnchoredSupplementary {
            AnchoredSupplementary(
                kind: kind, size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: SupplementaryAnchor(edges: edges))
        }
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(100),
                [item(.absolute(100), .fractionalHeight(1), badges: [badge("centre", []), badge("bottom", [.bottom])])])
        )
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(result.supplementaries.map(\.frame), [rect(40, 40, 20, 20), rect(40, 80, 20, 20)], solver)
            #expect(result.supplementaries.map(\.item) == [0, 0], "\(solver)")
            #expect(result.supplementaries.map(\.zIndex) == [1, 1], "\(solver)")
        }
    }

    /// 5.2 zIndex: a decoration keeps its own zIndex (−1 here) and cells of its section get 1; cells of a section
    /// without decorations get 0. Section: rows 390 × 44, insets 10 → height 10 + 44 + 10 = 64, background
    /// [0, 0, 390, 64]. The same section with 0 items and no boundary items has no size and no background.
    @Test func decorationsAndCellZIndex() {
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(44), [fill]), contentInsets: EdgeInsets(all: 10),
            decorations: [BackgroundDecoration(zIndex: -1)])
        var plain = section
        plain.decorations = []
        for (solver, layout) in RuleHarness.layouts([(section, 1), (section, 0), (plain, 1)]) {
            let decorated = layout.sections[0]
            expectRects(decorated.decorations.map(\.frame), [rect(0, 0, 390, 64)], solver)
            #expect(decorated.decorations.map(\.zIndex) == [-1], "\(solver)")
            #expect(decorated.items.map(\.zIndex) == [1], "\(solver)")
            #expect(layout.sections[1].decorations.isEmpty, "\(solver)")
            expectNumber(layout.sections[1].frame.height, 0, solver)
            #expect(layout.sections[2].items.map(\.zIndex) == [0], "\(solver)")
        }
    }

    /// 4.3 global items: header 390 × 60 at the top [0, 0, 390, 60]; two E1 sections (208 each) with
    /// interSectionSpacing 20 at y 60 and 60 + 208 + 20 = 288; no spacing next to the global items, so the
    /// `.bottom` footer 200 × 30 sits at y 288 + 208 = 496, centred: x = (390 − 200)/2 = 95; content height
    /// 496 + 30 = 526.
    @Test func globalHeaderAndFooter() {
        let configuration = LayoutConfiguration(
            interSectionSpacing: 20,
            boundarySupplementaries: [
                header(.fractionalWidth(1), 60, kind: "globalHeader"),
                header(.absolute(200), 30, kind: "globalFooter", alignment: .bottom),
            ])
        let e1 = ReferenceSolverWorkedExampleTests.e1Section
        for (solver, layout) in RuleHarness.layouts([(e1, 5), (e1, 5)], configuration: configuration) {
            expectRects(
                layout.globalSupplementaries.map(\.frame), [rect(0, 0, 390, 60), rect(95, 496, 200, 30)], solver)
            #expect(layout.sections.map(\.frame.y) == [60, 288], "\(solver)")
            expectNumber(layout.contentSize.height, 526, solver)
        }
    }

    /// 4.1 "side items are centred along the section": with an extending 44-pt header over a 100-pt row the section
    /// is 144 tall, so a `.leading` 20 × 40 side item sits at y = (144 − 40)/2 = 52.
    @Test func sideItemIsCentredAlongTheWholeSection() {
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(100), [fill]),
            boundarySupplementaries: [
                header(.fractionalWidth(1), 44), header(.absolute(20), 40, kind: "side", alignment: .leading),
            ])
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRect(result.supplementaries.last?.frame, rect(0, 52, 20, 40), solver)
            expectNumber(result.frame.height, 144, solver)
        }
    }

    /// 5.1 with 1.1: badge positions go to the nearest pixel, halves away from zero (round(v·s)).
    /// Item frame [0, 0, 100, 19]. Badge 20 × 21 at `[bottom, leading]` with fractional offset (0, 0.5):
    /// y = 19 − 21 + 0.5·21 = 8.5 → 25.5 px → 26 → 8.667. Badge 13 × 20 at `[top, leading]` offset (−5, −5) with
    /// item anchor `[top]` (x unit 0.5): x = 0 − 6.5 − 5 = −11.5 → −34.5 px → −35 → −11.667; y = −5.
    @Test func badgePositionsRoundHalfAwayFromZero() {
        let low = AnchoredSupplementary(
            kind: "low", size: LayoutSize(width: .absolute(20), height: .absolute(21)),
            containerAnchor: SupplementaryAnchor(
                edges: [.bottom, .leading], offset: Point(x: 0, y: 0.5), isFractional: true))
        let corner = AnchoredSupplementary(
            kind: "corner", size: LayoutSize(width: .absolute(13), height: .absolute(20)),
            containerAnchor: SupplementaryAnchor(edges: [.top, .leading], offset: Point(x: -5, y: -5)),
            itemAnchor: SupplementaryAnchor(edges: [.top]))
        let section = LayoutSection(
            group: group(
                .horizontal, .fractionalWidth(1), .absolute(19),
                [item(.absolute(100), .fractionalHeight(1), badges: [low, corner])]))
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(
                result.supplementaries.map(\.frame), [rect(0, 26.0 / 3, 20, 21), rect(-35.0 / 3, -5, 13, 20)], solver)
        }
    }
}
