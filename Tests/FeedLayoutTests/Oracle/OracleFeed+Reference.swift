import FeedLayout
import LayoutOracleSupport

extension OracleFeed {
    var referenceInputs: [ReferenceSectionInput] {
        sections.indices.map { index in
            ReferenceSectionInput(
                section: sections[index], itemCount: itemCounts[index],
                measure: { OracleFeed.measure(section: index, item: $0, proposed: $1) },
                measureSupplementary: { OracleFeed.measureSupplementary(section: index, kind: $0, proposed: $1) },
                measureBadge: { OracleFeed.measureBadge(section: index, kind: $0, item: $1, proposed: $2) })
        }
    }
}
