import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// The fast solver against the oracle on random feeds of list sections (docs/spec/layout.md §7): every appearance,
/// header and footer mode, header padding, separator setting, outline level, text size, device width, scale, safe
/// area and direction; rows measured or not. Frames, separators and backgrounds agree to 0.001.
@Suite struct ListOracleTests {
    static let feedsPerBatch = 500
    static let batches = 4

    /// One random list feed: its environment, lists, row counts and row styles.
    struct Feed {
        var environment: LayoutEnvironment
        var lists: [ListConfiguration]
        var counts: [Int]
        var styles: [[ListRow]]
        var measured: Bool
    }

    static func feed(_ random: inout SeededGenerator) -> Feed {
        let width = [320.0, 375, 390, 402, 428, 744, 820, 1024, 1366].randomElement(using: &random)!
        var traits = LayoutTraits(width: width, height: 900)
        traits.preferredContentSizeCategory = ContentSizeCategory.allCases.randomElement(using: &random)!
        if Int.random(in: 0..<4, using: &random) == 0 { traits.layoutDirection = .rightToLeft }
        let side = Double([0, 0, 44, 59].randomElement(using: &random)!)
        let environment = LayoutEnvironment(
            width: width, height: 900, scale: [2.0, 3].randomElement(using: &random)!,
            safeArea: EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side), traits: traits)
        var feed = Feed(
            environment: environment, lists: [], counts: [], styles: [], measured: Bool.random(using: &random))
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            feed.lists.append(list(&random))
            let count = Int.random(in: 0...10, using: &random)
            feed.counts.append(count)
            feed.styles.append(Bool.random(using: &random) ? [] : (0..<count).map { _ in row(&random) })
        }
        return feed
    }

    static func list(_ random: inout SeededGenerator) -> ListConfiguration {
        var list = ListConfiguration(
            appearance: ListAppearance.allCases.randomElement(using: &random)!,
            rowHeight: Bool.random(using: &random)
                ? .estimated(Double(Int.random(in: 30...80, using: &random)))
                : .absolute(Double(Int.random(in: 30...80, using: &random))))
        list.headerMode = ListHeaderMode.allCases.randomElement(using: &random)!
        list.footerMode = ListFooterMode.allCases.randomElement(using: &random)!
        if Bool.random(using: &random) { list.headerTopPadding = Double(Int.random(in: 0...30, using: &random)) }
        list.showsSeparators = Int.random(in: 0..<5, using: &random) > 0
        if Bool.random(using: &random) { list.separatorInsets.leading = Double(Int.random(in: 0...80, using: &random)) }
        if Bool.random(using: &random) {
            list.separatorInsets.trailing = Double(Int.random(in: 0...40, using: &random))
        }
        return list
    }

    static func row(_ random: inout SeededGenerator) -> ListRow {
        var row = ListRow(level: Int.random(in: 0...3, using: &random))
        if Bool.random(using: &random) {
            var separator = ListRowSeparator()
            if Bool.random(using: &random) { separator.isVisible = Bool.random(using: &random) }
            if Bool.random(using: &random) {
                separator.insets.leading = Double(Int.random(in: 0...500, using: &random))
            }
            if Bool.random(using: &random) {
                separator.insets.trailing = Double(Int.random(in: 0...60, using: &random))
            }
            row.separator = separator
        }
        return row
    }

    @Test(arguments: 0..<batches)
    func listsMatchTheOracle(batch: Int) throws {
        var mismatches: [String] = []
        for seed in UInt64(batch * Self.feedsPerBatch)..<UInt64((batch + 1) * Self.feedsPerBatch) {
            var random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
            let feed = Self.feed(&random)
            if let problem = try Self.compare(feed) { mismatches.append("seed \(seed): \(problem)") }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count) feeds differ:\n\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    /// The first difference between the engine and the oracle, or nil.
    static func compare(_ feed: Feed) throws -> String? {
        let environment = feed.environment
        let references = feed.lists.map { ReferenceList(list: $0, environment: environment) }
        let inputs = references.enumerated().map { index, reference in
            ReferenceSectionInput(
                section: reference.section, itemCount: feed.counts[index],
                measure: feed.measured ? { OracleFeed.measure(section: index, item: $0, proposed: $1) } : nil,
                measureSupplementary: feed.measured
                    ? { OracleFeed.measureSupplementary(section: index, kind: $0, proposed: $1) } : nil)
        }
        let oracle = ReferenceSolver(environment: environment, configuration: LayoutConfiguration())
        let expected = oracle.solve(inputs)
        let leftToRight = oracle.solveLeftToRight(inputs)
        var sizing: ((MeasureRequest) -> Size?)?
        if feed.measured { sizing = { OracleFeed.sizing($0) } }
        let result = try LayoutSolver(environment: environment).solve(
            feed.lists.indices.map {
                SectionInput(list: feed.lists[$0], itemCount: feed.counts[$0], rows: feed.styles[$0])
            },
            sizing: sizing)
        let comparison = LayoutComparison(expected: expected, actual: FastSolverAdapter.read(result))
        if !comparison.isEqual { return comparison.differences.prefix(2).joined(separator: "; ") }
        let mirrorWidth = environment.isRightToLeft ? expected.contentSize.width : nil
        for (index, reference) in references.enumerated() {
            let rows = leftToRight.sections[index].items.map(\.frame)
            let separators = reference.separators(rows: rows, styles: feed.styles[index], mirrorWidth: mirrorWidth)
            let section = result.sections[index]
            if !same(section.separators, separators) {
                return "section \(index) separators \(section.separators) ≠ oracle \(separators)"
            }
            let background = reference.background(rows: expected.sections[index].items.map(\.frame))
            if !same(section.listBackground, background) {
                return "section \(index) background \(String(describing: section.listBackground)) ≠ oracle "
                    + String(describing: background)
            }
        }
        return nil
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.001 && abs(a.y - b.y) <= 0.001 && abs(a.width - b.width) <= 0.001
            && abs(a.height - b.height) <= 0.001
    }

    static func same(_ a: [SeparatorFrame], _ b: [SeparatorFrame]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.item == $1.item && same($0.frame, $1.frame) }
    }

    static func same(_ a: ListBackgroundFrame?, _ b: ListBackgroundFrame?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.cornerRadius == b.cornerRadius && same(a.frame, b.frame)
        default: return false
        }
    }
}
