import LuaBridge

/// What the DSL's global functions do with their arguments, independent of how they are registered: check the
/// argument cheaply and stamp the table with its kind and the caller's line.
enum DSLConstructor {
    /// `layout.item { … }` and friends: the argument must be a table of named fields.
    ///
    /// - Returns: the table with `__dsl` and `__line` set, or the message of the error to raise.
    static func table(_ kind: DSLTableKind, arguments: [LuaValue], line: Int?) -> Result<LuaValue, ConstructorError> {
        let name = kind.constructor ?? kind.rawValue
        var fields: [String: LuaValue]
        switch arguments.first ?? .nil {
        case .table(let entries): fields = entries
        case .array(let values) where values.isEmpty: fields = [:]
        case let other:
            return .failure(
                ConstructorError(
                    "\(name) expects a table of named fields such as \(kind.example), got "
                        + other.describedForMessage))
        }
        fields[DSLSchema.tagKey] = .string(kind.rawValue)
        if let line { fields[DSLSchema.lineKey] = .integer(Int64(line)) }
        return .success(.table(fields))
    }

    /// `fractionalWidth(0.5)`, `fixed(8)` …: the argument must be a number.
    static func value(_ name: String, arguments: [LuaValue], line: Int?) -> Result<LuaValue, ConstructorError> {
        guard let amount = arguments.first?.numberValue, arguments.count == 1 else {
            let got = arguments.count == 1 ? arguments[0].describedForMessage : "\(arguments.count) arguments"
            return .failure(ConstructorError("\(name) expects one number such as \(name)(1), got \(got)"))
        }
        guard amount.isFinite else {
            return .failure(
                ConstructorError("\(name) expects a finite number such as \(name)(1), got \(LuaValue.format(amount))"))
        }
        var fields: [String: LuaValue] = [DSLSchema.tagKey: .string(name), DSLSchema.valueKey: .number(amount)]
        if let line { fields[DSLSchema.lineKey] = .integer(Int64(line)) }
        return .success(.table(fields))
    }
}

/// The message a DSL constructor raises as a Lua error (Lua prefixes the caller's `script:line:`).
struct ConstructorError: Error, Hashable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
