internal import CLua

extension LuaState {
    /// Installs `json.decode(text)` and `json.encode(value)` with this state's limits.
    func installJSON() {
        let limits = self.limits
        register("decode", in: "json") { _, arguments in
            guard case .string(let text)? = arguments.first else {
                return .failure(LuaHostError("json.decode: expects a string"))
            }
            do throws(LuaError) {
                return .success(
                    try LuaJSON.decode(text, maximumBytes: limits.maximumJSONBytes, maximumDepth: limits.maximumDepth))
            } catch {
                return .failure(LuaHostError(error.message))
            }
        }
        register("encode", in: "json") { _, arguments in
            do throws(LuaError) {
                return .success(
                    .string(
                        try LuaJSON.encode(
                            arguments.first ?? .nil, maximumBytes: limits.maximumJSONBytes,
                            maximumDepth: limits.maximumDepth)))
            } catch {
                return .failure(LuaHostError(error.message))
            }
        }
    }
}
