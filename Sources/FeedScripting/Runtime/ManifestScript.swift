import LuaBridge

/// Loads `feed.lua`: the manifest of section order and feed-wide layout configuration.
package enum ManifestScript {
    /// Installs the DSL into `state` (so `layout.boundary` works), runs `source` and decodes what it returns.
    ///
    /// - Throws: `ScriptError` for Lua failures and an invalid manifest.
    package static func load(name: String = "feed.lua", source: String, state: LuaState) throws(ScriptError)
        -> FeedManifest
    {
        FeedDSL.install(into: state, script: name)
        let value: LuaValue
        do {
            value = try state.run(source, chunkName: name)
        } catch {
            throw ScriptError(error.diagnostic(script: name, field: ""))
        }
        return try ScriptDecoder(script: name).manifest(from: value)
    }
}
