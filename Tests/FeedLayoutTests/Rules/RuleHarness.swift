import FeedLayout
import Testing

/// Lays a feed out with both solvers, the fast `LayoutSolver` and the oracle, so that every rule test checks both
/// against the numbers derived by hand in its comment.
enum RuleHarness {
    static let phone = LayoutEnvironment(width: 390, height: 844, scale: 3)

    /// Both solvers' answers, labelled; a fast solver that throws is recorded as an issue and left out.
    static func layouts(
        _ sections: [(LayoutSection, Int)], environment: LayoutEnvironment = phone,
        configuration: LayoutConfiguration = LayoutConfiguration(), measure: ((Int, Int, Size) -> Size)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [(solver: String, layout: ReferenceLayout)] {
        let inputs = sections.enumerated().map { index, pair in
            ReferenceSectionInput(
                section: pair.0, itemCount: pair.1, measure: measure.map { measure in { measure(index, $0, $1) } })
        }
        var results = [
            (
                "oracle",
                ReferenceSolver(environment: environment, configuration: configuration).solve(inputs)
            )
        ]
        do {
            let fast = try FastSolverAdapter.solve(
                environment: environment, configuration: configuration, sections: sections.map(\.0),
                itemCounts: sections.map(\.1), measure: measure)
            results.append(("LayoutSolver", fast))
        } catch {
            Issue.record("LayoutSolver rejected a valid description: \(error)", sourceLocation: sourceLocation)
        }
        return results
    }

    /// One section laid out by both solvers.
    static func sections(
        _ section: LayoutSection, items: Int, environment: LayoutEnvironment = phone,
        measure: ((Int, Int, Size) -> Size)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [(solver: String, section: ReferenceSection)] {
        layouts([(section, items)], environment: environment, measure: measure, sourceLocation: sourceLocation)
            .map { ($0.solver, $0.layout.sections[0]) }
    }
}

/// Expects two rectangles to agree within 0.001 on every field.
func expectRect(
    _ actual: Rect?, _ expected: Rect, _ solver: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = actual.map {
        abs($0.x - expected.x) <= 0.001 && abs($0.y - expected.y) <= 0.001
            && abs($0.width - expected.width) <= 0.001 && abs($0.height - expected.height) <= 0.001
    }
    #expect(
        close == true, "\(solver): expected \(expected), got \(String(describing: actual))",
        sourceLocation: sourceLocation)
}

/// Expects two lists of rectangles to agree within 0.001.
func expectRects(
    _ actual: [Rect], _ expected: [Rect], _ solver: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.count == expected.count, "\(solver): \(actual.count) frames, expected \(expected.count)",
        sourceLocation: sourceLocation)
    for (got, want) in zip(actual, expected) { expectRect(got, want, solver, sourceLocation: sourceLocation) }
}

/// Expects two numbers to agree within 0.001.
func expectNumber(
    _ actual: Double?, _ expected: Double, _ solver: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.map { abs($0 - expected) <= 0.001 } == true,
        "\(solver): expected \(expected), got \(String(describing: actual))", sourceLocation: sourceLocation)
}

/// `[x, y, width, height]`, as frames are written in docs/spec/layout.md.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
