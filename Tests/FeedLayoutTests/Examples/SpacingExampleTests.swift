import FeedLayout
import Testing

/// docs/spec/layout.md §10 E3 (flexible spacing) and E4 (fractions resolved after spacing).
@Suite("E3, E4 spacing")
struct SpacingExampleTests {
    static func squares(_ spacing: Spacing) -> LayoutSection {
        let group = Fixture.group(
            .horizontal, .fractionalWidth(1), .absolute(100), [Fixture.item(.absolute(100), .absolute(100))],
            spacing: spacing)
        return LayoutSection(group: group, contentInsets: EdgeInsets(leading: 16, trailing: 16))
    }

    @Test func flexibleSpacingSharesTheLeftover() throws {
        // Inner 358: three fit (300 + 16); leftover 42 over 2 gaps → 29 each.
        let result = try Fixture.solve(Self.squares(.flexible(8)), items: 3)
        expectItems(result.sections[0], [[16, 0, 100, 100], [145, 0, 100, 100], [274, 0, 100, 100]])
        #expect(result.contentSize == Size(width: 390, height: 100))
    }

    @Test func fixedSpacingLeavesTheSlackAtTheEnd() throws {
        let section = try Fixture.solve(Self.squares(.fixed(8)), items: 3).sections[0]
        expectItems(section, [[16, 0, 100, 100], [124, 0, 100, 100], [232, 0, 100, 100]])
    }

    @Test func flexibleRowOfOneStaysAtTheStart() throws {
        // Four items: the second row holds one item, no gap to widen.
        let section = try Fixture.solve(Self.squares(.flexible(8)), items: 4).sections[0]
        expectFrame(section.itemFrame(3), [16, 100, 100, 100])
    }

    @Test func partialRowKeepsTheFullRowsColumns() throws {
        // Five items: the second row holds two, at the full row's first two places (16 and 145), not spread.
        let section = try Fixture.solve(Self.squares(.flexible(8)), items: 5).sections[0]
        expectFrame(section.itemFrame(3), [16, 100, 100, 100])
        expectFrame(section.itemFrame(4), [145, 100, 100, 100])
    }

    @Test func fractionsResolveAfterSpacing() throws {
        // n = 3: floorPx(0.3 · (366 − 20)) = floorPx(103.8) = 311/3 = 103.667; slots at 12, 125.667, 239.333.
        let group = Fixture.group(
            .horizontal, .fractionalWidth(1), .absolute(100), [Fixture.item(.fractionalWidth(0.3))],
            spacing: .fixed(10))
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(leading: 12, trailing: 12))
        let result = try Fixture.solve(section, items: 4)
        let width = 311.0 / 3
        expectItems(
            result.sections[0],
            [
                [12, 0, width, 100], [12 + width + 10, 0, width, 100], [12 + 2 * (width + 10), 0, width, 100],
                [12, 100, width, 100],
            ])
        expectClose(result.sections[0].itemFrame(1).x, 125.667)
        expectClose(result.sections[0].itemFrame(2).x, 239.333)
        #expect(result.contentSize == Size(width: 390, height: 200))
    }
}
