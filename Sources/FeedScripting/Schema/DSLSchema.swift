/// The single registry of the layout DSL and the script contract (docs/spec/contract.md §2, §3): every table shape, its keys,
/// their kinds and enum strings.
///
/// The decoder checks scripts against it, and docs and editor annotations can be checked against it, so the three
/// never drift apart.
package enum DSLSchema {
    /// The key under which a constructor stamps its table's kind (`DSLTableKind.rawValue`, or a value
    /// constructor's name such as `fixed`). Scripts never write it.
    package static let tagKey = "__dsl"
    /// The key under which a constructor stamps the source line it was called from.
    package static let lineKey = "__line"
    /// The key holding the number of a value constructor's table (`fixed(8)` → `{ __dsl = "fixed", value = 8 }`).
    package static let valueKey = "value"
    /// The largest geometry in points a script may ask for (`DecodingSession.pointLimit`), for the host's checks of
    /// sizes it derives from a script (a cell template's fitted height).
    package static let pointLimit = DecodingSession.pointLimit

    /// The schema of the table of the given kind.
    package static func table(_ kind: DSLTableKind) -> DSLTableSchema {
        switch kind {
        case .item: return item
        case .horizontalGroup: return group(.horizontalGroup, "A group that places its subitems left to right.")
        case .verticalGroup: return group(.verticalGroup, "A group that places its subitems top to bottom.")
        case .customGroup: return customGroup
        case .section: return section
        case .list: return list
        case .supplementary: return supplementary
        case .boundary: return boundary
        case .background: return background
        case .insets: return insets
        case .separatorInsets: return separatorInsets
        case .edgeSpacing: return edgeSpacing
        case .anchor: return anchor
        case .offset: return offset
        case .customFrame: return customFrame
        case .measuredSize: return measuredSize
        case .scrollEffects: return scrollEffects
        case .effectRange: return effectRange
        case .provider: return provider
        case .manifest: return manifest
        }
    }

    /// Every table, in the order of `DSLTableKind.allCases`.
    package static var tables: [DSLTableSchema] { DSLTableKind.allCases.map(table) }

    /// The global value constructors.
    package static let valueConstructors: [DSLValueConstructor] = [
        DSLValueConstructor(
            name: "fractionalWidth", produces: .dimension, summary: "A fraction of the container's width."),
        DSLValueConstructor(
            name: "fractionalHeight", produces: .dimension, summary: "A fraction of the container's height."),
        DSLValueConstructor(name: "absolute", produces: .dimension, summary: "A fixed size in points."),
        DSLValueConstructor(
            name: "estimated", produces: .dimension, summary: "An estimate in points, replaced by `measure`."),
        DSLValueConstructor(
            name: "uniformAcrossSiblings", produces: .dimension,
            summary: "An item's estimate; measured, then its sibling items share the largest size (iOS 17)."),
        DSLValueConstructor(name: "fixed", produces: .spacing, summary: "Exactly this many points."),
        DSLValueConstructor(
            name: "flexible", produces: .spacing, summary: "At least this many points, sharing leftover room."),
    ]

    /// The dimension constructors' names.
    package static var dimensionConstructors: [String] {
        valueConstructors.filter { $0.produces == .dimension }.map(\.name)
    }

    /// The spacing constructors' names.
    package static var spacingConstructors: [String] {
        valueConstructors.filter { $0.produces == .spacing }.map(\.name)
    }

    /// Tables a group's `subitems` and a section's `group` accept.
    package static let groupKinds: [DSLTableKind] = [.horizontalGroup, .verticalGroup, .customGroup]
    /// Tables a group's `subitems` accept.
    package static let elementKinds: [DSLTableKind] = [.item] + groupKinds
}
