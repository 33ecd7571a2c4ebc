import FeedLayout
import Testing

/// docs/spec/layout.md §8.1 W1–W3, W5 and W8: text-like elements measured from the width their slot offers,
/// `height = ceil(characters · 7 / proposal.width) · 20`; badges as capsules `characters · 8 + 8` wide.
@Suite("W1–W3, W5, W8 measured from the proposed width")
struct MeasuredExampleTests {
    /// The text-like measure: lines of 7-point characters wrapped to the proposed width, 20 points a line.
    static func textHeight(characters: Int, width: Double) -> Double {
        (Double(characters) * 7 / width).rounded(.up) * 20
    }

    /// A sizing callback answering items from `characters` and the header from `headerCharacters`, recording the
    /// proposals it was given.
    final class TextMeasurer: @unchecked Sendable {
        let characters: [Int]
        let headerCharacters: Int
        let badgeCharacters: [Int]
        var proposals: [MeasureRequest] = []

        init(characters: [Int], headerCharacters: Int = 0, badgeCharacters: [Int] = []) {
            self.characters = characters
            self.headerCharacters = headerCharacters
            self.badgeCharacters = badgeCharacters
        }

        func measure(_ request: MeasureRequest) -> Size? {
            proposals.append(request)
            let width = request.proposedSize.width
            switch request.element {
            case .item(let index):
                return Size(width: width, height: textHeight(characters: characters[index], width: width))
            case .supplementary:
                return Size(width: width, height: textHeight(characters: headerCharacters, width: width))
            case .badge(_, let item):
                // A capsule label: 8 points a character and 4 on each side; the height is not asked for.
                return Size(width: Double(badgeCharacters[item] * 8 + 8), height: 999)
            }
        }
    }

    @Test func listRowsWrapToTheirProposedWidth() throws {
        // W1: rows fw(1) × estimated(44), insets 16 at the sides → proposal 358 × 44; 30, 100, 52 characters →
        // 1, 2, 2 lines → 20, 40, 40 tall.
        let item = Fixture.item(.fractionalWidth(1), .estimated(44), insets: EdgeInsets(leading: 16, trailing: 16))
        let section = LayoutSection(
            group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [item]))
        let measurer = TextMeasurer(characters: [30, 100, 52])
        let result = try Fixture.solve([SectionInput(section, itemCount: 3)], sizing: measurer.measure)
        #expect(measurer.proposals.map(\.proposedSize) == Array(repeating: Size(width: 358, height: 44), count: 3))
        #expect(measurer.proposals.allSatisfy { $0.isHeightEstimated && !$0.isWidthEstimated })
        expectItems(result.sections[0], [[16, 0, 358, 20], [16, 20, 358, 40], [16, 60, 358, 40]])
        expectClose(result.contentSize.height, 100)
    }

    @Test func badgesSizeThemselvesOnTheirItems() throws {
        // W8: W1's rows, each with a badge estimated(20) × absolute(16) on its top-trailing corner, centred there by
        // the fractional offset (0.5, −0.5). Proposal 20 × 16 (the estimate; the height is fixed); labels of 1, 2
        // and 3 characters measure 16, 24 and 32 wide. x = 374 − w + 0.5·w = 374 − w/2; y = item y − 8.
        let badge = AnchoredSupplementary(
            kind: "count", size: LayoutSize(width: .estimated(20), height: .absolute(16)),
            containerAnchor: SupplementaryAnchor(
                edges: [.top, .trailing], offset: Point(x: 0.5, y: -0.5), isFractional: true))
        let item = Fixture.item(
            .fractionalWidth(1), .estimated(44), insets: EdgeInsets(leading: 16, trailing: 16), badges: [badge])
        let section = LayoutSection(group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [item]))
        let measurer = TextMeasurer(characters: [30, 100, 52], badgeCharacters: [1, 2, 3])
        let result = try Fixture.solve([SectionInput(section, itemCount: 3)], sizing: measurer.measure)
        let badgeRequests = measurer.proposals.filter { if case .badge = $0.element { true } else { false } }
        #expect(badgeRequests.map(\.element) == [0, 1, 2].map { .badge(kind: "count", item: $0) })
        #expect(badgeRequests.allSatisfy { $0.proposedSize == Size(width: 20, height: 16) && $0.isWidthEstimated })
        #expect(badgeRequests.allSatisfy { !$0.isHeightEstimated })
        expectItems(result.sections[0], [[16, 0, 358, 20], [16, 20, 358, 40], [16, 60, 358, 40]])
        let badges = (0..<3).map { result.sections[0].supplementary($0).frame }
        expectFrame(badges[0], [366, -8, 16, 16])
        expectFrame(badges[1], [362, 12, 24, 16])
        expectFrame(badges[2], [358, 52, 32, 16])
        expectClose(result.contentSize.height, 100)
    }

    @Test func gridRowsGrowToTheirTallestItem() throws {
        // W2: section insets 16 at the sides (box 358); row fw(1) × estimated(100) of items fw(0.5) × estimated(100)
        // with fixed(10) → columns of (358 − 10)/2 = 174; 20, 60, 10, 30 characters → 20, 60, 20, 40 tall; each
        // row is as tall as its tallest item (60, then 40) and every item keeps its own height.
        let section = Self.grid()
        let measurer = TextMeasurer(characters: [20, 60, 10, 30])
        let result = try Fixture.solve([SectionInput(section, itemCount: 4)], sizing: measurer.measure)
        #expect(measurer.proposals.map(\.proposedSize.width) == [174, 174, 174, 174])
        expectItems(
            result.sections[0], [[16, 0, 174, 20], [200, 0, 174, 60], [16, 68, 174, 20], [200, 68, 174, 40]])
        expectClose(result.contentSize.height, 108)
    }

    @Test func selfSizingHeaderPushesTheRows() throws {
        // W3: the W2 grid under a header fw(1) × estimated(44) following the insets → proposal 358 × 44; 80
        // characters → ceil(560 / 358) = 2 lines → 40; the rows move down by 40, the section is 148 tall.
        var section = Self.grid()
        section.boundarySupplementaries = [
            BoundarySupplementary(
                kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
        ]
        let measurer = TextMeasurer(characters: [20, 60, 10, 30], headerCharacters: 80)
        let result = try Fixture.solve([SectionInput(section, itemCount: 4)], sizing: measurer.measure)
        let header = try #require(measurer.proposals.first { $0.element == .supplementary(kind: "header") })
        #expect(header.proposedSize == Size(width: 358, height: 44))
        expectFrame(result.sections[0].supplementary(0).frame, [16, 0, 358, 40])
        expectItems(
            result.sections[0], [[16, 40, 174, 20], [200, 40, 174, 60], [16, 108, 174, 20], [200, 108, 174, 40]])
        expectClose(result.contentSize.height, 148)
    }

    @Test func uniformSiblingsShareTheTallestHeight() throws {
        // W5: W2 with uniformAcrossSiblings(100) heights; 20, 60, 10, 30, 80 characters → 20, 60, 20, 40, 80;
        // each row's items take its tallest (60, 40); the lone fifth item shares with itself (80).
        let section = Self.grid(height: .uniformAcrossSiblings(100))
        let measurer = TextMeasurer(characters: [20, 60, 10, 30, 80])
        let result = try Fixture.solve([SectionInput(section, itemCount: 5)], sizing: measurer.measure)
        #expect(measurer.proposals.map(\.proposedSize) == Array(repeating: Size(width: 174, height: 100), count: 5))
        expectItems(
            result.sections[0],
            [[16, 0, 174, 60], [200, 0, 174, 60], [16, 68, 174, 40], [200, 68, 174, 40], [16, 116, 174, 80]])
        expectClose(result.contentSize.height, 196)
    }

    @Test func uniformSiblingsAreOfferedTheirOwnEstimates() throws {
        // W5 (rule 1 and 3): estimates 50 and 80 side by side; each is offered its own estimate, and without
        // answers (nil keeps the estimate) both take the larger, 80. A plain estimated sibling keeps its own.
        let uniformA = Fixture.item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(50))
        let uniformB = Fixture.item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(80))
        let plain = Fixture.item(.fractionalWidth(1.0 / 3), .estimated(30))
        let section = LayoutSection(
            group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(100), [uniformA, uniformB, plain]))
        var proposals: [Size] = []
        let result = try Fixture.solve([SectionInput(section, itemCount: 3)]) { request in
            proposals.append(request.proposedSize)
            return nil
        }
        #expect(proposals.map(\.height) == [50, 80, 30])
        expectItems(result.sections[0], [[0, 0, 130, 80], [130, 0, 130, 80], [260, 0, 130, 30]])
        expectClose(result.contentSize.height, 80)
    }

    /// W2's grid: two text columns of 174 in a 358 box, rows 8 apart.
    static func grid(height: Dimension = .estimated(100)) -> LayoutSection {
        let item = Fixture.item(.fractionalWidth(0.5), height)
        return LayoutSection(
            group: Fixture.group(.horizontal, .fractionalWidth(1), .estimated(100), [item], spacing: .fixed(10)),
            contentInsets: EdgeInsets(leading: 16, trailing: 16), interGroupSpacing: 8)
    }
}
