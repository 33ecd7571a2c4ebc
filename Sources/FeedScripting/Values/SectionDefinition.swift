import CellLayout
import FeedJSON
import LuaBridge

/// A section script's provider table (docs/spec/contract.md §2) as Swift values; functions stay references into the script's
/// Lua state, to be called by `SectionScript`.
package struct SectionDefinition: Hashable, Sendable {
    /// Where the items come from.
    package enum Items: Hashable, Sendable {
        /// `items = function(ctx) … end`, called on every run.
        case function(LuaFunctionReference)
        /// `items = { … }`, already decoded.
        case fixed([SectionItem])
    }

    /// Where the section's layout comes from.
    package enum Layout: Hashable, Sendable {
        /// `layout = function(env) … end`, called per layout environment.
        case function(LuaFunctionReference)
        /// `layout = layout.section { … }` (or `layout.list`), already decoded.
        case fixed(SectionRecipe)
    }

    package var id: String
    package var items: Items
    package var layout: Layout
    /// The payload of the section's header, travelling to the output untouched.
    package var header: JSONObject?
    /// The payload of the section's footer.
    package var footer: JSONObject?
    /// `measure(item, proposal, env)`, for items' estimated dimensions.
    package var measure: LuaFunctionReference?
    /// `measureSupplementary(kind, payload, proposal, env)`, for headers', footers' and badges' estimated
    /// dimensions.
    package var measureSupplementary: LuaFunctionReference?
    /// Cell templates (`cell`, `cells`, `supplementaryCells`).
    package var cells: CellSet

    package init(
        id: String, items: Items, layout: Layout, header: JSONObject? = nil, footer: JSONObject? = nil,
        measure: LuaFunctionReference? = nil, measureSupplementary: LuaFunctionReference? = nil,
        cells: CellSet = CellSet()
    ) {
        self.id = id
        self.items = items
        self.layout = layout
        self.header = header
        self.footer = footer
        self.measure = measure
        self.measureSupplementary = measureSupplementary
        self.cells = cells
    }
}
