import FeedJSON
import FeedLayout
import LuaBridge

/// Decodes the Lua values of one script into Swift values, collecting every problem as a `Diagnostic` with the
/// script's name, the line of the nearest DSL constructor and the field path.
///
/// Each entry point either returns a complete value or throws a `ScriptError` listing all problems it found.
package struct ScriptDecoder: Sendable {
    /// The script's file name used in diagnostics, e.g. `banners.lua`.
    package var script: String

    package init(script: String) {
        self.script = script
    }

    private func run<T>(itemIdsNotUTF8: Set<String> = [], _ body: (DecodingSession) -> T?) throws(ScriptError) -> T {
        let session = DecodingSession(script: script, itemIdsNotUTF8: itemIdsNotUTF8)
        let result = body(session)
        try session.log.throwIfAny()
        guard let result else {
            throw ScriptError(Diagnostic(script: script, line: nil, field: "", message: "could not decode the value"))
        }
        return result
    }

    /// The provider table a section script returned (docs/spec/contract.md §2). A static `items` array and a static `layout`
    /// are decoded now; functions are kept as references.
    ///
    /// - Parameter itemIdsNotUTF8: the paths of the static items whose id Lua held as bytes that are not UTF-8
    ///   (`ItemIdsNotUTF8`).
    package func sectionDefinition(from value: LuaValue, itemIdsNotUTF8: Set<String> = []) throws(ScriptError)
        -> SectionDefinition
    {
        try run(itemIdsNotUTF8: itemIdsNotUTF8) { $0.provider(value) }
    }

    /// A section layout (`layout.section { … }` or `layout.list { … }`), as `layout(env)` returned it.
    ///
    /// - Parameter field: the path the value sits at in messages, `layout` by default.
    package func sectionRecipe(from value: LuaValue, field: String = "layout") throws(ScriptError) -> SectionRecipe {
        try run { session in
            session.sectionLayout(value, at: field, line: nil).map { session.recipe($0, field: field) }
        }
    }

    /// The items `items(ctx)` returned: an array of tables with unique ids.
    ///
    /// - Parameters:
    ///   - line: the line to blame (items carry no constructor line), if known.
    ///   - itemIdsNotUTF8: the paths of the items whose id Lua held as bytes that are not UTF-8.
    package func items(
        from value: LuaValue, field: String = "items", line: Int? = nil, itemIdsNotUTF8: Set<String> = []
    ) throws(ScriptError) -> [SectionItem] {
        try run(itemIdsNotUTF8: itemIdsNotUTF8) { $0.items(value, at: field, line: line) }
    }

    /// What `feed.lua` returned.
    package func manifest(from value: LuaValue) throws(ScriptError) -> FeedManifest {
        try run { $0.manifest(value) }
    }

    /// The frames a custom group's `frames(env)` returned.
    package func customFrames(from value: LuaValue, field: String, line: Int?) throws(ScriptError) -> [CustomFrame] {
        try run { $0.customFrameList(value, at: field, line: line) }
    }

    /// What `measure(item, proposal, env)` or `measureSupplementary(kind, payload, proposal, env)` returned:
    /// `{ width =, height = }`, a missing side keeping the proposal. Non-numbers, NaN, infinities and negative
    /// sizes are errors at `field` (for example `measure(items[3]).height`) on `line`, the function's own line.
    package func measuredSize(from value: LuaValue, proposed: Size, field: String, line: Int?) throws(ScriptError)
        -> Size
    {
        try run { session in
            guard let reader = session.open(value, as: .measuredSize, at: field, line: line) else { return nil }
            let width = session.read(reader, "width", default: proposed.width, session.number)
            let height = session.read(reader, "height", default: proposed.height, session.number)
            for (key, side) in [("width", width), ("height", height)] where side < 0 {
                session.report(
                    line: line, field: FieldPath.key(field, key),
                    "a measured size cannot be negative, got \(key) = \(LuaValue.format(side)); "
                        + "return e.g. { width = 358, height = 80 }")
            }
            return Size(width: width, height: height)
        }
    }

    /// A header or footer payload, or any other plain data table.
    package func payload(from value: LuaValue, field: String) throws(ScriptError) -> JSONObject {
        try run { $0.payload(value, at: field, line: nil) }
    }
}
