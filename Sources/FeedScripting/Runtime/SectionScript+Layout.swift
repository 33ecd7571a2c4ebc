import FeedLayout
import LuaBridge

extension SectionScript {
    /// The section's layout for `environment`: `layout(env)` called and decoded (or the static layout), with the
    /// frames of every custom group filled in from its `frames(env)`, called with the container size the layout
    /// engine gives that group (`LayoutGroup.customContainerSize(in:)`).
    ///
    /// - Throws: `ScriptError` with every problem of the layout and of all custom groups.
    package func recipe(environment: ScriptEnvironment) throws(ScriptError) -> SectionRecipe {
        var recipe: SectionRecipe
        switch definition.layout {
        case .fixed(let fixed):
            recipe = fixed
        case .function(let function):
            let value = try call(function, [environment.luaValue], field: "layout")
            recipe = try decoder.sectionRecipe(from: value, field: "layout")
        }
        try resolveCustomFrames(in: &recipe, environment: environment)
        return recipe
    }

    /// Calls each custom group's `frames(env)` and stores the frames in the recipe.
    func resolveCustomFrames(in recipe: inout SectionRecipe, environment: ScriptEnvironment) throws(ScriptError) {
        guard case .section(var section) = recipe.recipe, !recipe.customGroups.isEmpty else { return }
        var diagnostics: [Diagnostic] = []
        for source in recipe.customGroups {
            guard let group = section.group.group(at: source.elementPath[...]) else { continue }
            let container = group.customContainerSize(in: environment.layout)
            let env = environment.withContainer(
                width: container.width, height: container.height, insets: group.contentInsets)
            let field = FieldPath.key(source.field, "frames")
            do throws(ScriptError) {
                let value = try call(source.frames, [env.luaValue], field: field)
                let frames = try decoder.customFrames(from: value, field: field, line: source.line)
                section.group.setCustomFrames(frames, at: source.elementPath[...])
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                // A spent limit would be spent again by every further group: report it once.
                if error.diagnostics.contains(where: { $0.exceededLimit != nil }) { break }
            }
        }
        if !diagnostics.isEmpty { throw ScriptError(diagnostics) }
        recipe.recipe = .section(section)
    }

    /// A layout engine error of this script's section as a diagnostic: the field `layout.<path>` and the line of
    /// the nearest constructor table on that path.
    package func diagnostic(for error: LayoutError, in recipe: SectionRecipe) -> Diagnostic {
        if error.path == "items" {
            return Diagnostic(script: name, line: nil, field: "items", message: error.message)
        }
        let field = recipe.scriptField(forLayoutPath: error.path)
        return Diagnostic(script: name, line: recipe.line(for: field), field: field, message: error.message)
    }
}
