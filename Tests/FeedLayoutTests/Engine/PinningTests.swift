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

    /// §4.2 W7: a pinned 40-pt footer under 20 rows of 100 on the 390-pt iPhone (safe area 47 top, 34 bottom):
    /// natural [0, 2000, 390, 40], content 2040. The footer sits at max(min(2000, Y + 844 − bottom − 40), 0); the
    /// offset runs from −47 to 2040 + bottom − 844.
    @Test(arguments: [
        (false, -47.0, 723.0), (false, 1000, 1770), (false, 1230, 2000), (true, -47, 674), (true, 1279, 2000),
    ])
    func footerSticksAboveTheBottomInset(tabBar: Bool, offset: Double, y: Double) throws {
        var footer = Fixture.header(height: 40, alignment: .bottom, kind: "footer")
        footer.pinToVisibleBounds = true
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(100), [Fixture.item()])
        let environment = LayoutEnvironment(width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34))
        let result = try Fixture.solve(
            [SectionInput(LayoutSection(group: group, boundarySupplementaries: [footer]), itemCount: 20)],
            environment: environment)
        expectFrame(result.sections[0].supplementaries[0].frame, [0, 2000, 390, 40])
        // A tab bar (49) extends the safe area's bottom inside a tab bar controller.
        let container =
            tabBar
            ? ScrollContainer(safeArea: EdgeInsets(top: 47, bottom: 34 + 49), isInBarController: true)
            : ScrollContainer(environment)
        let range = (
            result.clampedContentOffset(Point(x: 0, y: -1000), in: container).y,
            result.clampedContentOffset(Point(x: 0, y: 5000), in: container).y
        )
        #expect(range == (-47, tabBar ? 1279 : 1230))
        let pinned = result.pinnedSupplementaries(at: Point(x: 0, y: offset), in: container)
        expectFrame(pinned[0].frame, [0, y, 390, 40])
        #expect(pinned[0].zIndex == (y == 2000 ? 0 : LayoutResult.pinnedZIndexBoost))
    }

    /// With `.automatic`, a feed shorter than the screen and no bar controller gets no adjusted inset: the header
    /// stays put and the offset cannot move; inside a navigation controller the insets apply anyway.
    @Test func aShortFeedIsAdjustedOnlyInABarController() throws {
        let environment = LayoutEnvironment(width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34))
        let result = try Fixture.solve([SectionInput(Self.section(), itemCount: 3)], environment: environment)
        #expect(result.contentSize.height == 28 + 132)
        #expect(result.adjustedContentInset(in: ScrollContainer(environment)) == .zero)
        #expect(result.clampedContentOffset(Point(x: 0, y: -30), in: ScrollContainer(environment)) == Point(x: 0, y: 0))
        let navigation = ScrollContainer(safeArea: EdgeInsets(top: 91, bottom: 34), isInBarController: true)
        #expect(result.adjustedContentInset(in: navigation) == EdgeInsets(top: 91, bottom: 34))
        // −91 … max(−91, 160 + 34 − 844): the offset rests at −91 and the header at its natural 0.
        #expect(result.clampedContentOffset(Point(x: 0, y: 50), in: navigation) == Point(x: 0, y: -91))
        expectFrame(result.pinnedSupplementaries(at: Point(x: 0, y: -91), in: navigation)[0].frame, [0, 0, 390, 28])
    }
}
