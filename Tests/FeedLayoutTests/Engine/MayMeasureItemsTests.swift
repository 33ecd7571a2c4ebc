import FeedLayout
import FeedTestSupport
import Testing

/// `SectionInput.mayMeasureItems` is false only for sections that never ask to measure an item, so a host may
/// count a self-sizing cell's fitting only where it can happen (`SectionBudget`).
@Suite struct MayMeasureItemsTests {
    private static func dimension(_ random: inout SeededGenerator, fraction: Dimension) -> Dimension {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .estimated(Double.random(in: 20...80, using: &random))
        case 1: .uniformAcrossSiblings(Double.random(in: 20...80, using: &random))
        case 2, 3: .absolute(Double.random(in: 20...80, using: &random))
        default: fraction
        }
    }

    private static func group(_ random: inout SeededGenerator, depth: Int) -> LayoutGroup {
        let horizontal = Bool.random(using: &random)
        var subitems: [LayoutElement] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let width = dimension(&random, fraction: .fractionalWidth(horizontal ? 0.3 : 1))
            let height = dimension(&random, fraction: .fractionalHeight(horizontal ? 1 : 0.3))
            if depth < 2 && Bool.random(using: &random) {
                var inner = group(&random, depth: depth + 1)
                inner.size = LayoutSize(width: width, height: height)
                subitems.append(.group(inner))
            } else {
                subitems.append(Fixture.item(width, height))
            }
        }
        let across = dimension(&random, fraction: .fractionalHeight(0.2))
        return Fixture.group(
            horizontal ? .horizontal : .vertical, .fractionalWidth(1), horizontal ? .absolute(80) : across, subitems)
    }

    @Test func aSectionThatSaysNoNeverMeasuresAnItem() throws {
        var random = SeededGenerator(seed: 18)
        var (said, measured) = (0, 0)
        for _ in 0..<400 {
            let input = SectionInput(LayoutSection(group: Self.group(&random, depth: 0)), itemCount: 12)
            var requests = 0
            // Recipes drawn at random can be invalid (a group too small for its item); those say nothing.
            let solved = try? Fixture.solve([input]) { request in
                if case .item = request.element { requests += 1 }
                return nil
            }
            guard solved != nil else { continue }
            if !input.mayMeasureItems {
                said += 1
                #expect(requests == 0, "\(input)")
            } else if requests > 0 {
                measured += 1
            }
        }
        // Both kinds were drawn.
        #expect(said > 20)
        #expect(measured > 20)
        let lists = [ListConfiguration(), ListConfiguration(rowHeight: .absolute(44))]
        #expect(lists.map { SectionInput(list: $0, itemCount: 3).mayMeasureItems } == [true, false])
    }
}
