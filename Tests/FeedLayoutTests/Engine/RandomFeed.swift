import FeedLayout

/// A seeded SplitMix64 generator, so random layouts are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Random but valid feeds: grids, lists, carousels, nested and custom groups, badges, headers, backgrounds.
enum RandomFeed {
    static func section(_ random: inout SeededGenerator) -> SectionInput {
        let count = Int.random(in: 0...40, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return SectionInput(
                list: ListConfiguration(
                    appearance: ListAppearance.allCases.randomElement(using: &random)!,
                    hasHeader: Bool.random(using: &random), hasFooter: Bool.random(using: &random)),
                itemCount: count)
        default:
            break
        }
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(12), height: .absolute(12)),
            containerAnchor: SupplementaryAnchor(
                edges: [.top, .trailing], offset: Point(x: 0.5, y: -0.5), isFractional: true))
        let item = Fixture.item(
            .fractionalWidth(Double.random(in: 0.2...0.5, using: &random)),
            Bool.random(using: &random) ? .fractionalHeight(1) : .absolute(Double.random(in: 20...80, using: &random)),
            insets: EdgeInsets(all: Double(Int.random(in: 0...6, using: &random))),
            badges: Bool.random(using: &random) ? [badge] : [])
        var group: LayoutGroup
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            group = Fixture.group(
                .horizontal, .fractionalWidth(1), .absolute(Double.random(in: 40...120, using: &random)), [item],
                count: Int.random(in: 1...3, using: &random),
                spacing: .fixed(Double(Int.random(in: 0...10, using: &random))))
        case 1:
            let column = LayoutElement.group(
                Fixture.group(.vertical, .fractionalWidth(0.4), .fractionalHeight(1), [Fixture.item()], count: 2))
            group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(150), [item, column])
        case 2:
            group = LayoutGroup(
                direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
                customFrames: [
                    CustomFrame(frame: Rect(x: 0, y: 0, width: 180, height: 120), zIndex: 2),
                    CustomFrame(frame: Rect(x: 190, y: 0, width: 180, height: 50)),
                    CustomFrame(frame: Rect(x: 190, y: 60, width: 180, height: 70)),
                ])
        default:
            group = Fixture.group(
                .vertical, .fractionalWidth(1), .absolute(Double.random(in: 100...300, using: &random)),
                [Fixture.item(.fractionalWidth(1), .absolute(40))], spacing: .flexible(4))
        }
        let orthogonal =
            Int.random(in: 0..<3, using: &random) == 0
            ? OrthogonalScrolling.allCases.randomElement(using: &random)! : .none
        if orthogonal != .none { group.size.width = .fractionalWidth(Double.random(in: 0.5...0.9, using: &random)) }
        var boundaries: [BoundarySupplementary] = []
        if Bool.random(using: &random) { boundaries.append(Fixture.header(height: 30)) }
        if Bool.random(using: &random) {
            var footer = Fixture.header(height: 20, alignment: .bottom, kind: "footer")
            footer.extendsBoundary = Bool.random(using: &random)
            boundaries.append(footer)
        }
        let section = LayoutSection(
            group: group, contentInsets: EdgeInsets(all: Double(Int.random(in: 0...16, using: &random))),
            interGroupSpacing: Double(Int.random(in: 0...12, using: &random)), orthogonalScrolling: orthogonal,
            boundarySupplementaries: boundaries,
            decorations: Bool.random(using: &random) ? [BackgroundDecoration(contentInsets: EdgeInsets(all: 4))] : [])
        return SectionInput(section, itemCount: count)
    }

    static func feed(_ random: inout SeededGenerator, sections: Int) -> [SectionInput] {
        (0..<sections).map { _ in section(&random) }
    }

    /// Every element of `result` that overlaps `rect`, by a linear scan in the order queries promise.
    static func bruteForce(_ result: LayoutResult, _ rect: Rect) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        for (index, element) in result.supplementaries.enumerated() where element.frame.intersects(rect) {
            found.append(
                LayoutAttributes(
                    section: nil, category: .supplementary, index: index, frame: element.frame, zIndex: element.zIndex))
        }
        for (sectionIndex, section) in result.sections.enumerated() {
            for (index, frame) in section.itemFrames.enumerated() where frame.intersects(rect) {
                found.append(
                    LayoutAttributes(
                        section: sectionIndex, category: .item, index: index, frame: frame,
                        zIndex: section.itemZIndex(index)))
            }
            for (index, element) in section.supplementaries.enumerated() where element.frame.intersects(rect) {
                found.append(
                    LayoutAttributes(
                        section: sectionIndex, category: .supplementary, index: index, frame: element.frame,
                        zIndex: element.zIndex))
            }
            for (index, element) in section.decorations.enumerated() where element.frame.intersects(rect) {
                found.append(
                    LayoutAttributes(
                        section: sectionIndex, category: .decoration, index: index, frame: element.frame,
                        zIndex: element.zIndex))
            }
        }
        return found
    }
}
