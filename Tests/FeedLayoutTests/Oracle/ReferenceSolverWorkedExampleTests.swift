import FeedLayout
import LayoutOracleSupport
import Testing

/// The oracle itself must reproduce docs/spec/layout.md §10 before it may judge the fast solver.
@Suite struct ReferenceSolverWorkedExampleTests {
    let environment = LayoutEnvironment(width: 390, height: 844, scale: 3)

    func solve(_ section: LayoutSection, items: Int, measure: ((Int, Size) -> Size)? = nil) -> ReferenceSection {
        ReferenceSolver(environment: environment, configuration: LayoutConfiguration())
            .solve([ReferenceSectionInput(section: section, itemCount: items, measure: measure)]).sections[0]
    }

    static let e1Section = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitems: [
                .item(
                    LayoutItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                        contentInsets: EdgeInsets(all: 4)))
            ], count: 2),
        contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 20, trailing: 12))

    @Test func e1TwoColumnGrid() {
        let result = solve(Self.e1Section, items: 5)
        // docs/spec/layout.md E1: slots 183 wide, frames inset 4.
        #expect(
            result.items.map(\.frame) == [
                Rect(x: 16, y: 12, width: 175, height: 52), Rect(x: 199, y: 12, width: 175, height: 52),
                Rect(x: 16, y: 72, width: 175, height: 52), Rect(x: 199, y: 72, width: 175, height: 52),
                Rect(x: 16, y: 132, width: 175, height: 52),
            ])
        #expect(result.frame == Rect(x: 0, y: 0, width: 390, height: 208))
    }

    @Test func e2OrthogonalBanner() {
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(0.88), height: .absolute(190)),
                subitems: [
                    .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
                ]),
            contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16), interGroupSpacing: 14,
            orthogonalScrolling: .groupPaging)
        let result = solve(section, items: 3)
        #expect(result.items.map(\.frame.x) == [16, 373, 730])
        #expect(result.frame.height == 222)
        #expect(result.scrollContentSize == Size(width: 1089, height: 190))
        #expect(result.restOffsets == [0, 357, 699])
        var paging = section
        paging.orthogonalScrolling = .paging
        #expect(solve(paging, items: 3).restOffsets == [0, 358, 699])
        var centred = section
        centred.orthogonalScrolling = .groupPagingCentered
        let centredResult = solve(centred, items: 3)
        #expect(centredResult.items.map(\.frame.x) == [23.5, 380.5, 737.5])
        #expect(centredResult.restOffsets == [0, 357, 714])
        #expect(centredResult.scrollContentSize?.width == 1104)
    }

    @Test func e2bCentredOnMeasuredGroups() {
        let widths = [300.0, 250, 320]
        let section = OrthogonalExampleTests.selfSizedCentredSection()
        let result = solve(section, items: 3) { index, proposed in Size(width: widths[index], height: proposed.height) }
        // docs/spec/layout.md E2b: padding (358 − 300)/2 = 29 before, (358 − 320)/2 = 19 after.
        #expect(result.items.map(\.frame.x) == [45, 359, 623])
        #expect(result.scrollContentSize?.width == 978)
        #expect(result.restOffsets == [0, 289, 588])
    }

    @Test func e5NestedGroups() {
        let leading = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
            contentInsets: EdgeInsets(all: 10))
        let trailing = LayoutGroup(
            direction: .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
            subitems: [
                .item(
                    LayoutItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                        contentInsets: EdgeInsets(all: 10)))
            ], count: 2)
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(250)),
                subitems: [.item(leading), .group(trailing)]))
        let result = solve(section, items: 4)
        #expect(
            result.items.map(\.frame) == [
                Rect(x: 10, y: 10, width: 253, height: 230), Rect(x: 283, y: 10, width: 97, height: 105),
                Rect(x: 283, y: 135, width: 97, height: 105), Rect(x: 10, y: 260, width: 253, height: 230),
            ])
        #expect(result.frame.height == 500)
    }

    @Test func e8EstimatedRows() {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            contentInsets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                subitems: [.item(item)]))
        let result = solve(section, items: 3) { index, proposed in
            Size(width: proposed.width, height: index == 1 ? 80 : 44)
        }
        #expect(
            result.items.map(\.frame) == [
                Rect(x: 16, y: 0, width: 358, height: 44), Rect(x: 16, y: 44, width: 358, height: 80),
                Rect(x: 16, y: 124, width: 358, height: 44),
            ])
        #expect(result.frame.height == 168)
    }

    /// §8.1 W5: two uniform columns of 174 share each row's tallest measured height (20/60 → 60, 20/40 → 40);
    /// the lone fifth item keeps its 80.
    @Test func w5UniformRow() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(100)))
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
                subitems: [.item(item)], interItemSpacing: .fixed(10)),
            contentInsets: EdgeInsets(leading: 16, trailing: 16), interGroupSpacing: 8)
        let characters = [20, 60, 10, 30, 80]
        let result = solve(section, items: 5) { index, proposed in
            Size(width: proposed.width, height: (Double(characters[index]) * 7 / proposed.width).rounded(.up) * 20)
        }
        #expect(
            result.items.map(\.frame) == [
                Rect(x: 16, y: 0, width: 174, height: 60), Rect(x: 200, y: 0, width: 174, height: 60),
                Rect(x: 16, y: 68, width: 174, height: 40), Rect(x: 200, y: 68, width: 174, height: 40),
                Rect(x: 16, y: 116, width: 174, height: 80),
            ])
        #expect(result.frame.height == 196)
    }

    @Test func e9ColumnTrimming() {
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)),
                subitems: [
                    .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
                ],
                count: 3), interGroupSpacing: 10)
        let result = solve(section, items: 4)
        #expect(result.items.map(\.frame.y) == [0, 100, 200, 310])
        #expect(result.frame.height == 410)
    }

    @Test func e10CustomGroup() {
        let section = LayoutSection(
            group: LayoutGroup(
                direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                customFrames: [
                    CustomFrame(frame: Rect(x: 0, y: 0, width: 195, height: 200)),
                    CustomFrame(frame: Rect(x: 195, y: 0, width: 195, height: 100)),
                    CustomFrame(frame: Rect(x: 195, y: 100, width: 195, height: 100)),
                ]))
        let result = solve(section, items: 4)
        #expect(result.items.last?.frame == Rect(x: 0, y: 200, width: 195, height: 200))
        #expect(result.frame.height == 400)
    }

    @Test func e12SeveralSections() {
        let layout = ReferenceSolver(
            environment: environment, configuration: LayoutConfiguration(interSectionSpacing: 20)
        ).solve([
            ReferenceSectionInput(section: Self.e1Section, itemCount: 5),
            ReferenceSectionInput(section: Self.e1Section, itemCount: 0),
            ReferenceSectionInput(section: Self.e1Section, itemCount: 5),
        ])
        #expect(layout.sections.map(\.frame.y) == [0, 228, 248])
        #expect(layout.contentSize == Size(width: 390, height: 456))
    }
}
