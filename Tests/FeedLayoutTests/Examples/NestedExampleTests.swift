import FeedLayout
import Testing

/// docs/spec/layout.md §10 E5 (nested groups), E9 (column trimming), E10 (custom group), E11 (fractional height).
@Suite("E5, E9, E10, E11 groups")
struct NestedExampleTests {
    @Test func nestedGroupsConsumeItemsDepthFirst() throws {
        // Leading 0.7 · 390 = 273 wide; trailing column 117 wide split into two 125-tall cells; insets 10.
        let leading = Fixture.item(.fractionalWidth(0.7), insets: EdgeInsets(all: 10))
        let trailing = LayoutElement.group(
            Fixture.group(
                .vertical, .fractionalWidth(0.3), .fractionalHeight(1), [Fixture.item(insets: EdgeInsets(all: 10))],
                count: 2))
        let outer = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(250), [leading, trailing])
        let result = try Fixture.solve(LayoutSection(group: outer), items: 4)
        expectItems(
            result.sections[0],
            [[10, 10, 253, 230], [283, 10, 97, 105], [283, 135, 97, 105], [10, 260, 253, 230]])
        // The second instance is not shortened: its item reaches the full 250.
        expectClose(result.contentSize.height, 500)
    }

    @Test func lastColumnIsTrimmed() throws {
        // Columns of three 100-tall cells; the second column holds one and is cut to 100: 300 + 10 + 100.
        let column = Fixture.group(.vertical, .fractionalWidth(1), .absolute(300), [Fixture.item()], count: 3)
        let result = try Fixture.solve(LayoutSection(group: column, interGroupSpacing: 10), items: 4)
        expectItems(
            result.sections[0], [[0, 0, 390, 100], [0, 100, 390, 100], [0, 200, 390, 100], [0, 310, 390, 100]])
        expectClose(result.sections[0].frame.height, 410)
        #expect(result.contentSize == Size(width: 390, height: 410))
    }

    @Test func customGroupReusesItsFrames() throws {
        let frames = [
            CustomFrame(frame: Rect(x: 0, y: 0, width: 195, height: 200)),
            CustomFrame(frame: Rect(x: 195, y: 0, width: 195, height: 100)),
            CustomFrame(frame: Rect(x: 195, y: 100, width: 195, height: 100)),
        ]
        let group = LayoutGroup(
            direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
            customFrames: frames)
        let result = try Fixture.solve(LayoutSection(group: group), items: 4)
        expectItems(
            result.sections[0], [[0, 0, 195, 200], [195, 0, 195, 100], [195, 100, 195, 100], [0, 200, 195, 200]])
        // The second instance holds one frame and is trimmed to it: 200 + 200.
        expectClose(result.sections[0].frame.height, 400)
        #expect(result.contentSize == Size(width: 390, height: 400))
    }

    @Test func customProviderSeesTheWholeWidth() {
        // Section insets 16 do not reach the provider: a fw(1) group sees 390 (docs/spec/layout.md §2.6).
        let group = LayoutGroup(
            direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let size = group.customContainerSize(in: Fixture.phone)
        #expect(size == Size(width: 390, height: 422))
    }

    @Test func topLevelFractionalHeightUsesTheWholeHeight() throws {
        // floorPx(0.4 · 844) = floorPx(337.6) = 1012/3 = 337.333, not 0.4 · 824.
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.4), [Fixture.item()])
        let result = try Fixture.solve(
            LayoutSection(group: group, contentInsets: EdgeInsets(top: 10, bottom: 10)), items: 1)
        let height = 1012.0 / 3
        expectItems(result.sections[0], [[0, 10, 390, height]])
        expectClose(result.sections[0].frame.height, 20 + height)
        expectClose(result.contentSize.height, 20 + height)
    }
}
