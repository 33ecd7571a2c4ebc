/// Every table shape of the DSL and of the script contract: the ones a constructor makes (`layout.item { … }`) and
/// the plain ones nested in them (insets, anchors) or returned by scripts (the provider, `feed.lua`).
///
/// The raw value is the tag a constructor stamps into its table (see `DSLSchema.tagKey`).
package enum DSLTableKind: String, Hashable, Sendable, CaseIterable {
    case item
    case horizontalGroup
    case verticalGroup
    case customGroup
    case section
    case list
    case supplementary
    case boundary
    case background
    case insets
    case separatorInsets
    case edgeSpacing
    case anchor
    case offset
    case customFrame
    case measuredSize
    case scrollEffects
    case effectRange
    case provider
    case manifest

    /// The Lua expression that builds such a table, or nil for plain tables.
    package var constructor: String? {
        switch self {
        case .item: return "layout.item"
        case .horizontalGroup: return "layout.group.horizontal"
        case .verticalGroup: return "layout.group.vertical"
        case .customGroup: return "layout.group.custom"
        case .section: return "layout.section"
        case .list: return "layout.list"
        case .supplementary: return "layout.supplementary"
        case .boundary: return "layout.boundary"
        case .background: return "layout.background"
        case .insets, .separatorInsets, .edgeSpacing, .anchor, .offset, .customFrame, .measuredSize, .scrollEffects,
            .effectRange, .provider, .manifest:
            return nil
        }
    }

    /// How messages name the table: its constructor, or a phrase for plain tables.
    package var displayName: String {
        if let constructor { return constructor }
        switch self {
        case .insets: return "insets"
        case .separatorInsets: return "separator insets"
        case .edgeSpacing: return "edge spacing"
        case .anchor: return "an anchor"
        case .offset: return "an offset"
        case .customFrame: return "a custom frame"
        case .measuredSize: return "a measured size"
        case .scrollEffects: return "scroll effects"
        case .effectRange: return "an effect range"
        case .provider: return "the section provider"
        case .manifest: return "feed.lua"
        default: return rawValue
        }
    }

    /// The phrase with an example used in messages: `insets such as { top = 8, leading = 16 }`; a constructed
    /// table is its example alone (`layout.boundary { height = absolute(44) }`).
    package var expectation: String {
        switch self {
        case .insets: return "insets such as \(example)"
        case .separatorInsets: return "separator insets such as \(example)"
        case .edgeSpacing: return "edge spacing such as \(example)"
        case .anchor: return "an anchor such as \(example)"
        case .offset: return "an offset such as \(example)"
        case .customFrame: return "a frame such as \(example)"
        case .measuredSize: return "a size such as \(example) (either key may be left out)"
        case .scrollEffects: return "scroll effects such as \(example)"
        case .effectRange: return "an effect range such as \(example)"
        case .provider, .manifest: return "a table such as \(example)"
        default: return example
        }
    }

    /// A one-line Lua example of a correct table of this kind.
    package var example: String {
        switch self {
        case .item: return "layout.item { width = fractionalWidth(0.5) }"
        case .horizontalGroup: return "layout.group.horizontal { height = absolute(50), subitems = { … } }"
        case .verticalGroup: return "layout.group.vertical { height = absolute(100), subitems = { … } }"
        case .customGroup: return "layout.group.custom { height = absolute(200), frames = function(env) … end }"
        case .section: return "layout.section { group = layout.group.horizontal { … } }"
        case .list: return "layout.list { appearance = \"insetGrouped\" }"
        case .supplementary:
            return
                "layout.supplementary { kind = \"badge\", width = absolute(20), height = absolute(20), anchor = { … } }"
        case .boundary: return "layout.boundary { height = absolute(44) }"
        case .background: return "layout.background { kind = \"sectionBackground\" }"
        case .insets: return "{ top = 8, leading = 16, bottom = 8, trailing = 16 }"
        case .separatorInsets: return "{ leading = 60, trailing = 0 }"
        case .edgeSpacing: return "{ leading = fixed(8), top = flexible(0) }"
        case .anchor: return "{ edges = { \"top\", \"trailing\" }, offset = { x = 0, y = 0 } }"
        case .offset: return "{ x = 0, y = -4 }"
        case .customFrame: return "{ x = 0, y = 0, width = 195, height = 200 }"
        case .measuredSize: return "{ width = 358, height = 80 }"
        case .scrollEffects: return "{ scale = { min = 0.85 }, alpha = { min = 0.6 } }"
        case .effectRange: return "{ min = 0.85 }"
        case .provider: return "{ id = \"banners\", items = { … }, layout = function(env) … end }"
        case .manifest: return "{ sections = { \"banners\", \"featured\" } }"
        }
    }
}
