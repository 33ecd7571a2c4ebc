import FeedLayout
import Testing

@Suite("Incremental relayout")
struct RelayoutTests {
    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
    func relayoutEqualsAFullSolve(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let direction: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
        let configuration = LayoutConfiguration(
            scrollDirection: direction, interSectionSpacing: 12,
            boundarySupplementaries: [Fixture.header(height: 30, alignment: .bottom, kind: "footer")])
        let solver = LayoutSolver(environment: Fixture.phone, configuration: configuration)
        var feed = RandomFeed.feed(&random, sections: 10)
        var result = try solver.solve(feed)
        for _ in 0..<5 {
            let index = Int.random(in: 0..<feed.count, using: &random)
            feed[index] = RandomFeed.section(&random)
            result = try solver.relayout(result, replacing: index, with: feed[index])
            #expect(result == (try solver.solve(feed)))
        }
    }

    @Test func laterSectionsMoveByTheChange() throws {
        // E1 (208 tall) then E7 (162): growing section 0 from 5 to 7 items adds one 60-pt row.
        let solver = LayoutSolver(environment: Fixture.phone)
        let feed = [
            SectionInput(GridExampleTests.section(), itemCount: 5),
            SectionInput(DecorationExampleTests.backgroundSection(header: false), itemCount: 3),
        ]
        let before = try solver.solve(feed)
        let after = try solver.relayout(
            before, replacing: 0, with: SectionInput(GridExampleTests.section(), itemCount: 7))
        expectFrame(after.sections[1].frame, [0, 268, 390, 162])
        expectFrame(after.itemFrame(section: 1, item: 0), [10, 278, 370, 44])
        expectFrame(after.sections[1].decorations[0].frame, [5, 273, 380, 152])
        expectClose(after.contentSize.height, 430)
    }

    @Test func relayoutRejectsABadIndex() throws {
        let solver = LayoutSolver(environment: Fixture.phone)
        let result = try solver.solve([SectionInput(GridExampleTests.section(), itemCount: 1)])
        #expect(throws: LayoutError.self) {
            try solver.relayout(result, replacing: 3, with: SectionInput(GridExampleTests.section(), itemCount: 1))
        }
    }
}
