import FeedLayout
import LayoutOracleSupport

/// Runs the fast `LayoutSolver` and reads its answer into the oracle's shape, so both can be compared field by field.
enum FastSolverAdapter {
    static func solve(
        environment: LayoutEnvironment, configuration: LayoutConfiguration, sections: [LayoutSection],
        itemCounts: [Int], measure: ((Int, Int, Size) -> Size)?,
        measureSupplementary: ((Int, String, Size) -> Size)? = nil
    ) throws(LayoutError) -> ReferenceLayout {
        let inputs = zip(sections, itemCounts).map { SectionInput($0.0, itemCount: $0.1) }
        let sizing: ((MeasureRequest) -> Size?)? = measure.map { measure in
            { request in
                guard let section = request.section else { return nil }
                switch request.element {
                case .item(let item): return measure(section, item, request.proposedSize)
                case .supplementary(let kind): return measureSupplementary?(section, kind, request.proposedSize)
                case .badge(let kind, let item):
                    return OracleFeed.measureBadge(
                        section: section, kind: kind, item: item, proposed: request.proposedSize)
                }
            }
        }
        let result = try LayoutSolver(environment: environment, configuration: configuration)
            .solve(inputs, sizing: sizing)
        return read(result)
    }

    static func read(_ result: LayoutResult) -> ReferenceLayout {
        ReferenceLayout(
            sections: result.sections.map { section in
                ReferenceSection(
                    frame: section.frame,
                    items: (0..<section.itemCount).map {
                        ReferenceElement(
                            kind: "cell", item: $0, frame: section.itemFrame($0), zIndex: section.itemZIndex($0))
                    },
                    supplementaries: section.supplementaries.map(element),
                    decorations: section.decorations.map {
                        ReferenceElement(kind: $0.kind, item: nil, frame: $0.frame, zIndex: $0.zIndex)
                    },
                    scrollContentSize: section.scrollContentSize, restOffsets: section.restOffsets ?? [],
                    pinFarEdge: 0, pinNearEdge: 0)
            },
            globalSupplementaries: result.supplementaries.map(element), contentSize: result.contentSize)
    }

    static func element(_ frame: SupplementaryFrame) -> ReferenceElement {
        ReferenceElement(kind: frame.kind, item: frame.item, frame: frame.frame, zIndex: frame.zIndex)
    }
}
