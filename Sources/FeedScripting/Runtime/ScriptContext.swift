/// What a run hands to `items(ctx)` (docs/spec/contract.md §2): the `--set` pairs, the layout environment, and the host's reader
/// of files under the feed's `data/`.
package struct ScriptContext: Sendable {
    /// The `--set key=value` pairs, visible to scripts as `ctx.vars`.
    package var vars: [String: String]
    /// Visible to scripts as `ctx.env`.
    package var environment: ScriptEnvironment
    /// Returns the text of `data/<name>`; called only with names `DataName` accepts. Throwing makes
    /// `ctx.data(name)` raise a Lua error with the thrown error's description.
    package var readData: @Sendable (String) throws -> String

    package init(
        vars: [String: String] = [:], environment: ScriptEnvironment,
        readData: @escaping @Sendable (String) throws -> String
    ) {
        self.vars = vars
        self.environment = environment
        self.readData = readData
    }
}
