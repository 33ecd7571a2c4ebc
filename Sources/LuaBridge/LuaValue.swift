/// A Lua value copied into Swift.
///
/// Tables whose keys are exactly `1...n` come back as `array`; any other table as `table`, keyed by string
/// (integer keys of such a table become their decimal text). Functions stay in their state and come back as a
/// reference that `LuaState` can call. Cycles and nesting deeper than the state's limit are conversion errors.
package enum LuaValue: Hashable, Sendable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([LuaValue])
    case table([String: LuaValue])
    case function(LuaFunctionReference)

    /// The Lua type name, for messages (`expected a dimension, got string "abc"`).
    package var typeName: String {
        switch self {
        case .nil: return "nil"
        case .boolean: return "boolean"
        case .integer, .number: return "number"
        case .string: return "string"
        case .array, .table: return "table"
        case .function: return "function"
        }
    }
}

/// A function that lives in one `LuaState`'s registry; valid while that state lives.
package struct LuaFunctionReference: Hashable, Sendable {
    /// Identifies the owning state, so a reference is never called on another state.
    package let stateIdentifier: UInt64
    /// The registry slot (`luaL_ref`).
    package let slot: Int32

    package init(stateIdentifier: UInt64, slot: Int32) {
        self.stateIdentifier = stateIdentifier
        self.slot = slot
    }
}
