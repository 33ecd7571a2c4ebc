import FeedLayout
import Testing

@Suite("Pinned boundary items")
struct PinningTests {
    /// Ten 44-pt rows under a pinned 28-pt header; two such sections.
    static func section(footer: Bool = false) -> LayoutSection {
        var header = Fixture.header(height: 28)
        header.pinToVisibleBounds = true
        var boundaries = [header]
        if footer {
            var bottom = Fixture.header(height: 20, alignment: .bottom, kind: "footer")
            bottom.pinToVisibleBounds = true
            boundaries.append(bottom)
        }
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()])
        return LayoutSection(group: group, boundarySupplementaries: boundaries)
    }

    @Test func headerSticksUntilItsSectionEnds() throws {
        // Section 0 spans 0 ..< 468 (28 + 440); section 1 starts at 468.
        let result = try Fixture.solve([
            SectionInput(Self.section(), itemCount: 10), SectionInput(Self.section(), itemCount: 10),
        ])
        #expect(result.sections[0].supplementaries[0].isPinned)
        expectFrame(result.sections[0].supplementaries[0].frame, [0, 0, 390, 28])
        let atTop = result.pinnedSupplementaries(at: Point(x: 0, y: 0))
        #expect(atTop.map(\.zIndex) == [0, 0])
        // At 100 the first header follows the top; the second is below the screen's top and stays.
        let scrolled = result.pinnedSupplementaries(at: Point(x: 0, y: 100))
        expectFrame(scrolled[0].frame, [0, 100, 390, 28])
        #expect(scrolled[0].zIndex == LayoutResult.pinnedZIndexBoost)
        expectFrame(scrolled[1].frame, [0, 468, 390, 28])
        #expect(scrolled[1].section == 1 && scrolled[1].zIndex == 0)
        // At 450 the first header is stopped by its section's end: 468 − 28 = 440.
        expectFrame(result.pinnedSupplementaries(at: Point(x: 0, y: 450))[0].frame, [0, 440, 390, 28])
        // At 600 section 0 is gone: its header is back at its natural place; section 1's header is at 600.
        let later = result.pinnedSupplementaries(at: Point(x: 0, y: 600))
        expectFrame(later[0].frame, [0, 0, 390, 28])
        expectFrame(later[1].frame, [0, 600, 390, 28])
    }

    @Test func footerSticksToTheBottom() throws {
        // One section of 28 + 440 + 20 = 488 in a 300-tall viewport: the footer (natural 468) sits at 300 − 20.
        let environment = LayoutEnvironment(width: 390, height: 300)
        let result = try Fixture.solve(
            [SectionInput(Self.section(footer: true), itemCount: 10)], environment: environment)
        expectFrame(result.sections[0].supplementaries[1].frame, [0, 468, 390, 20])
        let pinned = result.pinnedSupplementaries(at: Point(x: 0, y: 0))
        expectFrame(pinned[1].frame, [0, 280, 390, 20])
        // Scrolled to 180 the viewport ends at 480: the footer (468 ..< 488) is pulled up to 460.
        expectFrame(result.pinnedSupplementaries(at: Point(x: 0, y: 180))[1].frame, [0, 460, 390, 20])
        // Scrolled to 200 the viewport ends at 500 and the whole footer shows: it stays at 468, zIndex unchanged.
        let settled = result.pinnedSupplementaries(at: Point(x: 0, y: 200))[1]
        expectFrame(settled.frame, [0, 468, 390, 20])
        #expect(settled.zIndex == 0)
    }
}
