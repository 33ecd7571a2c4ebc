import FeedLayout
import Testing

/// Rules of docs/spec/layout.md §1.4, 2.4, 2.7 and 4.1 with numbers worked out by hand.
@Suite("Edge spacing, estimated groups, boundary items")
struct ItemPlacementTests {
    static func row(_ item: LayoutElement, height: Double = 100) -> LayoutSection {
        LayoutSection(group: Fixture.group(.horizontal, .fractionalWidth(1), .absolute(height), [item]))
    }

    @Test func edgeSpacingMovesSlotsButInsetsShrinkFrames() throws {
        // 1.4: trailing edge spacing 10 → slots every 110; trailing inset 10 → slots every 100, frames 90 wide.
        let spaced = Fixture.item(.absolute(100), .absolute(100), edges: EdgeSpacing(trailing: .fixed(10)))
        expectItems(
            try Fixture.solve(Self.row(spaced), items: 3).sections[0],
            [[0, 0, 100, 100], [110, 0, 100, 100], [220, 0, 100, 100]])
        let inset = Fixture.item(.absolute(100), .absolute(100), insets: EdgeInsets(trailing: 10))
        expectItems(
            try Fixture.solve(Self.row(inset), items: 3).sections[0],
            [[0, 0, 90, 100], [100, 0, 90, 100], [200, 0, 90, 100]])
    }

    @Test func flexibleCrossEdgesAlignTheItem() throws {
        // A 50-tall item in a 100-tall row: both edges flexible → centred at 25; only top → bottom-aligned at 50.
        let centred = Fixture.item(
            .absolute(50), .absolute(50), edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        expectFrame(try Fixture.solve(Self.row(centred), items: 1).itemFrame(section: 0, item: 0), [0, 25, 50, 50])
        let bottom = Fixture.item(.absolute(50), .absolute(50), edges: EdgeSpacing(top: .flexible(0)))
        expectFrame(try Fixture.solve(Self.row(bottom), items: 1).itemFrame(section: 0, item: 0), [0, 50, 50, 50])
    }

    @Test func groupEdgeSpacingCentresAndSeparatesGroups() throws {
        // Group 190 wide with flexible leading/trailing → x = (390 − 190)/2 = 100. Its top edge spacing 10 adds
        // room between consecutive instances (2.4), on top of interGroupSpacing 5: y = 0, then 50 + 5 + 10 = 65;
        // section 115.
        var group = Fixture.group(.horizontal, .absolute(190), .absolute(50), [Fixture.item()])
        group.edgeSpacing = EdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0))
        let section = try Fixture.solve(LayoutSection(group: group, interGroupSpacing: 5), items: 2).sections[0]
        expectItems(section, [[100, 0, 190, 50], [100, 65, 190, 50]])
        expectClose(section.frame.height, 115)
    }

    @Test func estimatedMainAxisHoldsOnePass() throws {
        // 2.7: vertical group estimated 100 with [30, 30] and fixed(5) holds both once and is 65 long.
        let cell = Fixture.item(.fractionalWidth(1), .absolute(30))
        let group = Fixture.group(.vertical, .fractionalWidth(1), .estimated(100), [cell, cell], spacing: .fixed(5))
        let section = try Fixture.solve(LayoutSection(group: group), items: 4).sections[0]
        expectItems(section, [[0, 0, 390, 30], [0, 35, 390, 30], [0, 65, 390, 30], [0, 100, 390, 30]])
        expectClose(section.frame.height, 130)
    }

    @Test func estimatedRowTakesTheTallestMeasuredItem() throws {
        // 2.7: items measure 50 and 80; the row is 80 tall and each item keeps its own height.
        let cell = Fixture.item(.fractionalWidth(0.5), .estimated(44))
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [cell])
        let heights = [50.0, 80, 60]
        let result = try Fixture.solve([SectionInput(LayoutSection(group: group), itemCount: 3)]) { request in
            guard case .item(let index) = request.element else { return nil }
            return Size(width: 0, height: heights[index])
        }
        expectItems(result.sections[0], [[0, 0, 195, 50], [195, 0, 195, 80], [0, 80, 195, 60]])
        // The last row holds one item: 60 tall.
        expectClose(result.contentSize.height, 140)
    }

    @Test func nonExtendingHeaderOverlapsAndFooterExtends() throws {
        // E1 with a header that does not extend (it sits on the box's top, items stay) and an extending 30-pt
        // footer below the bottom inset: 208 + 30.
        var header = Fixture.header()
        header.extendsBoundary = false
        let footer = Fixture.header(height: 30, alignment: .bottom, kind: "footer")
        let section = try Fixture.solve(GridExampleTests.section(boundaries: [header, footer]), items: 5).sections[0]
        expectFrame(section.supplementaries[0].frame, [12, 0, 366, 44])
        expectFrame(section.itemFrame(0), [16, 12, 175, 52])
        expectFrame(section.supplementaries[1].frame, [12, 208, 366, 30])
        expectClose(section.frame.height, 238)
    }

    @Test func sideItemIsCentredAlongTheSection() throws {
        // E1 (208 tall) with a 40 × 100 trailing side item: x = 12 + 366 − 40 = 338, y = (208 − 100)/2 = 54.
        let side = BoundarySupplementary(
            kind: "side", size: LayoutSize(width: .absolute(40), height: .absolute(100)), alignment: .trailing)
        let section = try Fixture.solve(GridExampleTests.section(boundaries: [side]), items: 5).sections[0]
        expectFrame(section.supplementaries[0].frame, [338, 54, 40, 100])
        expectClose(section.frame.height, 208)
    }

    @Test func boundaryOffsetIsAddedAfterAlignment() throws {
        // A 100-wide topTrailing header ends at the band's end (378), then moves by (−5, 3).
        var header = Fixture.header(width: .absolute(100), alignment: .topTrailing)
        header.offset = Point(x: -5, y: 3)
        let section = try Fixture.solve(GridExampleTests.section(boundaries: [header]), items: 1).sections[0]
        expectFrame(section.supplementaries[0].frame, [273, 3, 100, 44])
    }
}
