import FeedLayout
import LuaBridge

extension SectionScript {
    /// The section's layout for `environment`: `layout(env)` called and decoded (or the static layout), with the
    /// frames of every custom group filled in from its `frames(env)`, called with the container size the layout
    /// engine gives that group (`LayoutGroup.customContainerSize(in:)`).
    ///
    /// - Throws: `ScriptError` with every problem of the layout and of all custom groups.
    public func recipe(environment: ScriptEnvironment) throws(ScriptError) -> SectionRecipe {
        let recipe: SectionRecipe
        switch definition.layout {
        case .fixed(let fixed):
            recipe = fixed
        case .function(let function):
            let value = try call(function, [environment.luaValue], field: "layout")
            recipe = try decoder.sectionRecipe(from: value, field: "layout")
        }
        return recipe
    }
}
