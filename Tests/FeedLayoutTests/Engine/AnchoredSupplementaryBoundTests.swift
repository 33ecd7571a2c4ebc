import FeedLayout
import FeedTestSupport
import Testing

/// `SectionInput.anchoredSupplementaryBound` (items × the badges a section declares) bounds the badges a layout
/// gives, so a section can be refused before it is laid out; the validator refuses one past
/// `LayoutLimits.sectionAnchoredSupplementaries` (2^21).
@Suite struct AnchoredSupplementaryBoundTests {
    private static func badge(_ kind: String) -> AnchoredSupplementary {
        AnchoredSupplementary(
            kind: kind, size: LayoutSize(width: .absolute(8), height: .absolute(8)),
            containerAnchor: SupplementaryAnchor(edges: [.top]))
    }

    /// A group of nested groups and items, each with 0–2 badges, rows of `count` copies or lists of subitems.
    private static func group(_ random: inout SeededGenerator, depth: Int, kinds: inout Int) -> LayoutGroup {
        func badges() -> [AnchoredSupplementary] {
            (0..<Int.random(in: 0...2, using: &random)).map { _ in
                kinds += 1
                return badge("b\(kinds)")
            }
        }
        let horizontal = Bool.random(using: &random)
        let across: Dimension =
            horizontal ? .fractionalWidth(1) : .absolute(Double(Int.random(in: 20...80, using: &random)))
        var subitems: [LayoutElement] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if depth < 2 && Bool.random(using: &random) {
                var inner = group(&random, depth: depth + 1, kinds: &kinds)
                inner.size = LayoutSize(
                    width: .fractionalWidth(horizontal ? 0.3 : 1), height: .fractionalHeight(horizontal ? 1 : 0.3))
                subitems.append(.group(inner))
            } else {
                subitems.append(
                    Fixture.item(
                        .fractionalWidth(horizontal ? 0.3 : 1), .fractionalHeight(horizontal ? 1 : 0.3),
                        badges: badges()))
            }
        }
        let count = subitems.count == 1 && Bool.random(using: &random) ? Int.random(in: 1...4, using: &random) : nil
        var made = Fixture.group(
            horizontal ? .horizontal : .vertical, horizontal ? .fractionalWidth(1) : .fractionalWidth(1),
            horizontal ? .absolute(60) : across, subitems, count: count)
        made.supplementaries = badges()
        return made
    }

    @Test func theBoundHoldsForNestedGroupsAndPartlyFilledInstances() throws {
        var random = SeededGenerator(seed: 18)
        var exact = 0
        for _ in 0..<300 {
            var kinds = 0
            let section = LayoutSection(group: Self.group(&random, depth: 0, kinds: &kinds))
            let items = Int.random(in: 0...40, using: &random)
            let input = SectionInput(section, itemCount: items)
            let laidOut = try Fixture.solve([input]).sections[0].supplementaries.count
            #expect(laidOut <= input.anchoredSupplementaryBound, "\(section)")
            if laidOut == input.anchoredSupplementaryBound { exact += 1 }
        }
        // Not a loose bound: it is met exactly in some of them (one item a group, say).
        #expect(exact > 0)
    }

    @Test func aSectionPastTheLimitIsAnErrorBeforeItIsLaidOut() {
        let section = LayoutSection(
            group: Fixture.group(
                .vertical, .fractionalWidth(1), .absolute(44),
                [Fixture.item(badges: [Self.badge("a"), Self.badge("b")])]))
        let solver = LayoutSolver(environment: Fixture.phone)
        #expect(solver.validate([SectionInput(section, itemCount: 1 << 20)]).isEmpty)
        let over = solver.validate([SectionInput(section, itemCount: (1 << 20) + 1)])
        #expect(over.map(\.path) == ["group.supplementaries"])
        #expect(
            over.first?.message
                == "1048577 items with the 2 anchored supplementaries the section declares could get 2097154, more "
                + "than 2097152 a section; declare fewer, or show fewer items")
    }

    @Test func theBoundSaturatesInsteadOfOverflowing() {
        let section = LayoutSection(
            group: Fixture.group(
                .vertical, .fractionalWidth(1), .absolute(44),
                [Fixture.item(badges: [Self.badge("a"), Self.badge("b")])]))
        #expect(SectionInput(section, itemCount: .max).anchoredSupplementaryBound == .max)
    }
}
