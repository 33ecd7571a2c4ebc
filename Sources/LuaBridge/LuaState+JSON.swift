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
            return decodeJSON(text, name: "json.decode")
        }
        // The text's size is bounded before the value is converted: a string of 8 MB held 200 times converts to
        // 1.6 GB, which met the feed's memory limit before the 16 MiB text limit could say what was wrong.
        let vet = { (state: LuaState) -> LuaHostError? in
            guard state.jsonTextSurelyExceeds(limits.maximumJSONBytes, at: 1) else { return nil }
            return LuaHostError(LuaJSON.tooLongMessage(limits.maximumJSONBytes))
        }
        let encode = { [unowned self] (_: LuaCallContext, arguments: [LuaValue]) -> Result<LuaValue, LuaHostError> in
            do throws(LuaError) {
                let text = try LuaJSON.encode(
                    arguments.first ?? .nil, maximumBytes: limits.maximumJSONBytes, maximumDepth: limits.maximumDepth)
                charge(text.utf8.count / 4)
                return .success(.string(text))
            } catch {
                return .failure(LuaHostError(error.message))
            }
        }
        registerCallback(.values(name: "json.encode", vet: vet, body: encode), as: "encode", in: "json")
    }

    /// Decodes JSON text for this state's script (`json.decode`, `ctx.data`) within its limits: the text's size
    /// and depth, and no more values than its memory cap has room for. A Lua value takes at least 16 bytes and a
    /// table 56 more (`JSONReader.containerCost`), so text whose values cannot fit is refused while it is read:
    /// the Swift values made on the way (~30 bytes a value, ~200 a small object) took 570 MB for 15 MB of
    /// `{"a":0}` objects under a 64 MiB cap before the result was found too large.
    ///
    /// - Parameters:
    ///   - name: the call, for a message about the cap (`json.decode`).
    ///   - source: the file the text came from, for messages (`data/apps.json`).
    package func decodeJSON(_ text: String, name: String, source: String? = nil) -> Result<LuaValue, LuaHostError> {
        let room = max(0, limits.memoryLimit - memoryInUse) / Self.bytesPerJSONValue
        do throws(LuaError) {
            return .success(
                try LuaJSON.decode(
                    text, maximumBytes: limits.maximumJSONBytes, maximumDepth: limits.maximumDepth, source: source,
                    maximumCost: room))
        } catch  where error.kind == .memoryLimit {
            return .failure(
                LuaHostError(limits.resultTooLargeMessage(name, overBy: nil, inUse: memoryInUse), isMemoryCap: true))
        } catch {
            return .failure(LuaHostError(error.message))
        }
    }

    /// The least a Lua value takes: one `TValue` in an array's part.
    static let bytesPerJSONValue = 16
}
