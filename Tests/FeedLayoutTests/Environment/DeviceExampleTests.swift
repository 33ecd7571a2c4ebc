import FeedLayout
import Testing

/// docs/spec/layout.md §10 E13–E16: the bundled App Store feed (banners 5, featured 8, categories 10, charts 12) on
/// device presets, laid out by the fast solver and the oracle; every number derived by hand in the spec.
@Suite struct DeviceExampleTests {
    static let bundled = [
        (AppStoreFeedTests.banners, 5), (AppStoreFeedTests.featured, 8), (AppStoreFeedTests.categories, 10),
        (AppStoreFeedTests.topCharts, 12),
    ]

    static func preset(_ name: String) throws -> DevicePreset { try #require(DevicePreset.named(name)) }

    /// E13: 390-point iPhone in landscape, default reference (safe area): R = 47 each side, Cw = 750.
    @Test func bundledFeedOnIPhoneInLandscape() throws {
        let environment = try Self.preset("iphone").environment(landscape: true)
        for (solver, layout) in RuleHarness.layouts(Self.bundled, environment: environment) {
            #expect(layout.contentSize == Size(width: 844, height: 1162), "\(solver)")
            let banners = layout.sections[0]
            expectRect(banners.frame, rect(47, 0, 750, 290), solver)
            expectRects(banners.items.map(\.frame), (0..<5).map { rect(63 + 750 * Double($0), 16, 718, 250) }, solver)
            #expect(banners.scrollContentSize == Size(width: 3750, height: 250), "\(solver)")
            #expect(banners.restOffsets == [0, 750, 1500, 2250, 3000], "\(solver)")

            let featured = layout.sections[1]
            expectRect(featured.frame, rect(47, 290, 750, 164), solver)
            expectRects(featured.supplementaries.map(\.frame), [rect(63, 290, 718, 44)], solver)
            expectRects(featured.items.map(\.frame), (0..<8).map { rect(63 + 687 * Double($0), 350, 675, 80) }, solver)
            #expect(featured.scrollContentSize == Size(width: 5516, height: 80), "\(solver)")

            let categories = layout.sections[2]
            expectRect(categories.frame, rect(47, 454, 750, 384), solver)
            expectRects(categories.supplementaries.map(\.frame), [rect(59, 454, 726, 44)], solver)
            expectRects(
                categories.items.map(\.frame),
                [518.0, 578, 638, 698, 758].flatMap { [rect(63, $0, 355, 52), rect(426, $0, 355, 52)] }, solver)

            let charts = layout.sections[3]
            expectRect(charts.frame, rect(47, 838, 750, 324), solver)
            expectRects(charts.supplementaries.map(\.frame), [rect(63, 838, 718, 44)], solver)
            expectRects(
                charts.items.map(\.frame),
                [63.0, 769, 1475, 2181].flatMap { x in [902.0, 982, 1062].map { rect(x, $0, 690, 72) } }, solver)
            #expect(charts.scrollContentSize == Size(width: 2840, height: 240), "\(solver)")
            #expect(charts.restOffsets == [0, 706, 1412, 2090], "\(solver)")
        }
    }

    /// E14: the iPad (820 × 1180 @2) with the configuration's reference `none`, `layoutMargins` (20 a side) and
    /// `readableContent` (672 wide: 74 a side).
    @Test(arguments: [
        (ContentInsetsReference.none, 0.0, 820.0), (.layoutMargins, 20, 780), (.readableContent, 74, 672),
        (.safeArea, 0, 820),
    ])
    func bundledFeedOnIPad(reference: ContentInsetsReference, side: Double, box: Double) throws {
        let environment = try Self.preset("ipad").environment()
        let configuration = LayoutConfiguration(contentInsetsReference: reference)
        let expected:
            [ContentInsetsReference: (featured: Double, halfTile: Double, chart: Double, chartRest: [Double])] = [
                .none: (738, 398, 754, [0, 770, 1540, 2276]), .safeArea: (738, 398, 754, [0, 770, 1540, 2276]),
                .layoutMargins: (702, 378, 717.5, [0, 733.5, 1467, 2170]),
                .readableContent: (604.5, 324, 618, [0, 634, 1268, 1880]),
            ]
        let numbers = try #require(expected[reference])
        for (solver, layout) in RuleHarness.layouts(
            Self.bundled, environment: environment, configuration: configuration)
        {
            #expect(layout.contentSize == Size(width: 820, height: 1162), "\(solver)")
            let banners = layout.sections[0]
            expectRect(banners.frame, rect(side, 0, box, 290), solver)
            expectRect(banners.items[1].frame, rect(side + 16 + box, 16, box - 32, 250), solver)
            #expect(banners.scrollContentSize == Size(width: 5 * box, height: 250), "\(solver)")
            #expect(banners.restOffsets.last == 4 * box, "\(solver)")

            let featured = layout.sections[1]
            expectRects(featured.supplementaries.map(\.frame), [rect(side + 16, 290, box - 32, 44)], solver)
            expectRect(
                featured.items[1].frame, rect(side + 16 + numbers.featured + 12, 350, numbers.featured, 80), solver)

            let categories = layout.sections[2]
            expectRects(categories.supplementaries.map(\.frame), [rect(side + 12, 454, box - 24, 44)], solver)
            expectRect(categories.items[0].frame, rect(side + 16, 518, numbers.halfTile - 8, 52), solver)
            expectRect(
                categories.items[1].frame, rect(side + 12 + numbers.halfTile + 4, 518, numbers.halfTile - 8, 52), solver
            )

            let charts = layout.sections[3]
            expectRect(charts.items[3].frame, rect(side + 16 + numbers.chart + 16, 902, numbers.chart, 72), solver)
            #expect(charts.scrollContentSize == Size(width: 4 * numbers.chart + 48 + 32, height: 240), "\(solver)")
            #expect(charts.restOffsets == numbers.chartRest, "\(solver)")
        }
    }

    /// E15: E2's banner row on the 390-point iPhone in landscape (Cw = 750), paging on groups and centred.
    @Test func orthogonalRowInLandscape() throws {
        let environment = try Self.preset("iphone").environment(landscape: true)
        for behavior in [OrthogonalScrolling.groupPaging, .groupPagingCentered] {
            let section = LayoutSection(
                group: Fixture.group(.horizontal, .fractionalWidth(0.88), .absolute(190), [Fixture.item()]),
                contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16), interGroupSpacing: 14,
                orthogonalScrolling: behavior)
            let centred = behavior == .groupPagingCentered
            let first = centred ? 92.0 : 63
            for (solver, layout) in RuleHarness.layouts([(section, 3)], environment: environment) {
                let row = layout.sections[0]
                expectRect(row.frame, rect(47, 0, 750, 222), solver)
                expectRects(row.items.map(\.frame), [0.0, 674, 1348].map { rect(first + $0, 12, 660, 190) }, solver)
                #expect(row.scrollContentSize == Size(width: centred ? 2098 : 2040, height: 190), "\(solver)")
                #expect(row.restOffsets == (centred ? [0, 674, 1348] : [0, 674, 1290]), "\(solver)")
            }
        }
    }

    /// E17: the iPad's 1/3 split view in portrait (320 × 1180 @2, compact, margins 16), with the default reference
    /// (the safe area: no side insets, R = 0, Cw = 320) and `layoutMargins` (R = 16, Cw = 288).
    @Test(arguments: [
        (ContentInsetsReference.safeArea, 0.0, 320.0, 288.0, 148.0, 294.0, [0, 310, 620, 930.0]),
        (.layoutMargins, 16, 288, 259, 132, 264.5, [0, 280.5, 561, 841.5]),
    ])
    func bundledFeedInASplitView(
        reference: ContentInsetsReference, side: Double, box: Double, featured: Double, tile: Double, chart: Double,
        chartRest: [Double]
    ) throws {
        let preset = try Self.preset("ipad")
        let third = try #require(preset.splitView("1/3", landscape: false))
        let environment = preset.environment(split: third)
        #expect(environment.sizeClass == .compact)
        let configuration = LayoutConfiguration(contentInsetsReference: reference)
        for (solver, layout) in RuleHarness.layouts(
            Self.bundled, environment: environment, configuration: configuration)
        {
            #expect(layout.contentSize == Size(width: 320, height: 1162), "\(solver)")
            let banners = layout.sections[0]
            expectRect(banners.frame, rect(side, 0, box, 290), solver)
            expectRects(
                banners.items.map(\.frame), (0..<5).map { rect(side + 16 + box * Double($0), 16, box - 32, 250) },
                solver)
            #expect(banners.restOffsets == (0..<5).map { box * Double($0) }, "\(solver)")
            let featuredRow = layout.sections[1]
            expectRects(featuredRow.supplementaries.map(\.frame), [rect(side + 16, 290, box - 32, 44)], solver)
            expectRect(featuredRow.items[1].frame, rect(side + 16 + featured + 12, 350, featured, 80), solver)
            let categories = layout.sections[2]
            expectRects(categories.supplementaries.map(\.frame), [rect(side + 12, 454, box - 24, 44)], solver)
            expectRects(
                Array(categories.items.prefix(2)).map(\.frame),
                [rect(side + 16, 518, tile - 8, 52), rect(side + 12 + tile + 4, 518, tile - 8, 52)], solver)
            let charts = layout.sections[3]
            expectRect(charts.items[3].frame, rect(side + 16 + chart + 16, 902, chart, 72), solver)
            #expect(charts.scrollContentSize == Size(width: 4 * chart + 48 + 32, height: 240), "\(solver)")
            #expect(charts.restOffsets == chartRest, "\(solver)")
        }
    }

    /// §6.3 with side insets that differ (no preset has them): 844 × 390 at scale 3, a safe area of 47 on the
    /// leading side only, which is the right one in a right-to-left layout. Solved left to right, the content box
    /// starts at 47 and is 797 wide; section insets leading 10 leave 787, two `fractionalWidth(0.5)` items
    /// floorPx(393.5) = 393.333 wide at x 57 and 450.333. Mirrored about 844: the section at x **0** (797 wide, the 47
    /// kept clear on the right), items at **393.667** and **0.333** (the first ends at 787, 10 short of the box).
    /// Under `layoutMargins` (47 + 16 leading, 16 trailing) the section is 765 wide at x **16**. The container a
    /// section provider sees keeps the directional insets (leading 47, effective 797 wide); a row's effects span
    /// starts at the box's left edge, **0** (47 left to right).
    @Test func unequalSideInsetsMirrorRightToLeft() {
        let traits = LayoutTraits(
            horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone,
            layoutDirection: .rightToLeft)
        let environment = LayoutEnvironment(
            width: 844, height: 390, scale: 3, safeArea: EdgeInsets(leading: 47), traits: traits)
        let half = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let section = LayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(100), [half]),
            contentInsets: EdgeInsets(leading: 10))
        for (solver, result) in RuleHarness.sections(section, items: 2, environment: environment) {
            expectRect(result.frame, rect(0, 0, 797, 100), solver)
            expectRects(
                result.items.map(\.frame), [rect(1181.0 / 3, 0, 1180.0 / 3, 100), rect(1.0 / 3, 0, 1180.0 / 3, 100)],
                solver)
        }
        var margins = section
        margins.contentInsetsReference = .layoutMargins
        for (solver, result) in RuleHarness.sections(margins, items: 2, environment: environment) {
            expectRect(result.frame, rect(16, 0, 765, 100), solver)
        }
        let container = environment.container(ContainerSettings())
        #expect(container.contentInsets == EdgeInsets(leading: 47))
        #expect(container.effectiveContentSize == Size(width: 797, height: 390))
        let span = environment.effectsSpan(sectionReference: .automatic, settings: ContainerSettings())
        #expect(span == RowSpan(start: 0, length: 797))
        var leftToRight = environment
        leftToRight.traits.layoutDirection = .leftToRight
        #expect(
            leftToRight.effectsSpan(sectionReference: .automatic, settings: ContainerSettings())
                == RowSpan(start: 47, length: 797))
    }

    /// E16: right to left, every frame is the left-to-right one mirrored about the content width (x' = W − x − w).
    @Test func bundledFeedRightToLeft() throws {
        for name in ["iphone", "ipad"] {
            for landscape in [false, true] {
                let preset = try Self.preset(name)
                let ltr = RuleHarness.layouts(Self.bundled, environment: preset.environment(landscape: landscape))
                let rtl = RuleHarness.layouts(
                    Self.bundled, environment: preset.environment(landscape: landscape, direction: .rightToLeft))
                for ((solver, left), (_, right)) in zip(ltr, rtl) {
                    #expect(right == left.mirroredRightToLeft(), "\(solver) \(name) landscape \(landscape)")
                }
            }
        }
        // The hand numbers of the portrait iPhone (plugins/FRAMES.md mirrored in a 390-wide feed).
        let environment = try Self.preset("iphone").environment(direction: .rightToLeft)
        for (solver, layout) in RuleHarness.layouts(Self.bundled, environment: environment) {
            expectRect(layout.sections[0].items[1].frame, rect(-374, 16, 358, 250), solver)
            expectRect(layout.sections[1].items[0].frame, rect(23, 350, 351, 80), solver)
            expectRect(layout.sections[2].items[0].frame, rect(199, 518, 175, 52), solver)
            expectRect(layout.sections[2].items[1].frame, rect(16, 518, 175, 52), solver)
            expectRect(layout.sections[3].items[0].frame, rect(46.0 / 3, 902, 1076.0 / 3, 72), solver)
            #expect(layout.sections[3].restOffsets == [0, 1124.0 / 3, 2248.0 / 3, 1124], "\(solver)")
        }
    }
}
