import FeedLayout
import LuaBridge

extension SectionScript {
    /// Calls `measure(item, env)` for one item.
    ///
    /// - Returns: the measured size (a side the script leaves out keeps `proposed`), or nil when the script has no
    ///   `measure` or it returned nil (the estimate stands).
    /// - Throws: `ScriptError` for runtime errors and for results that are not a size.
    package func measure(_ item: SectionItem, index: Int, proposed: Size, environment: ScriptEnvironment)
        throws(ScriptError) -> Size?
    {
        guard let function = definition.measure else { return nil }
        let field = "measure(\(FieldPath.index("items", index)))"
        let value = try call(function, [item.luaValue, environment.luaValue], field: field)
        if value == .nil { return nil }
        return try decoder.measuredSize(from: value, proposed: proposed, field: field)
    }

    /// A sizing callback for the layout solver: answers `MeasureRequest`s for this section's items with
    /// `measure(item, env)` and collects the problems, which the host reads from `ItemMeasurer.diagnostics` after
    /// solving.
    package func measurer(items: [SectionItem], environment: ScriptEnvironment) -> ItemMeasurer {
        ItemMeasurer(script: self, items: items, environment: environment)
    }
}

/// Answers the layout solver's measure requests for one section with its script's `measure(item, env)`.
///
/// Requests for boundary supplementaries, for items out of range, and any request when the script has no
/// `measure`, return nil (the estimate stands). A failing call records its diagnostics and returns nil, so the
/// solver finishes and the host reports every problem at once.
///
/// `@unchecked Sendable`: like the script's state, a measurer is used by one thread at a time.
package final class ItemMeasurer: @unchecked Sendable {
    let script: SectionScript
    let items: [SectionItem]
    let environment: ScriptEnvironment
    /// The problems met so far, in request order.
    package private(set) var diagnostics: [Diagnostic] = []

    init(script: SectionScript, items: [SectionItem], environment: ScriptEnvironment) {
        self.script = script
        self.items = items
        self.environment = environment
    }

    /// The measured size for `request`, or nil to keep the estimate.
    package func measure(_ request: MeasureRequest) -> Size? {
        guard case .item(let index) = request.element, items.indices.contains(index) else { return nil }
        do {
            return try script.measure(
                items[index], index: index, proposed: request.proposedSize, environment: environment)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }
}
