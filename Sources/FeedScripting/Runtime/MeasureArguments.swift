import FeedLayout
import LuaBridge

/// The arguments of `measure(item, proposal, env)`, pushed without converting anything: the item tables the
/// script returned (held when its items were read), the read-only `env` table (built once per environment) and a
/// new `proposal` table for every call (what a table constructor costs in Lua; no call sees another's proposal).
///
/// `@unchecked Sendable`: used only by the thread running the owning `LuaState` (one at a time), as the state is.
final class MeasureArguments: @unchecked Sendable {
    /// The provider's static `items` array, held when the provider has `measure` (before decoding).
    var heldFixedItems: (table: LuaTableReference, count: Int)?
    /// The item tables of the last items run, by row (1-based); nil when rows are not the script's tables one
    /// to one (an outline) or the provider has no `measure`.
    private var items: (table: LuaTableReference, count: Int)?
    /// The `env` table and the environment it was built for, field by field: the check made on every call then
    /// compares plain values in place (copying a whole `ScriptEnvironment` out and back cost more than the check).
    private var environmentTable: LuaTableReference?
    private var environmentLayout = LayoutEnvironment()
    private var environmentCounts = (items: 0, section: 0)
    private var environmentSizeClass = SizeClass.compact
    private var environmentVars: [String: String] = [:]
    private var environmentContainer = ContainerSettings()
    private var environmentGroupInsets: EdgeInsets?

    /// Takes `held` (the tables `items(ctx)` or the static array gave) as the items of `rows` when they match
    /// them one to one.
    func setItems(_ held: (table: LuaTableReference, count: Int)?, rows: [SectionItem], state: LuaState) {
        if let items, items.table != heldFixedItems?.table { state.release(items.table) }
        items = nil
        guard let held, held.count == rows.count, rows.allSatisfy({ $0.outline == nil }) else {
            if let held, held.table != heldFixedItems?.table { state.release(held.table) }
            return
        }
        items = held
    }

    /// Adds `measure`'s item argument for row `index` (0-based): the script's own table when held, else the
    /// item `converted` gives.
    func appendItem(_ index: Int, to arguments: inout LuaArguments, converted: () -> LuaValue) throws(LuaError) {
        guard let items, index < items.count else { return try arguments.append(converted()) }
        try arguments.append(element: index + 1, of: items.table)
    }

    /// The `env` table for `value`, built on first use and again only when the environment changes; read-only
    /// (`LuaState.holdReadOnly`), since every `measure` and `measureSupplementary` call of the section shares it.
    func environment(_ value: ScriptEnvironment, state: LuaState) throws(LuaError) -> LuaTableReference {
        if let environmentTable {
            if holds(value) { return environmentTable }
            state.release(environmentTable)
            self.environmentTable = nil
        }
        let table = try state.holdReadOnly(value.luaValue, name: "env")
        environmentTable = table
        environmentLayout = value.layout
        environmentCounts = (value.itemCount, value.sectionIndex)
        environmentSizeClass = value.sizeClass
        environmentVars = value.vars
        environmentContainer = value.containerSettings
        environmentGroupInsets = value.groupInsets
        return table
    }

    /// Whether the held `env` table was built for `value`.
    private func holds(_ value: ScriptEnvironment) -> Bool {
        environmentCounts == (value.itemCount, value.sectionIndex) && environmentLayout == value.layout
            && environmentSizeClass == value.sizeClass && environmentVars == value.vars
            && environmentContainer == value.containerSettings && environmentGroupInsets == value.groupInsets
    }
}

extension LuaArguments {
    /// Adds `request`'s proposal as a new `{ width =, height =, estimatedWidth =, estimatedHeight = }`.
    mutating func appendProposal(_ request: MeasureRequest) throws(LuaError) {
        try appendProposal(
            width: request.proposedSize.width, height: request.proposedSize.height,
            estimatedWidth: request.isWidthEstimated, estimatedHeight: request.isHeightEstimated)
    }
}
