internal import CLua

extension LuaState {
    /// Installs `json.decode(text)` and `json.encode(value)` with this state's limits.
    func installJSON() {
        let limits = self.limits
        register("decode", in: "json") { [unowned self] _, arguments in
            guard case .string(let text)? = arguments.first else {
                return .failure(LuaHostError("json.decode: expects a string"))
            }
            charge(text.utf8.count / 4)
            do throws(LuaError) {
                return .success(
                    try LuaJSON.decode(text, maximumBytes: limits.maximumJSONBytes, maximumDepth: limits.maximumDepth))
            } catch {
                return .failure(LuaHostError(error.message))
            }
        }
        register("encode", in: "json") { [unowned self] _, arguments in
            do throws(LuaError) {
                let text = try LuaJSON.encode(
                    arguments.first ?? .nil, maximumBytes: limits.maximumJSONBytes, maximumDepth: limits.maximumDepth)
                charge(text.utf8.count / 4)
                return .success(.string(text))
            } catch {
                return .failure(LuaHostError(error.message))
            }
        }
    }
}
