import FeedLayout
import FeedScripting

/// What `feed export swift` needs from a run beyond its document: each section's recipe in other environments.
extension FeedPipeline {
    /// The feed-wide configuration of the last run's `feed.lua` (the defaults without one).
    package var layoutConfiguration: LayoutConfiguration {
        manifest?.configuration ?? LayoutConfiguration()
    }

    /// What the last run knows about the script `name`: whether its layout and its custom groups' frames are
    /// functions of the environment, and whether it has `measure`; nil for an unknown or failed script.
    package func exportTraits(ofScript name: String) -> ExportTraits? {
        entryNamed[name]?.runtime.exportTraits
    }

    /// The recipe the script `name` gives in `environment` for `itemCount` items at `sectionIndex`: `layout(env)`
    /// and every custom group's `frames(env)` called again in the script's state (a static layout is returned as
    /// it is, custom frames still recomputed).
    ///
    /// - Throws: `ScriptError` naming the script, line and field of each problem; a limit's says how to raise it,
    ///   as a build's does (an export can need more than the build: it holds every device's frames at once).
    package func recipe(
        ofScript name: String, environment: LayoutEnvironment, itemCount: Int, sectionIndex: Int
    ) throws(ScriptError) -> SectionRecipe {
        guard let runtime = entryNamed[name]?.runtime else {
            throw ScriptError(Diagnostic(script: name, message: "the script did not run"))
        }
        do {
            return try runtime.recipe(
                in: ScriptEnvironment(
                    layout: environment, itemCount: itemCount, sectionIndex: sectionIndex,
                    containerSettings: layoutConfiguration.containerSettings))
        } catch {
            throw ScriptError(error.diagnostics.map(\.withRaisingHint))
        }
    }

    /// The rows of the script `name`'s list section in the last run that have their own `separator`, each with
    /// its item's path and line; empty for an unknown script or a section that is not a list.
    package func rowSeparators(ofScript name: String) -> [RowSeparatorSite] {
        runtimes.first { $0.file.name == name }?.rowSeparatorSites ?? []
    }

    /// The cell templates of the script `name` in the last run (`cell`, `cells`, `supplementaryCells`); nil for an
    /// unknown or failed script.
    package func cellSet(ofScript name: String) -> CellSet? {
        entryNamed[name]?.runtime.loadedDefinition?.cells
    }

    /// The script's answer to a sizing request of its section in the last run (`measure(item, proposal, env)`), for laying out
    /// the exported recipes with the same sizes; nil keeps the estimate.
    package func measure(_ request: MeasureRequest, script name: String) -> Size? {
        entryNamed[name]?.runtime.measure(request)
    }
}

/// Facts about a section script that decide what an export can carry over exactly.
package struct ExportTraits: Hashable, Sendable {
    /// `layout = function(env) … end`.
    package var layoutIsFunction: Bool
    /// The provider has `measure(item, proposal, env)`.
    package var hasMeasure: Bool
}

extension ScriptRuntime {
    var exportTraits: ExportTraits? {
        guard let definition = loadedDefinition else { return nil }
        var traits = ExportTraits(layoutIsFunction: false, hasMeasure: definition.measure != nil)
        if case .function = definition.layout { traits.layoutIsFunction = true }
        return traits
    }
}
