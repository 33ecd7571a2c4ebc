import FeedLayout
import Testing

/// docs/spec/layout.md §10 E1: the two-column grid and all its variants.
@Suite("E1 two-column grid")
struct GridExampleTests {
    /// Item fills its column with insets 4; group fw(1) × 60 with count 2; section insets 8/12/20/12; 5 items.
    static func section(
        spacing: Spacing? = nil, group custom: LayoutGroup? = nil, boundaries: [BoundarySupplementary] = [],
        follows: Bool = true
    ) -> LayoutSection {
        let item = Fixture.item(insets: EdgeInsets(all: 4))
        let group =
            custom
            ?? Fixture.group(.horizontal, .fractionalWidth(1), .absolute(60), [item], count: 2, spacing: spacing)
        return LayoutSection(
            group: group, contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 20, trailing: 12),
            boundarySupplementaries: boundaries, supplementariesFollowContentInsets: follows)
    }

    @Test func countTwoGivesTwoColumnsOf183() throws {
        // Group box 390 − 24 = 366; columns 366/2 = 183; frames are the slots inset by 4.
        let result = try Fixture.solve(Self.section(), items: 5)
        expectItems(
            result.sections[0],
            [[16, 12, 175, 52], [199, 12, 175, 52], [16, 72, 175, 52], [199, 72, 175, 52], [16, 132, 175, 52]])
        // 8 + 3 rows of 60 + 20; the half-empty third row is not trimmed (its item spans the row).
        expectFrame(result.sections[0].frame, [0, 0, 390, 208])
        #expect(result.contentSize == Size(width: 390, height: 208))
    }

    @Test func fixedSpacingShrinksColumns() throws {
        // (366 − 10)/2 = 178; the second column starts at 12 + 178 + 10 = 200.
        let result = try Fixture.solve(Self.section(spacing: .fixed(10)), items: 5)
        expectItems(
            result.sections[0],
            [[16, 12, 170, 52], [204, 12, 170, 52], [16, 72, 170, 52], [204, 72, 170, 52], [16, 132, 170, 52]])
        expectClose(result.contentSize.height, 208)
    }

    @Test(arguments: [nil, Spacing.fixed(10)])
    func repeatingSubitemKeepsItsHalf(spacing: Spacing?) throws {
        // repeatingSubitem:count:2 with the item at fw(0.5): half of 366 = 183, or half of 366 − 10 = 178.
        let item = Fixture.item(.fractionalWidth(0.5), insets: EdgeInsets(all: 4))
        var group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(60), [item], count: 2, spacing: spacing)
        group.countKeepsSubitemSize = true
        let result = try Fixture.solve(Self.section(group: group), items: 5)
        let column = spacing == nil ? 183.0 : 178
        let second = 12 + column + (spacing == nil ? 0 : 10)
        expectItems(
            result.sections[0],
            [
                [16, 12, column - 8, 52], [second + 4, 12, column - 8, 52], [16, 72, column - 8, 52],
                [second + 4, 72, column - 8, 52], [16, 132, column - 8, 52],
            ])
    }

    @Test func plainSubitemsResolveFractionsAfterSpacing() throws {
        // [fw(0.5)] with fixed(10): two fit because the half is taken of 366 − 10 → 178, as in the count variant.
        let item = Fixture.item(.fractionalWidth(0.5), insets: EdgeInsets(all: 4))
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(60), [item], spacing: .fixed(10))
        let result = try Fixture.solve(Self.section(group: group), items: 5)
        expectItems(
            result.sections[0],
            [[16, 12, 170, 52], [204, 12, 170, 52], [16, 72, 170, 52], [204, 72, 170, 52], [16, 132, 170, 52]])
    }

    @Test func extendingHeaderPushesItemsDown() throws {
        // Header 366 × 44 above the top inset: items move down 44, the section grows to 252.
        let result = try Fixture.solve(Self.section(boundaries: [Fixture.header()]), items: 5)
        let section = result.sections[0]
        expectFrame(section.supplementaries[0].frame, [12, 0, 366, 44])
        #expect(section.supplementaries[0].kind == "header")
        #expect(section.supplementaries[0].item == nil)
        expectFrame(section.itemFrame(0), [16, 56, 175, 52])
        expectFrame(section.itemFrame(4), [16, 176, 175, 52])
        expectFrame(section.frame, [0, 0, 390, 252])
    }

    @Test func headerIgnoringInsetsSpansTheWidth() throws {
        let result = try Fixture.solve(Self.section(boundaries: [Fixture.header()], follows: false), items: 5)
        expectFrame(result.sections[0].supplementaries[0].frame, [0, 0, 390, 44])
        expectFrame(result.sections[0].itemFrame(0), [16, 56, 175, 52])
    }

    @Test func narrowHeaderIsCentred() throws {
        // 200 wide in the 366 band: x = 12 + (366 − 200)/2 = 95.
        let result = try Fixture.solve(
            Self.section(boundaries: [Fixture.header(width: .absolute(200))]), items: 5)
        expectFrame(result.sections[0].supplementaries[0].frame, [95, 0, 200, 44])
    }
}
