import FeedTestSupport
import Testing

@testable import FeedLayout

/// The direct layout of measured one-item groups (`SingleItemGroup`) against the general pass it stands in for:
/// random one-item sections, measured at random, laid out both ways must give equal results to the bit.
@Suite struct SingleItemGroupTests {
    @Test(arguments: 0..<4)
    func directPathMatchesTheGeneralPass(batch: Int) throws {
        var compared = 0
        var direct = 0
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            var random = SeededGenerator(seed: seed)
            let feed = RandomSingleItemFeed(&random)
            var solver = LayoutSolver(environment: feed.environment)
            guard let fast = try? solver.solve(feed.sections, sizing: feed.measure) else { continue }
            solver.usesSingleItemPath = false
            let general = try solver.solve(feed.sections, sizing: feed.measure)
            #expect(fast == general, "seed \(seed)")
            compared += 1
            if feed.sections.contains(where: { SingleItemGroup.applies(to: $0, in: feed.environment) }) { direct += 1 }
        }
        // Most random feeds are valid, and most of those take the direct path somewhere.
        #expect(compared > 150)
        #expect(direct > 120)
    }

    @Test func itTakesOnlyGroupsOfOneBareItem() throws {
        let row = Fixture.item(.fractionalWidth(1), .estimated(44))
        let badge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(8), height: .absolute(8)),
            containerAnchor: SupplementaryAnchor(edges: [.top, .trailing]))
        let badged = Fixture.item(.fractionalWidth(1), .estimated(44), badges: [badge])
        let pair = Fixture.item(.fractionalWidth(0.5), .estimated(44))
        let cases: [(LayoutGroup, Bool)] = [
            (Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [row]), true),
            (Fixture.group(.vertical, .fractionalWidth(1), .estimated(44), [row]), true),
            (Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [badged]), false),
            (Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [pair]), false),
            (Fixture.group(.horizontal, .fractionalWidth(1), .estimated(44), [row], count: 2), false),
        ]
        for (group, expected) in cases {
            let input = SectionInput(LayoutSection(group: group), itemCount: 3)
            #expect(SingleItemGroup.applies(to: input, in: Fixture.phone) == expected, "\(group)")
        }
    }
}

extension SingleItemGroup {
    /// Whether `input`'s top-level group is laid out directly where measured.
    static func applies(to input: SectionInput, in environment: LayoutEnvironment) -> Bool {
        let section = input.layoutSection(in: environment)
        let grid = PixelGrid(scale: environment.scale)
        let planner = GroupPlanner(grid: grid, section: 0, itemCount: input.itemCount, kinds: [:])
        // The box `SectionSolver.itemPass` plans in: the container less the insets across the repeat axis.
        let box =
            section.orthogonalScrolling == .none
            ? Size(width: environment.width - section.contentInsets.total(.x), height: environment.height)
            : Size(width: environment.width, height: environment.height - section.contentInsets.total(.y))
        let top = section.group
        guard
            let plan = try? planner.plan(
                top, outer: top.size.resolve(in: box, grid: grid), estimatedWidth: top.size.width.isEstimated,
                estimatedHeight: top.size.height.isEstimated, path: "group")
        else { return false }
        return SingleItemGroup(plan) != nil
    }
}

/// Sections of one-item groups in every arrangement the direct path must reproduce: either direction, fixed,
/// fractional or estimated sides, insets and edge spacing (fixed and flexible) on the item and group, section
/// insets and spacing off the pixel grid, orthogonal rows, headers, and measured sizes that are fractional, equal
/// to the proposal, or absent.
struct RandomSingleItemFeed {
    var environment: LayoutEnvironment
    var sections: [SectionInput] = []
    /// Answers per section and item, drawn up front so both layouts get the same.
    var answers: [[Size?]] = []

    init(_ random: inout SeededGenerator) {
        environment = LayoutEnvironment(
            width: [320, 390, 430.5].randomElement(using: &random)!, height: 844,
            scale: [1, 2, 3].randomElement(using: &random)!)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let count = Int.random(in: 0...30, using: &random)
            sections.append(SectionInput(Self.section(&random), itemCount: count))
            answers.append(
                (0..<count).map { _ in
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: return nil
                    default:
                        return Size(width: Self.length(&random, 10...300), height: Self.length(&random, 10...300))
                    }
                })
        }
    }

    /// The drawn answer, or the proposal itself now and then (which keeps the estimate).
    func measure(_ request: MeasureRequest) -> Size? {
        guard let section = request.section, case .item(let item) = request.element else { return nil }
        guard let answer = answers[section][item] else { return nil }
        return item % 5 == 4 ? request.proposedSize : answer
    }

    static func section(_ random: inout SeededGenerator) -> LayoutSection {
        let itemSize = LayoutSize(
            width: dimension(&random, fraction: Dimension.fractionalWidth),
            height: dimension(&random, fraction: Dimension.fractionalHeight))
        let item = LayoutItem(
            size: itemSize, contentInsets: insets(&random), edgeSpacing: edges(&random))
        let direction: GroupDirection = Bool.random(using: &random) ? .horizontal : .vertical
        var group = LayoutGroup(
            direction: direction,
            size: LayoutSize(
                width: Bool.random(using: &random) ? .fractionalWidth(length(&random, 0.5...1)) : .estimated(200),
                height: Bool.random(using: &random) ? .estimated(length(&random, 20...80)) : .absolute(60)),
            subitems: [.item(item)], contentInsets: insets(&random))
        if Int.random(in: 0..<4, using: &random) == 0 { group.interItemSpacing = Spacing.fixed(length(&random, 0...8)) }
        var section = LayoutSection(group: group)
        section.contentInsets = insets(&random)
        section.interGroupSpacing = length(&random, 0...12)
        if Int.random(in: 0..<4, using: &random) == 0 {
            section.orthogonalScrolling = OrthogonalScrolling.allCases.filter { $0 != .none }.randomElement(
                using: &random)!
        }
        if Bool.random(using: &random) { section.boundarySupplementaries = [Fixture.header(height: 30.5)] }
        return section
    }

    static func dimension(_ random: inout SeededGenerator, fraction: (Double) -> Dimension) -> Dimension {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .absolute(length(&random, 20...120))
        case 1: return fraction(length(&random, 0.5...1))
        default: return .estimated(length(&random, 20...120))
        }
    }

    static func insets(_ random: inout SeededGenerator) -> EdgeInsets {
        guard Bool.random(using: &random) else { return .zero }
        return EdgeInsets(
            top: length(&random, 0...6), leading: length(&random, 0...6), bottom: length(&random, 0...6),
            trailing: length(&random, 0...6))
    }

    static func edges(_ random: inout SeededGenerator) -> EdgeSpacing {
        func spacing(_ random: inout SeededGenerator) -> Spacing? {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return nil
            case 1: return .fixed(length(&random, 0...5))
            default: return .flexible(length(&random, 0...5))
            }
        }
        guard Bool.random(using: &random) else { return .none }
        return EdgeSpacing(
            leading: spacing(&random), top: spacing(&random), trailing: spacing(&random), bottom: spacing(&random))
    }

    /// A length in `range` in sevenths of a point: off every pixel grid.
    static func length(_ random: inout SeededGenerator, _ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &random) * 7).rounded() / 7
    }
}
