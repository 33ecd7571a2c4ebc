import FeedLayout
import Testing

// The App Store tutorial's feed (docs/spec/origins.md §1.4) as FeedLayout values, laid out at 390 × 844, scale 3, no safe-area insets (R = 0), by
// both the fast LayoutSolver and the oracle. Every number below is derived by hand from docs/spec/layout.md; the host's bundled
// Lua feed can reuse the same derivations.
//
// ── docs/spec/origins.md §1.4 (the App Store layout): banners, featured apps, categories, top charts ──
// Item counts used: banners 3 and featured apps 3 (the tutorial's mock data), categories 6 and top charts 9 (the tutorial
// leaves them to the reader: "… boshqa sectionlar uchun itemlar").
//
// 1. banners — item fractionalWidth(1) × fractionalHeight(1), contentInsets leading/trailing 16; group horizontal
//    fractionalWidth(1) × absolute(250); orthogonal groupPagingCentered; section insets top 16, bottom 24, sides 0.
//    Orthogonal groups resolve in (W, H − t − b) = (390, 804) → Gw = 390, Gh = 250 (3.3). Viewport V = 390 − 0 − 0 =
//    390; centring padding p = (V − Gw)/2 = 0. Group k at x = l + p + k·(Gw + ig) = 0, 390, 780; y = 0 + 16 = 16.
//    Frames (slot inset 16 left/right): [16, 16, 358, 250], [406, 16, 358, 250], [796, 16, 358, 250].
//    Row 3·390 = 1170 → scrollContentSize (0 + 0 + 1170 + 0 + 0, 250) = (1170, 250); max offset 1170 − 390 = 780;
//    rest offsets k·390 → 0, 390, 780. Section frame [0, 0, 390, 16 + 250 + 24 = 290].
// 2. featured apps — item fills its group; group vertical fractionalWidth(0.9) × absolute(80); continuous;
//    interGroupSpacing 12; insets top 16, leading 16, bottom 24, trailing 16; header fractionalWidth(1) × 44 `.top`.
//    Y0 = 290. Header band 390 − 32 = 358 at x 16 → [16, 290, 358, 44]. Gw = floorPx(0.9·390) = 351, Gh = 80 (one item
//    per group: 80 fits once in 80). Groups at x = 16 + k·(351 + 12) = 16, 379, 742; y = 290 + 44 + 16 = 350.
//    Frames [16, 350, 351, 80], [379, 350, 351, 80], [742, 350, 351, 80]. Row 3·351 + 2·12 = 1077 → scrollContentSize
//    (16 + 1077 + 16 = 1109, 80); continuous → no rest offsets. Section frame [0, 290, 390, 44 + 16 + 80 + 24 = 164].
// 3. categories — item fractionalWidth(0.5) × fractionalHeight(1), insets 4 all round; group horizontal
//    fractionalWidth(1) × absolute(60); insets top 16, leading 12, bottom 24, trailing 12; header 44.
//    Y0 = 290 + 164 = 454. Header band 366 at x 12 → [12, 454, 366, 44]. Group box 390 − 24 = 366 → group 366 × 60;
//    two 183-wide slots fit (366 ≤ 366). Row j at y = 454 + 44 + 16 + 60j = 514 + 60j. Frames (inset 4):
//    item 2j [16, 518 + 60j, 175, 52], item 2j+1 [199, 518 + 60j, 175, 52] → y 518, 578, 638 for 6 items.
//    Section frame [0, 454, 390, 44 + 16 + 3·60 + 24 = 264].
// 4. top charts — item fractionalWidth(1) × fractionalHeight(0.33), insets top 4, bottom 4; group
//    vertical(fractionalWidth(0.92) × absolute(240), subitem, count 3); groupPaging; interGroupSpacing 16; insets
//    16/16/24/16; header 44. Y0 = 454 + 264 = 718. Header [16, 718, 358, 44]. Gw = floorPx(0.92·390 = 358.8) =
//    floor(1076.4)/3 = 358.667, Gh = 240. count 3: each slot floorPx(240/3) = 80 tall (the item's own 0.33 is
//    overridden), full width 358.667. Group k at x = 16 + k·(358.667 + 16) = 16, 390.667, 765.333; y = 718 + 44 + 16 =
//    778. Frames (inset 4 top/bottom): [x_k, 782, 358.667, 72], [x_k, 862, 358.667, 72], [x_k, 942, 358.667, 72].
//    Row 3·358.667 + 2·16 = 1108 → scrollContentSize (16 + 1108 + 16 = 1140, 240); max offset 1140 − 390 = 750;
//    rest offsets k·374.667 clamped → 0, 374.667, 749.333. Section frame [0, 718, 390, 44 + 16 + 240 + 24 = 324].
// Content size (390, 290 + 164 + 264 + 324 = 1042).
//
// ── docs/spec/origins.md §2.6 (the full App Store feed example): banners, category grid, top apps list ──
// Item counts used: 2, 2, 2 (the tutorial's mock data).
// 1. banners — E2's section: group fractionalWidth(0.88) × 190, interGroupSpacing 14, insets 12/16/20/16,
//    continuousGroupLeadingBoundary. Gw = floorPx(343.2) = 343. Frames [16, 12, 343, 190], [373, 12, 343, 190].
//    Row 2·343 + 14 = 700 → scrollContentSize (16 + 700 + 16 = 732, 190); max offset 732 − 390 = 342; rest offsets
//    0, 357 clamped → 0, 342. Section frame [0, 0, 390, 12 + 190 + 20 = 222].
// 2. category grid — `horizontal(fractionalWidth(1) × 60, repeatingSubitem: item, count: 2)`, item
//    fractionalWidth(0.5) × fractionalHeight(1), insets 4; section insets 8/12/20/12. The item keeps its own
//    width, resolved in 366 − 0 → 183 (E1 variant). Y0 = 222; row at y 222 + 8 = 230. Frames [16, 234, 175, 52],
//    [199, 234, 175, 52]. Section frame [0, 222, 390, 8 + 60 + 20 = 88].
// 3. top apps — list, insetGrouped, no header (docs/spec/layout.md §7): rows fractionalWidth(1) × estimated(44), side insets
//    16 (width ≤ 400), top/bottom 18. Y0 = 222 + 88 = 310. Rows (unmeasured, 44): [16, 328, 358, 44],
//    [16, 372, 358, 44]. Measured at 60 each: [16, 328, 358, 60], [16, 388, 358, 60], height 18 + 120 + 18 = 156.
//    Section frame [0, 310, 390, 18 + 88 + 18 = 124].
// Content size (390, 222 + 88 + 124 = 434).

/// The tutorials' App Store feeds (docs/spec/origins.md) laid out with the numbers derived above.
@Suite struct AppStoreFeedTests {
    static let header = BoundarySupplementary(
        kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top)

    /// A half-width tile with insets 4, as in both tutorials' category grids.
    static let halfTile = LayoutElement.item(
        LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            contentInsets: EdgeInsets(all: 4)))

    static func full(insets: EdgeInsets = .zero) -> LayoutElement {
        .item(
            LayoutItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), contentInsets: insets))
    }

    static let banners = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(250)),
            subitems: [full(insets: EdgeInsets(leading: 16, trailing: 16))]),
        contentInsets: EdgeInsets(top: 16, leading: 0, bottom: 24, trailing: 0),
        orthogonalScrolling: .groupPagingCentered)

    static let featured = LayoutSection(
        group: LayoutGroup(
            direction: .vertical, size: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(80)),
            subitems: [full()]),
        contentInsets: EdgeInsets(top: 16, leading: 16, bottom: 24, trailing: 16), interGroupSpacing: 12,
        orthogonalScrolling: .continuous, boundarySupplementaries: [header])

    static let categories = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitems: [halfTile]),
        contentInsets: EdgeInsets(top: 16, leading: 12, bottom: 24, trailing: 12), boundarySupplementaries: [header])

    static let topCharts = LayoutSection(
        group: LayoutGroup(
            direction: .vertical, size: LayoutSize(width: .fractionalWidth(0.92), height: .absolute(240)),
            subitems: [
                .item(
                    LayoutItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.33)),
                        contentInsets: EdgeInsets(top: 4, bottom: 4)))
            ], count: 3),
        contentInsets: EdgeInsets(top: 16, leading: 16, bottom: 24, trailing: 16), interGroupSpacing: 16,
        orthogonalScrolling: .groupPaging, boundarySupplementaries: [header])

    @Test func appStoreFeedOfSeed000() {
        let sections = [(Self.banners, 3), (Self.featured, 3), (Self.categories, 6), (Self.topCharts, 9)]
        for (solver, layout) in RuleHarness.layouts(sections) {
            let banners = layout.sections[0]
            expectRect(banners.frame, rect(0, 0, 390, 290), solver)
            expectRects(
                banners.items.map(\.frame), [rect(16, 16, 358, 250), rect(406, 16, 358, 250), rect(796, 16, 358, 250)],
                solver)
            #expect(banners.scrollContentSize == Size(width: 1170, height: 250), "\(solver)")
            #expect(banners.restOffsets == [0, 390, 780], "\(solver)")

            let featured = layout.sections[1]
            expectRect(featured.frame, rect(0, 290, 390, 164), solver)
            expectRects(featured.supplementaries.map(\.frame), [rect(16, 290, 358, 44)], solver)
            expectRects(
                featured.items.map(\.frame),
                [rect(16, 350, 351, 80), rect(379, 350, 351, 80), rect(742, 350, 351, 80)], solver)
            #expect(featured.scrollContentSize == Size(width: 1109, height: 80), "\(solver)")
            #expect(featured.restOffsets.isEmpty, "\(solver)")

            let categories = layout.sections[2]
            expectRect(categories.frame, rect(0, 454, 390, 264), solver)
            expectRects(categories.supplementaries.map(\.frame), [rect(12, 454, 366, 44)], solver)
            expectRects(
                categories.items.map(\.frame),
                [518.0, 578, 638].flatMap { [rect(16, $0, 175, 52), rect(199, $0, 175, 52)] }, solver)

            let charts = layout.sections[3]
            let columns = [16, 16 + 1124.0 / 3, 16 + 2248.0 / 3]
            let width = 1076.0 / 3
            expectRect(charts.frame, rect(0, 718, 390, 324), solver)
            expectRects(charts.supplementaries.map(\.frame), [rect(16, 718, 358, 44)], solver)
            expectRects(
                charts.items.map(\.frame),
                columns.flatMap { x in [782.0, 862, 942].map { rect(x, $0, width, 72) } }, solver)
            expectNumber(charts.scrollContentSize?.width, 1140, solver)
            expectNumber(charts.scrollContentSize?.height, 240, solver)
            #expect(charts.restOffsets.count == 3, "\(solver)")
            for (got, want) in zip(charts.restOffsets, [0, 1124.0 / 3, 2248.0 / 3]) { expectNumber(got, want, solver) }

            #expect(layout.contentSize == Size(width: 390, height: 1042), "\(solver)")
        }
    }

    static let seed002Banners = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(0.88), height: .absolute(190)),
            subitems: [full()]),
        contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16), interGroupSpacing: 14,
        orthogonalScrolling: .continuousGroupLeadingBoundary)

    static var seed002Grid: LayoutSection {
        var group = LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitems: [halfTile], count: 2)
        group.countKeepsSubitemSize = true
        return LayoutSection(group: group, contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 20, trailing: 12))
    }

    /// The list section of docs/spec/layout.md §7 built by hand for the oracle (the fast solver gets the `ListConfiguration`).
    static let seed002ListByHand: LayoutSection = {
        let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        return LayoutSection(
            group: LayoutGroup(direction: .vertical, size: row, subitems: [.item(LayoutItem(size: row))]),
            contentInsets: EdgeInsets(top: 18, leading: 16, bottom: 18, trailing: 16))
    }()

    @Test(arguments: [nil, 60.0])
    func appStoreFeedOfSeed002(rowHeight: Double?) throws {
        let rowsTall = rowHeight ?? 44
        let rows = [rect(16, 328, 358, rowsTall), rect(16, 328 + rowsTall, 358, rowsTall)]
        let listHeight = 18 + 2 * rowsTall + 18
        let sizing: ((MeasureRequest) -> Size?)? = rowHeight.map { height in
            { request in request.section == 2 ? Size(width: request.proposedSize.width, height: height) : nil }
        }
        let fast = try LayoutSolver(environment: RuleHarness.phone).solve(
            [
                SectionInput(Self.seed002Banners, itemCount: 2), SectionInput(Self.seed002Grid, itemCount: 2),
                SectionInput(list: ListConfiguration(appearance: .insetGrouped), itemCount: 2),
            ], sizing: sizing)
        let oracle = ReferenceSolver(environment: RuleHarness.phone, configuration: LayoutConfiguration()).solve([
            ReferenceSectionInput(section: Self.seed002Banners, itemCount: 2),
            ReferenceSectionInput(section: Self.seed002Grid, itemCount: 2),
            ReferenceSectionInput(
                section: Self.seed002ListByHand, itemCount: 2,
                measure: rowHeight.map { height in { _, proposed in Size(width: proposed.width, height: height) } }),
        ])
        for (solver, layout) in [("LayoutSolver", FastSolverAdapter.read(fast)), ("oracle", oracle)] {
            let banners = layout.sections[0]
            expectRect(banners.frame, rect(0, 0, 390, 222), solver)
            expectRects(banners.items.map(\.frame), [rect(16, 12, 343, 190), rect(373, 12, 343, 190)], solver)
            #expect(banners.scrollContentSize == Size(width: 732, height: 190), "\(solver)")
            #expect(banners.restOffsets == [0, 342], "\(solver)")

            let grid = layout.sections[1]
            expectRect(grid.frame, rect(0, 222, 390, 88), solver)
            expectRects(grid.items.map(\.frame), [rect(16, 234, 175, 52), rect(199, 234, 175, 52)], solver)

            let list = layout.sections[2]
            expectRect(list.frame, rect(0, 310, 390, listHeight), solver)
            expectRects(list.items.map(\.frame), rows, solver)
            #expect(layout.contentSize == Size(width: 390, height: 310 + listHeight), "\(solver)")
        }
    }
}
