import LuaBridge

/// A section script's provider table (CONTRACT §2) as Swift values; functions stay references into the script's
/// Lua state, to be called by `SectionScript`.
public struct SectionDefinition: Hashable, Sendable {
    /// Where the items come from.
    public enum Items: Hashable, Sendable {
        /// `items = function(ctx) … end`, called on every run.
        case function(LuaFunctionReference)
        /// `items = { … }`, already decoded.
        case fixed([SectionItem])
    }

    /// Where the section's layout comes from.
    public enum Layout: Hashable, Sendable {
        /// `layout = function(env) … end`, called per layout environment.
        case function(LuaFunctionReference)
        /// `layout = layout.section { … }` (or `layout.list`), already decoded.
        case fixed(SectionRecipe)
    }

    public var id: String
    public var items: Items
    public var layout: Layout
    /// The payload of the section's header, travelling to the output untouched.
    public var header: FieldObject?
    /// The payload of the section's footer.
    public var footer: FieldObject?
    /// `measure(item, env)`, for estimated dimensions.
    public var measure: LuaFunctionReference?

    public init(
        id: String, items: Items, layout: Layout, header: FieldObject? = nil, footer: FieldObject? = nil,
        measure: LuaFunctionReference? = nil
    ) {
        self.id = id
        self.items = items
        self.layout = layout
        self.header = header
        self.footer = footer
        self.measure = measure
    }
}
