/// Every table shape of the DSL and of the script contract: the ones a constructor makes (`layout.item { … }`) and
/// the plain ones nested in them (insets, anchors) or returned by scripts (the provider, `feed.lua`).
///
/// The raw value is the tag a constructor stamps into its table (see `DSLSchema.tagKey`).
public enum DSLTableKind: String, Hashable, Sendable, CaseIterable {
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
    case edgeSpacing
    case anchor
    case offset
    case customFrame
    case measuredSize
    case provider
    case manifest

    /// The Lua expression that builds such a table, or nil for plain tables.
    public var constructor: String? {
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
        case .insets, .edgeSpacing, .anchor, .offset, .customFrame, .measuredSize, .provider, .manifest: return nil
        }
    }

    /// How messages name the table: its constructor, or a phrase for plain tables.
    public var displayName: String {
        if let constructor { return constructor }
        switch self {
        case .insets: return "insets"
        case .edgeSpacing: return "edge spacing"
        case .anchor: return "an anchor"
        case .offset: return "an offset"
        case .customFrame: return "a custom frame"
        case .measuredSize: return "a measured size"
        case .provider: return "the section provider"
        case .manifest: return "feed.lua"
        default: return rawValue
        }
    }

    /// The phrase with an example used in messages: `insets such as { top = 8, leading = 16 }`.
    public var expectation: String {
        switch self {
        case .insets: return "insets such as { top = 8, leading = 16, bottom = 8, trailing = 16 }"
        case .edgeSpacing: return "edge spacing such as { leading = fixed(8), top = flexible(0) }"
        case .anchor: return "an anchor such as { edges = { \"top\", \"trailing\" }, offset = { x = 0, y = 0 } }"
        case .offset: return "an offset such as { x = 0, y = -4 }"
        case .customFrame: return "a frame such as { x = 0, y = 0, width = 195, height = 200 }"
        case .measuredSize: return "a size such as { width = 358, height = 80 } (either key may be left out)"
        case .provider: return "a table such as { id = \"banners\", items = { … }, layout = function(env) … end }"
        case .manifest: return "a table such as { sections = { \"banners\", \"featured\" } }"
        default: return "\(constructor ?? rawValue) { … }"
        }
    }
}
