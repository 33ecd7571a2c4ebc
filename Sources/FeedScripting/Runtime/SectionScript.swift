import FeedLayout
import LuaBridge

/// One section script loaded into a Lua state: its provider decoded, ready to run `items(ctx)`, `layout(env)`,
/// custom groups' `frames(env)`, `measure(item, proposal, env)` and `measureSupplementary(kind, payload, proposal, env)`.
///
/// The host owns the state (its name, limits and lifetime); a script uses it from one thread at a time. Every
/// entry point reports problems in the script as a `ScriptError` whose diagnostics name the script, the line and
/// the field; nothing a script does traps the host.
///
/// A class of constants: the layout's sizing calls reach it once per measured item, and copying a struct of all
/// these parts cost more than some `measure` functions.
package final class SectionScript: Sendable {
    /// The script's file name, e.g. `banners.lua`.
    package let name: String
    package let state: LuaState
    /// The script's text, for the lines of diagnostics about items (`itemLine(id:)`).
    let source: String
    /// The decoded provider table.
    package let definition: SectionDefinition
    let decoder: ScriptDecoder
    let dataAccess: DataAccess
    /// `measure`'s arguments kept in the state between calls.
    let measureArguments: MeasureArguments
    /// The paths of the static items (outline children included) whose id is bytes that are not UTF-8.
    let fixedItemIdsNotUTF8: Set<String>

    /// Installs the DSL into `state`, runs `source` and decodes the provider it returns.
    ///
    /// - Parameters:
    ///   - name: the script's file name (`banners.lua`), the chunk name of its errors and diagnostics.
    ///   - source: the script's text.
    ///   - state: a fresh state made by the host for this script.
    /// - Throws: `ScriptError` for syntax and runtime errors, spent budgets and an invalid provider table.
    package init(name: String, source: String, state: LuaState) throws(ScriptError) {
        self.name = name
        self.state = state
        self.source = source
        let decoder = ScriptDecoder(script: name)
        self.decoder = decoder
        FeedDSL.install(into: state, script: name)
        do {
            try state.runHostChunk(CellDSLSource.text, chunkName: CellDSLSource.chunkName)
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: ""))
        }
        do {
            self.dataAccess = try DataAccess(state: state)
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: ""))
        }
        let provider: LuaValue
        let arguments = MeasureArguments()
        self.measureArguments = arguments
        var idsNotUTF8: Set<String> = []
        do {
            provider = try state.run(source, chunkName: name) { cursor throws(LuaError) in
                arguments.heldFixedItems = Self.heldItemsForMeasure(of: cursor)
                if let path = cursor.field("items", { $0.kind == .table ? InheritedFields.firstPath(in: $0) : nil }) {
                    throw LuaError(
                        kind: .conversion, chunkName: name, line: nil, message: InheritedFields.message,
                        path: "items" + path)
                }
                let value = try cursor.value()
                // After the conversion, which refuses tables that contain themselves.
                idsNotUTF8 = cursor.field("items") { ItemIdsNotUTF8.paths(in: $0, at: "items") }
                return value
            }
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: ""))
        }
        self.fixedItemIdsNotUTF8 = idsNotUTF8
        self.definition = try decoder.sectionDefinition(from: provider, itemIdsNotUTF8: idsNotUTF8)
    }

    /// The provider's static `items` array held for `measure` calls, when it has both.
    private static func heldItemsForMeasure(of provider: LuaCursor) -> (table: LuaTableReference, count: Int)? {
        guard provider.kind == .table, provider.field("measure", { $0.kind == .function }) else { return nil }
        return provider.field("items") { items in
            guard case .sequence(let count) = items.tableShape, let table = items.holdElements(count: count) else {
                return nil
            }
            return (table, count)
        }
    }

    /// The section's items: `items(ctx)` called with `ctx.data`, `ctx.vars` and `ctx.env`, or the static array.
    ///
    /// Items with `children` become the visible rows of an outline (`OutlineRows`).
    ///
    /// - Throws: `ScriptError` for runtime errors (a refused `ctx.data` name among them) and invalid items.
    package func items(context: ScriptContext) throws(ScriptError) -> [SectionItem] {
        try readItems(context: context).items
    }

    /// `items(context:)`, and whether any item may hold a field the host reads (`SectionItem.HostField`): when
    /// none does, the host need not look at each for `supplementaries` or `separator` (~230 instructions an item
    /// of `host.sections-100x1000`, callgrind).
    package func readItems(context: ScriptContext) throws(ScriptError) -> (
        items: [SectionItem], mayHoldHostFields: Bool
    ) {
        let decoded = try decodedItems(context: context)
        let rows =
            decoded.mayHaveChildren
            ? try OutlineRows.rows(decoded.items, script: name, field: "items", idsNotUTF8: decoded.idsNotUTF8)
            : decoded.items
        measureArguments.setItems(decoded.held, rows: rows, state: state)
        return (rows, decoded.mayHoldHostFields)
    }

    /// The items as read (`DecodedItems`).
    private func decodedItems(context: ScriptContext) throws(ScriptError) -> DecodedItems {
        guard case .function(let function) = definition.items else {
            if case .fixed(let items) = definition.items {
                return DecodedItems(
                    items: items, held: measureArguments.heldFixedItems, idsNotUTF8: fixedItemIdsNotUTF8)
            }
            return DecodedItems(items: [], held: nil, idsNotUTF8: [], mayHaveChildren: false, mayHoldHostFields: false)
        }
        let ctx = LuaValue.table([
            "data": dataAccess.function.map(LuaValue.function) ?? .nil,
            "vars": .table(context.vars.mapValues(LuaValue.string)),
            "env": context.environment.luaValue,
        ])
        let limits = state.limits
        let holdsItems = definition.measure != nil
        // Cell templates and `measure` read every item's fields.
        let decodesFields =
            holdsItems || definition.measureSupplementary != nil || !definition.cells.isEmpty
        var held: (table: LuaTableReference, count: Int)?
        // Well-formed items are read straight off the stack; anything else is converted and decoded in full,
        // which reports it.
        let result = try dataAccess.with(context.readData) { () throws(ScriptError) -> ItemsResult in
            do throws(LuaError) {
                return try state.call(function, [ctx]) { cursor throws(LuaError) in
                    if holdsItems, case .sequence(let count) = cursor.tableShape {
                        held = cursor.holdElements(count: count).map { ($0, count) }
                    }
                    if let read = try ItemStreamReader.items(cursor, limits: limits, decodesFields: decodesFields) {
                        // Only outline children are left to check: every id of a read item was UTF-8.
                        let children = read.mayHaveChildren ? ItemIdsNotUTF8.paths(in: cursor, at: "items") : []
                        return .read(
                            DecodedItems(
                                items: read.items, held: nil, idsNotUTF8: children,
                                mayHaveChildren: read.mayHaveChildren, mayHoldHostFields: read.mayHoldHostFields))
                    }
                    if let path = InheritedFields.firstPath(in: cursor) {
                        throw LuaError(
                            kind: .conversion, chunkName: name, line: state.definitionLine(of: function),
                            message: InheritedFields.message, path: path)
                    }
                    let value = try cursor.value()
                    return .converted(value, idsNotUTF8: ItemIdsNotUTF8.paths(in: cursor, at: "items"))
                }
            } catch {
                if let held { state.release(held.table) }
                throw ScriptError(error.diagnostic(script: name, field: "items"))
            }
        }
        switch result {
        case .read(var decoded):
            decoded.held = held
            return decoded
        case .converted(let value, let idsNotUTF8):
            do throws(ScriptError) {
                let items = try decoder.items(from: value, field: "items", itemIdsNotUTF8: idsNotUTF8)
                return DecodedItems(items: items, held: held, idsNotUTF8: idsNotUTF8)
            } catch {
                if let held { state.release(held.table) }
                throw error
            }
        }
    }

    /// The line to name in a diagnostic about the item `id`: the line that spells `id = "<id>"`, else the line where
    /// `items(ctx)` is defined; nil for static items whose id the source does not spell.
    package func itemLine(id: String) -> Int? {
        if let line = ItemLine.line(of: id, in: source) { return line }
        guard case .function(let function) = definition.items else { return nil }
        return state.definitionLine(of: function)
    }

    /// The items as read, before outline rows are made of them (`decodedItems(context:)`): with the script's own
    /// item tables held for `measure` when it has one, the paths of the items whose id is not UTF-8, and whether
    /// any item may have `children` or hold a field the host reads (false only when the reader saw none; static
    /// and fully decoded items may).
    private struct DecodedItems {
        var items: [SectionItem]
        var held: (table: LuaTableReference, count: Int)?
        var idsNotUTF8: Set<String>
        var mayHaveChildren = true
        var mayHoldHostFields = true
    }

    /// What `items(ctx)` gave: items read directly, or the value converted for full decoding.
    private enum ItemsResult {
        /// Items the reader took straight off the stack (not yet holding the tables kept for `measure`).
        case read(DecodedItems)
        /// The value and the paths of the items whose id is bytes that are not UTF-8 (`ItemIdsNotUTF8`).
        case converted(LuaValue, idsNotUTF8: Set<String>)
    }

    /// Calls a script function, turning a Lua failure into a diagnostic at `field`.
    func call(_ function: LuaFunctionReference, _ arguments: [LuaValue], field: String) throws(ScriptError)
        -> LuaValue
    {
        do {
            return try state.call(function, arguments)
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: field))
        }
    }
}
