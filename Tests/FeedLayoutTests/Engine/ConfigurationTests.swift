import FeedLayout
import Testing

@Suite("Scroll direction, global boundary items, lists")
struct ConfigurationTests {
    @Test func horizontalLayoutMirrorsTheAxes() throws {
        // Group box (390, 844 − 10 − 10 = 824): columns 100 wide, count 2 cells of 412; columns every 110 from 8.
        let column = Fixture.group(.vertical, .absolute(100), .fractionalHeight(1), [Fixture.item()], count: 2)
        var header = Fixture.header(height: 824, width: .absolute(50), alignment: .leading)
        header.size.height = .fractionalHeight(1)
        let section = LayoutSection(
            group: column, contentInsets: EdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8),
            interGroupSpacing: 10, boundarySupplementaries: [header])
        let result = try Fixture.solve(
            [SectionInput(section, itemCount: 3), SectionInput(section, itemCount: 1)],
            configuration: LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 20))
        // The header extends the section along x: 50 wide, 824 tall in the inset band, items move right 50.
        let first = result.sections[0]
        expectFrame(first.supplementaries[0].frame, [0, 10, 50, 824])
        expectItems(first, [[58, 10, 100, 412], [58, 422, 100, 412], [168, 10, 100, 412]])
        // 50 + 8 + 100 + 10 + 100 + 8 = 276 wide.
        expectFrame(first.frame, [0, 0, 276, 844])
        // The second section starts at 276 + 20; its one-item column is trimmed only along x (the scroll axis),
        // where the cell spans the column's width: 50 + 8 + 100 + 8 = 166.
        expectFrame(result.sections[1].frame, [296, 0, 166, 844])
        expectItems(result.sections[1], [[354, 10, 100, 412]])
        #expect(result.contentSize == Size(width: 462, height: 844))
    }

    @Test func orthogonalSectionOfAHorizontalLayoutScrollsVertically() throws {
        // Box (390 − 20 across, the whole 844 along the row): groups 100 × floorPx(0.5 · 844) = 422, every 422 from
        // y = 10; the section is 10 + 100 + 10 wide. Viewport 844 − 20 = 824, row 1266, offsets end at 442.
        let group = Fixture.group(.vertical, .absolute(100), .fractionalHeight(0.5), [Fixture.item()])
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(all: 10), orthogonalScrolling: .groupPaging)
        let result = try Fixture.solve(
            [SectionInput(section, itemCount: 3)], configuration: LayoutConfiguration(scrollDirection: .horizontal))
        let laidOut = result.sections[0]
        expectItems(laidOut, [[10, 10, 100, 422], [10, 432, 100, 422], [10, 854, 100, 422]])
        expectFrame(laidOut.frame, [0, 0, 120, 844])
        #expect(laidOut.scrollContentSize == Size(width: 100, height: 1286))
        expectValues(laidOut.restOffsets, [0, 422, 442])
        #expect(result.contentSize == Size(width: 120, height: 844))
    }

    @Test func globalHeaderAndFooterFrameTheContent() throws {
        // Header 60 at 0, E1 (208) from 60, footer 40 at 268; no interSectionSpacing next to them.
        let configuration = LayoutConfiguration(
            interSectionSpacing: 20,
            boundarySupplementaries: [
                Fixture.header(height: 60, kind: "feedHeader"),
                Fixture.header(height: 40, alignment: .bottom, kind: "feedFooter"),
            ])
        let result = try Fixture.solve(
            [SectionInput(GridExampleTests.section(), itemCount: 5)], configuration: configuration)
        #expect(result.supplementaries.map(\.kind) == ["feedHeader", "feedFooter"])
        expectFrame(result.supplementaries[0].frame, [0, 0, 390, 60])
        expectFrame(result.sections[0].frame, [0, 60, 390, 208])
        expectFrame(result.itemFrame(section: 0, item: 0), [16, 72, 175, 52])
        expectFrame(result.supplementaries[1].frame, [0, 268, 390, 40])
        expectClose(result.contentSize.height, 308)
    }

    @Test func estimatedGlobalHeaderIsMeasured() throws {
        var header = Fixture.header(kind: "feedHeader")
        header.size.height = .estimated(50)
        let configuration = LayoutConfiguration(boundarySupplementaries: [header])
        var requests: [MeasureRequest] = []
        let result = try Fixture.solve([], configuration: configuration) { request in
            requests.append(request)
            return Size(width: 0, height: 70)
        }
        #expect(
            requests == [
                MeasureRequest(
                    section: nil, element: .supplementary(kind: "feedHeader"),
                    proposedSize: Size(width: 390, height: 50), isWidthEstimated: false, isHeightEstimated: true)
            ])
        expectFrame(result.supplementaries[0].frame, [0, 0, 390, 70])
        expectClose(result.contentSize.height, 70)
    }

    @Test func plainListRowsSpanTheWidth() throws {
        let result = try Fixture.solve([
            SectionInput(list: ListConfiguration(appearance: .plain, hasHeader: true), itemCount: 3)
        ])
        let section = result.sections[0]
        // Header estimate 28, pinned; rows of 44 with no insets.
        expectFrame(section.supplementaries[0].frame, [0, 0, 390, 28])
        #expect(section.supplementaries[0].isPinned)
        expectItems(section, [[0, 28, 390, 44], [0, 72, 390, 44], [0, 116, 390, 44]])
        expectClose(section.frame.height, 160)
    }

    @Test func groupedListHasVerticalInsets() throws {
        // No header or footer: 18 above and below; 18 + 132 + 18.
        let section = try Fixture.solve([SectionInput(list: ListConfiguration(appearance: .grouped), itemCount: 3)])
            .sections[0]
        expectItems(section, [[0, 18, 390, 44], [0, 62, 390, 44], [0, 106, 390, 44]])
        expectClose(section.frame.height, 168)
    }

    @Test(arguments: [(390.0, 16.0), (430.0, 20.0)])
    func insetGroupedListUsesTheMargins(width: Double, margin: Double) throws {
        // Header estimate 38 in the inset band, not pinned; rows inset by the margin; 18 below.
        let environment = LayoutEnvironment(width: width, height: 844)
        let list = ListConfiguration(appearance: .insetGrouped, hasHeader: true)
        let section = try Fixture.solve([SectionInput(list: list, itemCount: 2)], environment: environment).sections[0]
        expectFrame(section.supplementaries[0].frame, [margin, 0, width - 2 * margin, 38])
        #expect(!section.supplementaries[0].isPinned)
        expectItems(section, [[margin, 38, width - 2 * margin, 44], [margin, 82, width - 2 * margin, 44]])
        expectClose(section.frame.height, 38 + 88 + 18)
    }

    @Test func measuredListHeaderAndRows() throws {
        // Every row measures 60 and the header 50 at the inset width 358.
        let list = ListConfiguration(appearance: .insetGrouped, hasHeader: true)
        var proposals: [Size] = []
        let result = try Fixture.solve([SectionInput(list: list, itemCount: 2)]) { request in
            proposals.append(request.proposedSize)
            return request.element == .supplementary(kind: "header")
                ? Size(width: 0, height: 50) : Size(width: 0, height: 60)
        }
        #expect(
            proposals == [Size(width: 358, height: 38), Size(width: 358, height: 44), Size(width: 358, height: 44)])
        expectItems(result.sections[0], [[16, 50, 358, 60], [16, 110, 358, 60]])
        expectClose(result.sections[0].frame.height, 50 + 120 + 18)
    }
}
