import FeedJSON
import FeedLayout
import LuaBridge

extension SectionScript {
    /// Calls `measure(item, proposal, env)` for one item.
    ///
    /// - Returns: the measured size (a side the script leaves out keeps the proposal), or nil when the script has
    ///   no `measure` or it returned nil (the estimate stands).
    /// - Throws: `ScriptError` for runtime errors and for results that are not a size, naming `measure(items[n])`
    ///   and the function's line.
    package func measure(
        _ item: SectionItem, index: Int, proposal: MeasureRequest, environment: ScriptEnvironment
    ) throws(ScriptError) -> Size? {
        try measure(index: index, proposal: proposal, environment: environment) { item.luaValue }
    }

    /// `measure(_:index:proposal:environment:)` for the item `converted` gives, asked for only when the script's
    /// own table for row `index` is not held (so the caller copies no item to call it).
    private func measure(
        index: Int, proposal: MeasureRequest, environment: ScriptEnvironment, converted: () -> LuaValue
    ) throws(ScriptError) -> Size? {
        guard let function = definition.measure else { return nil }
        let answer: MeasuredAnswer
        do throws(LuaError) {
            let arguments = measureArguments
            let env = try arguments.environment(environment, state: state)
            answer = try state.call(
                function,
                arguments: { list throws(LuaError) in
                    try arguments.appendItem(index, to: &list, converted: converted)
                    try list.appendProposal(proposal)
                    try list.append(held: env)
                },
                reading: { cursor throws(LuaError) in try MeasuredAnswer(cursor) })
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: Self.measureField(index)))
        }
        switch answer {
        case .none:
            return nil
        case .size(let width, let height):
            return Size(width: width ?? proposal.proposedSize.width, height: height ?? proposal.proposedSize.height)
        case .other(let value):
            return try decoder.measuredSize(
                from: value, proposed: proposal.proposedSize, field: Self.measureField(index),
                line: state.definitionLine(of: function))
        }
    }

    /// Runs a layout's batch of this section's `measure` calls (`LayoutSolver.solve(_:sizing:measuring:)`), timed
    /// as one for the script's time limit: the clock is read around the batch instead of twice a call, which costs
    /// as much as a small `measure`. Each call keeps its own instruction budget and its own stop.
    package func measuringBatch(_ batch: () -> Void) {
        state.withHeldClock(batch)
    }

    /// `measure(items[3])`: where messages about item `index` (0-based) point.
    static func measureField(_ index: Int) -> String {
        "measure(\(FieldPath.index("items", index)))"
    }

    /// Calls `measureSupplementary(kind, payload, proposal, env)` for a header, footer or badge.
    ///
    /// - Parameters:
    ///   - payload: the header's or footer's payload, or the item a badge belongs to; nil when none.
    ///   - item: the index of the item a badge belongs to, named in errors.
    /// - Returns: the measured size, or nil when the script has no `measureSupplementary` or it returned nil.
    package func measureSupplementary(
        kind: String, payload: LuaValue, item: Int? = nil, proposal: MeasureRequest, environment: ScriptEnvironment
    ) throws(ScriptError) -> Size? {
        guard let function = definition.measureSupplementary else { return nil }
        let field =
            "measureSupplementary(\"\(kind)\"\(item.map { ", " + FieldPath.index("items", $0) } ?? ""))"
        let value: LuaValue
        do throws(LuaError) {
            let env = try measureArguments.environment(environment, state: state)
            value = try state.call(
                function,
                arguments: { list throws(LuaError) in
                    try list.append(.string(kind))
                    try list.append(payload)
                    try list.appendProposal(proposal)
                    try list.append(held: env)
                },
                reading: { cursor throws(LuaError) in try cursor.value() })
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: field))
        }
        if value == .nil { return nil }
        return try decoder.measuredSize(
            from: value, proposed: proposal.proposedSize, field: field, line: state.definitionLine(of: function))
    }
}

extension SectionScript {
    /// Answers one of the layout solver's measure requests for this section: an item goes to `measure`, a header,
    /// footer or other boundary item to `measureSupplementary` with the provider's `header`/`footer` payload (nil
    /// for other kinds), a badge to `measureSupplementary` with the item it belongs to as its payload.
    ///
    /// - Returns: the measured size, or nil to keep the estimate (no function, an item out of range, or nil
    ///   returned).
    package func answer(_ request: MeasureRequest, items: [SectionItem], environment: ScriptEnvironment)
        throws(ScriptError) -> Size?
    {
        switch request.element {
        case .item(let index):
            guard items.indices.contains(index) else { return nil }
            return try measure(index: index, proposal: request, environment: environment) { items[index].luaValue }
        case .supplementary(let kind):
            let payload: JSONObject? =
                switch kind {
                case "header": definition.header
                case "footer": definition.footer
                default: nil
                }
            return try measureSupplementary(
                kind: kind, payload: payload?.luaValue ?? .nil, proposal: request, environment: environment)
        case .badge(let kind, let index):
            guard items.indices.contains(index) else { return nil }
            return try measureSupplementary(
                kind: kind, payload: items[index].luaValue, item: index, proposal: request, environment: environment)
        }
    }
}
