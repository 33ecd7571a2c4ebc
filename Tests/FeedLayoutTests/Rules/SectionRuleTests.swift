import FeedLayout
import Testing

/// docs/spec/layout.md §3 and §6 rules the worked examples do not reach (390 × 844, scale 3).
@Suite struct SectionRuleTests {
    /// 3.4 horizontal scrolling mirrors everything. Insets top 10, leading 5, bottom 10, trailing 5; group
    /// `vertical(absolute(100) × fractionalHeight(1))` resolves in (Cw, Ch − t − b) = (390, 824) → 100 × 824; its
    /// item `fractionalWidth(1) × fractionalHeight(0.5)` → 100 × 412, two per column. 3 items: column 0 at x = 5,
    /// y = 10 → [5, 10, 100, 412], [5, 422, 100, 412]; column 1 at x 105 → [105, 10, 100, 412] (a column spans the
    /// full width, so trimming along x keeps 100). Section 0 width 5 + 200 + 5 = 210 → frame [0, 0, 210, 844].
    /// Section 1, interSectionSpacing 20, starts at x 230 and has a `.leading` header absolute(40) ×
    /// fractionalHeight(1), resolved in height 844 − 10 − 10 = 824 and placed at y = 10: [230, 10, 40, 824]; its
    /// first item moves to x = 230 + 40 + 5 = 275. Section 1 width 250; content size (210 + 20 + 250, 844).
    @Test func horizontalScrollingMirrors() {
        let column = group(
            .vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let insets = EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        let first = LayoutSection(group: column, contentInsets: insets)
        var second = first
        second.boundarySupplementaries = [
            BoundarySupplementary(
                kind: "header", size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)),
                alignment: .leading)
        ]
        let configuration = LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 20)
        for (solver, layout) in RuleHarness.layouts([(first, 3), (second, 3)], configuration: configuration) {
            expectRects(
                layout.sections[0].items.map(\.frame),
                [rect(5, 10, 100, 412), rect(5, 422, 100, 412), rect(105, 10, 100, 412)], solver)
            expectRect(layout.sections[0].frame, rect(0, 0, 210, 844), solver)
            expectRect(layout.sections[1].supplementaries.first?.frame, rect(230, 10, 40, 824), solver)
            expectRect(layout.sections[1].items.first?.frame, rect(275, 10, 100, 412), solver)
            expectRect(layout.sections[1].frame, rect(230, 0, 250, 844), solver)
            expectNumber(layout.contentSize.width, 480, solver)
            expectNumber(layout.contentSize.height, 844, solver)
        }
    }

    /// 3.1/3.2 spacing surrounds empty sections. E1 (208 tall) at y 0; then E1 with 0 items and a 44-pt header:
    /// height 44 + 8 + 20 = 72 at y 218, header [12, 218, 366, 44]; then E1 with 0 items and no boundary items:
    /// no size, at y 218 + 72 + 10 = 300. Content height 208 + 10 + 72 + 10 + 0 = 300.
    @Test func spacingSurroundsEmptySections() {
        let e1 = ReferenceSolverWorkedExampleTests.e1Section
        var withHeader = e1
        withHeader.boundarySupplementaries = [header(.fractionalWidth(1), 44)]
        let configuration = LayoutConfiguration(interSectionSpacing: 10)
        for (solver, layout) in RuleHarness.layouts([(e1, 5), (withHeader, 0), (e1, 0)], configuration: configuration) {
            #expect(layout.sections.map(\.frame.y) == [0, 218, 300], "\(solver)")
            #expect(layout.sections.map(\.frame.height) == [208, 72, 0], "\(solver)")
            expectRects(layout.sections[1].supplementaries.map(\.frame), [rect(12, 218, 366, 44)], solver)
            #expect(layout.sections[2].supplementaries.isEmpty && layout.sections[2].items.isEmpty, "\(solver)")
            expectNumber(layout.contentSize.height, 300, solver)
        }
    }

    /// 3.3 rest offsets. Groups 100 × 100, interGroupSpacing 10, insets 0, 5 items: groups at row-x 0, 110, 220,
    /// 330, 440; row 540 → scrollContentSize (540, 100); viewport 390, max offset 150.
    /// `continuousGroupLeadingBoundary` and `groupPaging`: k·110 clamped → 0, 110, 150. `paging`: multiples of 390
    /// below 150, then the end → 0, 150. `continuous`: none. With 2 items the row (210) fits: every behaviour but
    /// `continuous` rests only at 0.
    @Test(arguments: [
        (OrthogonalScrolling.continuousGroupLeadingBoundary, 5, [0.0, 110, 150]),
        (.groupPaging, 5, [0, 110, 150]), (.paging, 5, [0, 150]), (.continuous, 5, []),
        (.groupPaging, 2, [0]), (.paging, 2, [0]),
    ])
    func restOffsets(behavior: OrthogonalScrolling, items: Int, offsets: [Double]) {
        let section = LayoutSection(
            group: group(.horizontal, .absolute(100), .absolute(100), [fill]), interGroupSpacing: 10,
            orthogonalScrolling: behavior)
        for (solver, result) in RuleHarness.sections(section, items: items) {
            #expect(result.restOffsets == offsets, "\(solver)")
            expectNumber(result.scrollContentSize?.width, Double(items) * 110 - 10, solver)
        }
    }

    /// 3.3: rest offsets lie in 0 … the row's end. Groups 300 × 100 with interGroupSpacing −350 step back 50 each:
    /// row-x 0, −50, −100; the row ends at −100 + 300 = 200, inside the 390 viewport, so the row rests at 0 only
    /// (the oracle listed −50 and −100, offsets no scroll view takes). Centred: padding (390 − 300)/2 = 45, items at
    /// 45, −5, −55, scrollContentSize 45 + 200 + 45 = 290, still resting at 0 only.
    @Test(arguments: [
        (OrthogonalScrolling.groupPaging, [0.0, -50, -100], 200.0), (.groupPagingCentered, [45, -5, -55], 290),
    ])
    func restOffsetsNeverPrecedeTheRowsStart(behavior: OrthogonalScrolling, xs: [Double], width: Double) {
        let section = LayoutSection(
            group: group(.horizontal, .absolute(300), .absolute(100), [fill]), interGroupSpacing: -350,
            orthogonalScrolling: behavior)
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            #expect(result.items.map(\.frame.x) == xs, "\(solver)")
            expectNumber(result.scrollContentSize?.width, width, solver)
            #expect(result.restOffsets == [0], "\(solver)")
        }
    }

    /// 2.2, 2.8, 8 rule 5: a vertical count(2) group `estimated(150)` tall divides its estimate, floorPx(150/2) = 75
    /// a row, and the partly filled last instance keeps those positions: items [0, 0, 390, 75], [0, 75, 390, 75],
    /// [0, 150, 390, 75], section 150 + 75 = 225 tall. The oracle divided the last instance's own length, 75 (what it
    /// holds, 2.7), again: 37.333 (also in orthogonal rows and horizontal feeds).
    @Test func aPartlyFilledEstimatedCountGroupKeepsTheEstimatesShare() {
        let estimatedRow = item(.fractionalWidth(1), .estimated(60))
        let section = LayoutSection(
            group: group(.vertical, .fractionalWidth(1), .estimated(150), [estimatedRow], count: 2))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame),
                [
                    Rect(x: 0, y: 0, width: 390, height: 75), Rect(x: 0, y: 75, width: 390, height: 75),
                    Rect(x: 0, y: 150, width: 390, height: 75),
                ], solver)
            expectNumber(result.frame.height, 225, solver)
        }
    }

    /// 2.2, 1.3: the count share is exact, so an item whose own height is estimated has its contentInsets applied
    /// along it. The group above with the item's insets top 4, leading 8, bottom 6, trailing 8: slots
    /// [0, 75k, 390, 75] → frames [8, 4, 374, 65], [8, 79, 374, 65], [8, 154, 374, 65]; section 225. The oracle
    /// skipped the insets on the overridden axis, as on an estimated one: [8, 0, 374, 75].
    @Test func aCountShareAppliesTheItemsInsets() {
        let insets = EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 8)
        let estimatedRow = item(.fractionalWidth(1), .estimated(60), insets: insets)
        let section = LayoutSection(
            group: group(.vertical, .fractionalWidth(1), .estimated(150), [estimatedRow], count: 2))
        for (solver, result) in RuleHarness.sections(section, items: 3) {
            expectRects(
                result.items.map(\.frame), [rect(8, 4, 374, 65), rect(8, 79, 374, 65), rect(8, 154, 374, 65)],
                solver)
            expectNumber(result.frame.height, 225, solver)
        }
    }

    /// 3.3 (E2b): a centred row's groups sized along it are centred by their own widths, also when nothing is
    /// measured but the last group holds fewer items (2.7). E2's section (insets 12, 16, 20, 16; spacing 14;
    /// viewport 358), a group `estimated(200)` wide × 190 holding two items 150 wide. 3 items: groups 300 and
    /// 150; padding (358 − 300)/2 = 29: items [45, 12, 150, 190], [195, 12, 150, 190], [359, 12, 150, 190] (45 +
    /// 300 + 14); row 464; trailing padding (358 − 150)/2 = 104; width 16 + 29 + 464 + 104 + 16 = 629; rest
    /// offsets 0 and 314 + (150 − 300)/2 = 239 (the largest, 29 + 464 + 104 − 358). One item: its group alone,
    /// 150 wide, padding 104 each side: item at 16 + 104 = 120, width 390, rest [0]. The solver padded by the full
    /// group's 29 at both ends: 554 and [0, 164]; with one item, x 45 and 240.
    @Test(arguments: [
        (3, [45.0, 195, 359], 629.0, [0.0, 239]), (1, [120], 390, [0]),
    ])
    func centredRowCentresAShorterLastGroup(items: Int, xs: [Double], width: Double, offsets: [Double]) {
        let card = item(.absolute(150), .fractionalHeight(1))
        let section = LayoutSection(
            group: group(.horizontal, .estimated(200), .absolute(190), [card, card]),
            contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16), interGroupSpacing: 14,
            orthogonalScrolling: .groupPagingCentered)
        for (solver, result) in RuleHarness.sections(section, items: items) {
            #expect(result.items.map(\.frame.x) == xs, "\(solver)")
            expectNumber(result.scrollContentSize?.width, width, solver)
            #expect(result.restOffsets == offsets, "\(solver)")
        }
    }

    /// 3.1/9: a top-level fraction above 1 is allowed and widens the content: fractionalWidth(1.2) of 390 =
    /// floorPx(468) = 468 → item [0, 0, 468, 50], content width 468.
    @Test func wideGroupWidensTheContent() {
        let section = LayoutSection(group: group(.horizontal, .fractionalWidth(1.2), .absolute(50), [fill]))
        for (solver, layout) in RuleHarness.layouts([(section, 1)]) {
            expectRects(layout.sections[0].items.map(\.frame), [rect(0, 0, 468, 50)], solver)
            expectNumber(layout.contentSize.width, 468, solver)
        }
    }

    /// 2.6 custom-group quirk: the provider's container is the group size resolved in the whole (W, H) = (390, 844):
    /// fractionalWidth(1) × absolute(200) → (390, 200), although with section insets 16 the slot is 358 wide.
    /// Frames are relative to the group's outer corner, which sits at (16, 16): [0, 0, 100, 100] → [16, 16, 100, 100].
    @Test func customGroupContainerIsResolvedInTheWholeCollectionView() {
        let custom = LayoutGroup(
            direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
            customFrames: [CustomFrame(frame: rect(0, 0, 100, 100))])
        #expect(custom.customContainerSize(in: RuleHarness.phone) == Size(width: 390, height: 200))
        let section = LayoutSection(group: custom, contentInsets: EdgeInsets(all: 16))
        for (solver, result) in RuleHarness.sections(section, items: 1) {
            expectRects(result.items.map(\.frame), [rect(16, 16, 100, 100)], solver)
        }
    }

    /// 3.2 an empty section with boundary items is t + b plus what those items need; a non-extending header needs
    /// nothing. E1's insets (top 8, bottom 20) with 0 items and a non-extending 44-pt header → height 28, header
    /// at the box top [12, 0, 366, 44]. With zero insets the same section has no size and so no elements.
    @Test func emptySectionWithNonExtendingHeader() {
        var inset = ReferenceSolverWorkedExampleTests.e1Section
        inset.boundarySupplementaries = [header(.fractionalWidth(1), 44, extends: false)]
        var flat = inset
        flat.contentInsets = .zero
        for (solver, layout) in RuleHarness.layouts([(inset, 0), (flat, 0)]) {
            expectNumber(layout.sections[0].frame.height, 28, solver)
            expectRects(layout.sections[0].supplementaries.map(\.frame), [rect(12, 0, 366, 44)], solver)
            expectNumber(layout.sections[1].frame.height, 0, solver)
            #expect(layout.sections[1].supplementaries.isEmpty, "\(solver)")
        }
    }
}
