import FeedLayout
import Testing

/// docs/spec/layout.md §10 E2: the orthogonal banner row, every behaviour and variant.
@Suite("E2 orthogonal banner")
struct OrthogonalExampleTests {
    /// Item fills its group; group fw(0.88) × 190; interGroupSpacing 14; insets 12/16/20/16; 3 items.
    static func section(
        _ behavior: OrthogonalScrolling, height: Dimension = .absolute(190), header: Bool = false
    ) -> LayoutSection {
        let group = Fixture.group(.horizontal, .fractionalWidth(0.88), height, [Fixture.item()])
        return LayoutSection(
            group: group, contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16),
            interGroupSpacing: 14, orthogonalScrolling: behavior,
            boundarySupplementaries: header ? [Fixture.header()] : [])
    }

    @Test(arguments: [OrthogonalScrolling.groupPaging, .continuousGroupLeadingBoundary, .paging, .continuous])
    func rowOfThreeBanners(behavior: OrthogonalScrolling) throws {
        // Gw = floorPx(0.88 · 390) = 343 (whole width); x = 16, 16 + 357, 16 + 714.
        let result = try Fixture.solve(Self.section(behavior), items: 3)
        let section = result.sections[0]
        expectItems(section, [[16, 12, 343, 190], [373, 12, 343, 190], [730, 12, 343, 190]])
        expectFrame(section.frame, [0, 0, 390, 222])
        #expect(section.orthogonalScrolling == behavior)
        // Row 3·343 + 2·14 = 1057, with the insets 1089, by the row's 190.
        expectClose(section.scrollContentSize?.width, 1089)
        expectClose(section.scrollContentSize?.height, 190)
        // Viewport 358, so the offsets end at 1057 − 358 = 699.
        switch behavior {
        case .groupPaging, .continuousGroupLeadingBoundary: expectValues(section.restOffsets, [0, 357, 699])
        case .paging: expectValues(section.restOffsets, [0, 358, 699])
        default: #expect(section.restOffsets == nil)
        }
        #expect(result.contentSize == Size(width: 390, height: 222))
    }

    @Test func groupPagingCenteredPadsBothEnds() throws {
        // Padding (358 − 343)/2 = 7.5: groups at 16 + 7.5 = 23.5 = (390 − 343)/2, then every 357.
        let section = try Fixture.solve(Self.section(.groupPagingCentered), items: 3).sections[0]
        expectItems(section, [[23.5, 12, 343, 190], [380.5, 12, 343, 190], [737.5, 12, 343, 190]])
        // 16 + 7.5 + 1057 + 7.5 + 16.
        expectClose(section.scrollContentSize?.width, 1104)
        expectClose(section.scrollContentSize?.height, 190)
        // Maximum offset 1072 − 358 = 714.
        expectValues(section.restOffsets, [0, 357, 714])
    }

    /// E2b: E2's insets and spacing, groupPagingCentered, group and item `estimated(200)` wide, measured 300, 250 and
    /// 320: each group is centred on its measured width, not the estimate (padding 79 would put item 0 at 95).
    static let measuredWidths = [300.0, 250, 320]
    static func selfSizedCentredSection() -> LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .estimated(200), height: .fractionalHeight(1)))
        let group = Fixture.group(.horizontal, .estimated(200), .absolute(190), [.item(item)])
        return LayoutSection(
            group: group, contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16),
            interGroupSpacing: 14, orthogonalScrolling: .groupPagingCentered)
    }

    @Test func groupPagingCenteredCentresMeasuredGroups() throws {
        let sizing: @Sendable (MeasureRequest) -> Size? = { request in
            guard case .item(let index) = request.element else { return nil }
            return Size(width: Self.measuredWidths[index], height: request.proposedSize.height)
        }
        let section = try Fixture.solve([SectionInput(Self.selfSizedCentredSection(), itemCount: 3)], sizing: sizing)
            .sections[0]
        // Leading padding (358 − 300)/2 = 29: x = 16 + 29 = 45, then 45 + 300 + 14 = 359, 359 + 250 + 14 = 623.
        expectItems(section, [[45, 12, 300, 190], [359, 12, 250, 190], [623, 12, 320, 190]])
        // Row 300 + 14 + 250 + 14 + 320 = 898; trailing padding (358 − 320)/2 = 19; 16 + 29 + 898 + 19 + 16.
        expectClose(section.scrollContentSize?.width, 978)
        // Group k rests centred at its start plus half of how much wider it is than group 0: 0, 314 − 25 = 289,
        // 578 + 10 = 588 (= 946 − 358, the row's end).
        expectValues(section.restOffsets, [0, 289, 588])
    }

    @Test func headerDoesNotScroll() throws {
        // Header 358 × 44 in the inset band; items at 44 + 12 = 56; 44 + 222.
        let section = try Fixture.solve(Self.section(.groupPaging, header: true), items: 3).sections[0]
        expectFrame(section.supplementaries[0].frame, [16, 0, 358, 44])
        expectItems(section, [[16, 56, 343, 190], [373, 56, 343, 190], [730, 56, 343, 190]])
        expectClose(section.frame.height, 266)
        // The row itself is unchanged.
        #expect(section.scrollContentSize == Size(width: 1089, height: 190))
        expectValues(section.restOffsets, [0, 357, 699])
    }

    @Test func fractionalHeightUsesTheHeightLessInsets() throws {
        // 0.3 · (844 − 12 − 20) = 243.6 → floorPx = 730/3 = 243.333; the item fills its group.
        let section = try Fixture.solve(
            Self.section(.groupPaging, height: .fractionalHeight(0.3)), items: 3
        ).sections[0]
        let height = 730.0 / 3
        expectItems(section, [[16, 12, 343, height], [373, 12, 343, height], [730, 12, 343, height]])
        expectClose(section.frame.height, 12 + height + 20)
        expectClose(section.scrollContentSize?.width, 1089)
        expectClose(section.scrollContentSize?.height, height)
        expectValues(section.restOffsets, [0, 357, 699])
    }
}
