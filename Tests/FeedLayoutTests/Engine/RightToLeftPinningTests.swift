import FeedLayout
import Testing

/// docs/spec/layout.md §4.2 W9 with §6.3: a right-to-left horizontal feed reads its pinning ranges mirrored, as it
/// reads its frames — a leading header starts at the right of its section and moves leftwards.
@Suite struct RightToLeftPinningTests {
    /// A 20-pt global header, then two sections of a 50-pt leading header over four 300-pt columns, all pinned, in
    /// a horizontal feed 390 × 844. Left to right: global [0, 20], sections 20 ..< 1270 and 1270 ..< 2520.
    static func result() throws -> LayoutResult {
        var traits = LayoutTraits(width: 390, height: 844)
        traits.layoutDirection = .rightToLeft
        let environment = LayoutEnvironment(width: 390, height: 844, scale: 3, traits: traits)
        var header = Fixture.header(width: .absolute(50), alignment: .leading)
        header.size.height = .fractionalHeight(1)
        header.pinToVisibleBounds = true
        let group = Fixture.group(.vertical, .absolute(300), .fractionalHeight(1), [Fixture.item()])
        let section = LayoutSection(group: group, boundarySupplementaries: [header])
        var global = Fixture.header(width: .absolute(20), alignment: .leading, kind: "feedHeader")
        global.size.height = .fractionalHeight(1)
        global.pinToVisibleBounds = true
        let configuration = LayoutConfiguration(scrollDirection: .horizontal, boundarySupplementaries: [global])
        return try Fixture.solve(
            [SectionInput(section, itemCount: 4), SectionInput(section, itemCount: 4)], environment: environment,
            configuration: configuration)
    }

    @Test func pinningRangesAreMirroredLikeTheFrames() throws {
        let result = try Self.result()
        #expect(result.contentSize.width == 2520)
        // Mirrored about 2520: x' = 2520 − x − w.
        expectFrame(result.sections[0].supplementaries[0].frame, [2450, 0, 50, 844])
        expectFrame(result.sections[1].supplementaries[0].frame, [1200, 0, 50, 844])
        expectFrame(result.supplementaries[0].frame, [2500, 0, 20, 844])
        // Left to right section 0's header moves from 20 to its box's end less 50, 1220; mirrored, from 2450 down
        // to 2520 − 1220 − 50 = 1250. Section 1's: 1270 … 2470 → 0 … 1200. The global header: 0 … 2500 both ways.
        #expect(result.pinningRange(section: 0, index: 0) == 1250...2450)
        #expect(result.pinningRange(section: 1, index: 0) == 0...1200)
        #expect(result.pinningRange(section: nil, index: 0) == 0...2500)
    }

    @Test func aPinnedFrameLiesInItsRange() throws {
        let result = try Self.result()
        // contentOffset.x 500: the bounds are 500 … 890; left to right they start at 2520 − 500 − 390 = 1630, where
        // section 1's header sticks (1270 ≤ 1630 ≤ 2470); mirrored, 2520 − 1630 − 50 = 840, against the bounds'
        // right edge. The global header: 2520 − 1630 − 20 = 870.
        let pinned = result.pinnedSupplementaries(at: Point(x: 500, y: 0))
        let header = try #require(pinned.first { $0.section == 1 })
        expectFrame(header.frame, [840, 0, 50, 844])
        #expect(try #require(result.pinningRange(section: 1, index: 0)).contains(header.frame.x))
        let global = try #require(pinned.first { $0.section == nil })
        expectFrame(global.frame, [870, 0, 20, 844])
        #expect(try #require(result.pinningRange(section: nil, index: 0)).contains(global.frame.x))
    }
}
