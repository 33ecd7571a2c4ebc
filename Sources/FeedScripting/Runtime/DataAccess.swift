import LuaBridge

/// The Lua function behind `ctx.data(name)`, registered once per state, and the reader of the run in progress.
///
/// `@unchecked Sendable`: `reader` is only set, read and cleared on the thread currently running the owning
/// `LuaState` (a state is used by one thread at a time), around one `items(ctx)` call.
final class DataAccess: @unchecked Sendable {
    private var reader: (@Sendable (String) throws -> String)?
    private(set) var function: LuaFunctionReference?

    /// Registers the `ctx.data` function into `state` without leaving a global behind.
    init(state: LuaState) throws(LuaError) {
        let holder = "__feed_ctx"
        // Scripts call it as `ctx.data`; the holder is gone once `function` is taken.
        state.register("data", in: holder, shownAs: "ctx.data") { [weak self, unowned state] _, arguments in
            guard let self else { return .failure(LuaHostError("ctx.data is not available here")) }
            return self.read(arguments, state: state)
        }
        if case .function(let reference) = try state.global("\(holder).data") { function = reference }
        try state.setGlobal(holder, .nil)
    }

    /// Runs `body` with `reader` answering `ctx.data`.
    func with<T>(_ reader: @escaping @Sendable (String) throws -> String, _ body: () throws(ScriptError) -> T)
        throws(ScriptError) -> T
    {
        self.reader = reader
        defer { self.reader = nil }
        return try body()
    }

    private func read(_ arguments: [LuaValue], state: LuaState) -> Result<LuaValue, LuaHostError> {
        guard arguments.count == 1, case .string(let name) = arguments[0] else {
            let got = arguments.first?.describedForMessage ?? "nothing"
            return .failure(LuaHostError("ctx.data expects a file name such as ctx.data(\"apps.json\"), got \(got)"))
        }
        if let problem = DataName.problem(with: name) { return .failure(LuaHostError("ctx.data: \(problem)")) }
        guard let reader else { return .failure(LuaHostError("ctx.data is only available while items(ctx) runs")) }
        let text: String
        do {
            text = try reader(name)
        } catch {
            return .failure(LuaHostError("ctx.data(\"\(name)\"): \(error)"))
        }
        // A syntax error names the file, its line and column: what an editor jumps to.
        return state.decodeJSON(text, name: "ctx.data(\"\(name)\")", source: "data/\(name)")
    }
}
