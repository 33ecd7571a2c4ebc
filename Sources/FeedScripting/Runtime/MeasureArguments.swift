import FeedLayout
import LuaBridge

/// The arguments of `measure(item, proposal, env)` kept in the script's Lua state between calls, so a call
/// converts nothing: the item tables the script returned (held when its items were read), the `env` table (built
/// once per environment) and one `proposal` table whose fields are set afresh for every call.
///
/// `@unchecked Sendable`: used only by the thread running the owning `LuaState` (one at a time), as the state is.
final class MeasureArguments: @unchecked Sendable {
    /// The provider's static `items` array, held when the provider has `measure` (before decoding).
    var heldFixedItems: (table: LuaTableReference, count: Int)?
    /// The item tables of the last items run, by row (1-based); nil when rows are not the script's tables one
    /// to one (an outline) or the provider has no `measure`.
    private var items: (table: LuaTableReference, count: Int)?
    private var environment: (value: ScriptEnvironment, table: LuaTableReference)?
    private var proposal: LuaTableReference?

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

    /// `measure`'s item argument for row `index` (0-based): the script's own table when held, else `item`
    /// converted.
    func item(_ item: SectionItem, index: Int) -> LuaHeldArgument {
        guard let items, index < items.count else { return .value(item.luaValue) }
        return .element(items.table, index + 1)
    }

    /// The `env` table for `value`, built on first use and again only when the environment changes.
    func environment(_ value: ScriptEnvironment, state: LuaState) throws(LuaError) -> LuaTableReference {
        if let environment, environment.value == value { return environment.table }
        if let environment { state.release(environment.table) }
        let table = try state.hold(value.luaValue)
        environment = (value, table)
        return table
    }

    /// The reused `proposal` table, holding `request`'s proposal and nothing else.
    func proposal(_ request: MeasureRequest, state: LuaState) throws(LuaError) -> LuaTableReference {
        let table: LuaTableReference
        if let proposal {
            table = proposal
        } else {
            table = try state.hold(.table([:]))
            proposal = table
        }
        try state.reset(
            table,
            to: [
                ("width", .number(request.proposedSize.width)), ("height", .number(request.proposedSize.height)),
                ("estimatedWidth", .boolean(request.isWidthEstimated)),
                ("estimatedHeight", .boolean(request.isHeightEstimated)),
            ])
        return table
    }
}
