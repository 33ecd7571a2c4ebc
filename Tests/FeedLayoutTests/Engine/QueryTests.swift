import FeedLayout
import Testing

@Suite("Rectangle queries and lookups")
struct QueryTests {
    @Test(arguments: [ScrollDirection.vertical, .horizontal], [UInt64(1), 2, 3, 4, 5])
    func queriesMatchABruteForceScan(direction: ScrollDirection, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let configuration = LayoutConfiguration(
            scrollDirection: direction, interSectionSpacing: Double(Int.random(in: 0...20, using: &random)),
            boundarySupplementaries: [
                Fixture.header(height: 50), Fixture.header(height: 30, alignment: .bottom, kind: "footer"),
            ])
        let feed = RandomFeed.feed(&random, sections: 12)
        let result = try Fixture.solve(feed, configuration: configuration)
        let extent = direction == .vertical ? result.contentSize.height : result.contentSize.width
        for _ in 0..<60 {
            let offset = Double.random(in: -100...(extent + 100), using: &random)
            let cross = Double.random(in: -400...800, using: &random)
            let rect =
                direction == .vertical
                ? Rect(
                    x: cross, y: offset, width: Double.random(in: 1...900, using: &random),
                    height: Double.random(in: 1...900, using: &random))
                : Rect(
                    x: offset, y: cross, width: Double.random(in: 1...900, using: &random),
                    height: Double.random(in: 1...900, using: &random))
            #expect(result.elements(in: rect) == RandomFeed.bruteForce(result, rect))
        }
        // The whole content holds every element exactly once.
        let everything = Rect(x: -10_000, y: -10_000, width: 100_000, height: 100_000)
        #expect(result.elements(in: everything) == RandomFeed.bruteForce(result, everything))
    }

    @Test func queryOfAViewportListsRowsInOrder() throws {
        // E7's rows: 10 + k·49; the rect 60 ..< 110 meets rows 1 (59 ..< 103) and 2 (108 ..< 152), and the
        // background [5, 5, 380, 152].
        let result = try Fixture.solve(DecorationExampleTests.backgroundSection(header: false), items: 3)
        let found = result.elements(in: Rect(x: 0, y: 60, width: 390, height: 50))
        #expect(found.map(\.category) == [.item, .item, .decoration])
        #expect(found.map(\.index) == [1, 2, 0])
        expectFrame(found[0].frame, [10, 59, 370, 44])
        #expect(found[0].zIndex == 1)
    }

    @Test func orthogonalRowsAreQueriedAtOffsetZero() throws {
        // E2's row: only the first banner (16 ..< 359) is inside the screen's width.
        let result = try Fixture.solve(OrthogonalExampleTests.section(.groupPaging), items: 3)
        let found = result.elements(in: Rect(x: 0, y: 0, width: 360, height: 844))
        #expect(found.map(\.index) == [0])
        let beyond = result.elements(in: Rect(x: 700, y: 0, width: 100, height: 100))
        #expect(beyond.map(\.index) == [1, 2])
    }

    @Test func frameLookupAddsTheSectionOrigin() throws {
        // E12: section 2 starts at 248; its item 4 is E1's [16, 132] moved down 248.
        let grid = GridExampleTests.section()
        let result = try Fixture.solve(
            [SectionInput(grid, itemCount: 5), SectionInput(grid, itemCount: 0), SectionInput(grid, itemCount: 5)],
            configuration: LayoutConfiguration(interSectionSpacing: 20))
        expectFrame(result.itemFrame(section: 2, item: 4), [16, 380, 175, 52])
        #expect(result.itemFrame(section: 2, item: 4) == result.sections[2].itemFrames[4])
    }
}
