import FeedLayout
import Testing

/// docs/spec/layout.md §10 E6 (badge), E7 (section background), E8 (estimated rows), E12 (several sections).
@Suite("E6, E7, E8, E12")
struct DecorationExampleTests {
    static func badgeSection(_ badge: AnchoredSupplementary) -> LayoutSection {
        // Inner 360; group 360 × 72; item slots 90 wide, insets 5.
        let item = Fixture.item(.fractionalWidth(0.25), insets: EdgeInsets(all: 5), badges: [badge])
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2), [item])
        return LayoutSection(group: group, contentInsets: EdgeInsets(all: 15))
    }

    static let badgeSize = LayoutSize(width: .absolute(20), height: .absolute(20))

    @Test func badgeWithFractionalOffset() throws {
        // Corner (100, 20) − badge's top-trailing (20, 0) + (0.3·20, −0.3·20) = (86, 14).
        let badge = AnchoredSupplementary(
            kind: "badge", size: Self.badgeSize,
            containerAnchor: SupplementaryAnchor(
                edges: [.top, .trailing], offset: Point(x: 0.3, y: -0.3), isFractional: true))
        let result = try Fixture.solve(Self.badgeSection(badge), items: 4)
        let section = result.sections[0]
        expectFrame(section.itemFrame(0), [20, 20, 80, 62])
        // 15 + 72 + 15; badges sticking out do not grow the content.
        #expect(result.contentSize == Size(width: 390, height: 102))
        let first = section.supplementaries[0]
        expectFrame(first.frame, [86, 14, 20, 20])
        #expect(first.kind == "badge")
        #expect(first.item == 0)
        #expect(first.zIndex == 1)
        // The fourth item's slot starts at 15 + 270: its badge sits 270 to the right.
        expectFrame(section.supplementaries[3].frame, [356, 14, 20, 20])
        #expect(section.supplementaries[3].item == 3)
    }

    @Test func badgeWithItemAnchorAndAbsoluteOffset() throws {
        // (100, 20) − the badge's bottom-leading (0, 20) + (10, −10) = (110, −10).
        let badge = AnchoredSupplementary(
            kind: "badge", size: Self.badgeSize,
            containerAnchor: SupplementaryAnchor(edges: [.top, .trailing], offset: Point(x: 10, y: -10)),
            itemAnchor: SupplementaryAnchor(edges: [.bottom, .leading]))
        let section = try Fixture.solve(Self.badgeSection(badge), items: 1).sections[0]
        expectFrame(section.supplementaries[0].frame, [110, -10, 20, 20])
    }

    @Test func appleSampleLeavesSubPointGaps() throws {
        // Insets 20: inner 350, slots floorPx(87.5) = 262/3 = 87.333 wide.
        let item = Fixture.item(.fractionalWidth(0.25))
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2), [item])
        let section = try Fixture.solve(
            LayoutSection(group: group, contentInsets: EdgeInsets(all: 20)), items: 4
        ).sections[0]
        let width = 262.0 / 3
        expectItems(
            section,
            [
                [20, 20, width, 70], [20 + width, 20, width, 70], [20 + 2 * width, 20, width, 70],
                [20 + 3 * width, 20, width, 70],
            ])
    }

    static func backgroundSection(header: Bool) -> LayoutSection {
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()])
        return LayoutSection(
            group: group, contentInsets: EdgeInsets(all: 10), interGroupSpacing: 5,
            boundarySupplementaries: header ? [Fixture.header()] : [],
            decorations: [BackgroundDecoration(contentInsets: EdgeInsets(all: 5))])
    }

    @Test func backgroundCoversTheSection() throws {
        // 10 + 3·44 + 2·5 + 10 = 162; background = [0, 0, 390, 162] inset 5.
        let section = try Fixture.solve(Self.backgroundSection(header: false), items: 3).sections[0]
        expectItems(section, [[10, 10, 370, 44], [10, 59, 370, 44], [10, 108, 370, 44]])
        expectClose(section.frame.height, 162)
        #expect(section.decorations.count == 1)
        expectFrame(section.decorations[0].frame, [5, 5, 380, 152])
        #expect(section.decorations[0].zIndex == 0)
        #expect(section.decorations[0].kind == "sectionBackground")
        #expect((0..<3).map(section.itemZIndex) == [1, 1, 1])
    }

    @Test func backgroundCoversTheHeaderToo() throws {
        let section = try Fixture.solve(Self.backgroundSection(header: true), items: 3).sections[0]
        expectFrame(section.supplementaries[0].frame, [10, 0, 370, 44])
        expectItems(section, [[10, 54, 370, 44], [10, 103, 370, 44], [10, 152, 370, 44]])
        expectClose(section.frame.height, 206)
        expectFrame(section.decorations[0].frame, [5, 5, 380, 196])
        // The SDK header: the decoration promotes all other section items, the header too (docs/decisions.md).
        #expect(section.supplementaries[0].zIndex == 1)
        let plain = try Fixture.solve(
            LayoutSection(
                group: Self.backgroundSection(header: true).group, boundarySupplementaries: [Fixture.header()]),
            items: 1
        ).sections[0]
        #expect(plain.supplementaries[0].zIndex == 0)
    }

    @Test func cellsWithoutDecorationsHaveZIndexZero() throws {
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()])
        let section = try Fixture.solve(LayoutSection(group: group), items: 2).sections[0]
        #expect(section.itemZIndex(0) == 0)
        #expect(section.decorations.isEmpty)
    }

    static var estimatedRows: LayoutSection {
        // Insets top/bottom are ignored on the estimated axis; leading/trailing 16 apply.
        let item = Fixture.item(
            .fractionalWidth(1), .estimated(44), insets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        return LayoutSection(group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [item]))
    }

    @Test func estimatesStandWithoutMeasurement() throws {
        let result = try Fixture.solve(Self.estimatedRows, items: 3)
        expectItems(result.sections[0], [[16, 0, 358, 44], [16, 44, 358, 44], [16, 88, 358, 44]])
        expectClose(result.contentSize.height, 132)
    }

    @Test func measuredRowGrowsAndPushesTheNext() throws {
        var requests: [MeasureRequest] = []
        let result = try Fixture.solve([SectionInput(Self.estimatedRows, itemCount: 3)]) { request in
            requests.append(request)
            return request.element == .item(1) ? Size(width: 999, height: 80) : nil
        }
        expectItems(result.sections[0], [[16, 0, 358, 44], [16, 44, 358, 80], [16, 124, 358, 44]])
        expectClose(result.contentSize.height, 168)
        // Called once per item, at the cell's width 358 and the estimate 44; the width answer is ignored.
        #expect(requests.map(\.element) == [.item(0), .item(1), .item(2)])
        #expect(requests.allSatisfy { $0.proposedSize == Size(width: 358, height: 44) && $0.section == 0 })
        #expect(requests.allSatisfy { $0.isHeightEstimated && !$0.isWidthEstimated })
    }

    @Test func sectionsAreSeparatedButNotAfterTheLast() throws {
        // 208 + 20 + 0 + 20 + 208.
        let grid = GridExampleTests.section()
        let empty = LayoutSection(
            group: Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()]))
        let result = try Fixture.solve(
            [SectionInput(grid, itemCount: 5), SectionInput(empty, itemCount: 0), SectionInput(grid, itemCount: 5)],
            configuration: LayoutConfiguration(interSectionSpacing: 20))
        expectFrame(result.sections[0].frame, [0, 0, 390, 208])
        expectFrame(result.sections[1].frame, [0, 228, 390, 0])
        expectFrame(result.sections[2].frame, [0, 248, 390, 208])
        #expect(result.sections[1].itemCount == 0 && result.sections[1].supplementaryCount == 0)
        expectFrame(result.sections[2].itemFrame(0), [16, 260, 175, 52])
        expectFrame(result.sections[2].itemFrame(4), [16, 380, 175, 52])
        expectClose(result.contentSize.height, 456)
    }
}
