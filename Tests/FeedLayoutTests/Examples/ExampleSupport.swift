import FeedLayout
import Testing

/// Helpers shared by the worked examples of docs/spec/layout.md §10 and the engine tests.
enum Fixture {
    /// The examples' container: 390 × 844 at scale 3.
    static let phone = LayoutEnvironment(width: 390, height: 844, scale: 3)

    static func item(
        _ width: Dimension = .fractionalWidth(1), _ height: Dimension = .fractionalHeight(1),
        insets: EdgeInsets = .zero, edges: EdgeSpacing = .none, badges: [AnchoredSupplementary] = []
    ) -> LayoutElement {
        .item(
            LayoutItem(
                size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
                supplementaries: badges))
    }

    static func group(
        _ direction: GroupDirection, _ width: Dimension, _ height: Dimension, _ subitems: [LayoutElement],
        count: Int? = nil, spacing: Spacing? = nil, insets: EdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            direction: direction, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
            interItemSpacing: spacing, contentInsets: insets)
    }

    static func header(
        height: Double = 44, width: Dimension = .fractionalWidth(1), alignment: BoundaryAlignment = .top,
        kind: String = "header"
    ) -> BoundarySupplementary {
        BoundarySupplementary(
            kind: kind, size: LayoutSize(width: width, height: .absolute(height)), alignment: alignment)
    }

    static func solve(
        _ sections: [SectionInput], environment: LayoutEnvironment = phone,
        configuration: LayoutConfiguration = LayoutConfiguration(),
        sizing: ((MeasureRequest) -> Size?)? = nil
    ) throws -> LayoutResult {
        try LayoutSolver(environment: environment, configuration: configuration).solve(sections, sizing: sizing)
    }

    static func solve(_ section: LayoutSection, items: Int, environment: LayoutEnvironment = phone) throws
        -> LayoutResult
    {
        try solve([SectionInput(section, itemCount: items)], environment: environment)
    }
}

/// Checks a frame against `[x, y, width, height]` to 0.001.
func expectFrame(
    _ actual: Rect, _ expected: [Double], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let values = [actual.x, actual.y, actual.width, actual.height]
    let matches = zip(values, expected).allSatisfy { abs($0 - $1) < 0.001 } && expected.count == 4
    #expect(
        matches, "frame \(values) ≠ expected \(expected) \(comment.map { "(\($0))" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Checks every item frame of a section in order.
func expectItems(
    _ section: SectionLayout, _ expected: [[Double]], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(section.itemCount == expected.count, sourceLocation: sourceLocation)
    for (index, frame) in expected.enumerated() where index < section.itemCount {
        expectFrame(section.itemFrame(index), frame, "item \(index)", sourceLocation: sourceLocation)
    }
}

/// Checks a number to 0.001.
func expectClose(
    _ actual: Double?, _ expected: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.map { abs($0 - expected) < 0.001 } == true, "\(String(describing: actual)) ≠ \(expected)",
        sourceLocation: sourceLocation)
}

/// Checks a list of numbers to 0.001.
func expectValues(
    _ actual: [Double]?, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches = actual.map { $0.count == expected.count && zip($0, expected).allSatisfy { abs($0 - $1) < 0.001 } }
    #expect(matches == true, "\(String(describing: actual)) ≠ \(expected)", sourceLocation: sourceLocation)
}
