import FeedScripting
import LuaBridge

/// Builders for the tables the DSL constructors make, so decoding is tested without a Lua state.
enum DSLValues {
    static func table(_ kind: DSLTableKind, line: Int, _ fields: [String: LuaValue] = [:]) -> LuaValue {
        var fields = fields
        fields[DSLSchema.tagKey] = .string(kind.rawValue)
        fields[DSLSchema.lineKey] = .integer(Int64(line))
        return .table(fields)
    }

    static func value(_ name: String, _ amount: Double, line: Int = 1) -> LuaValue {
        .table([
            DSLSchema.tagKey: .string(name), DSLSchema.valueKey: .number(amount),
            DSLSchema.lineKey: .integer(Int64(line)),
        ])
    }

    static func fractionalWidth(_ value: Double) -> LuaValue { self.value("fractionalWidth", value) }
    static func fractionalHeight(_ value: Double) -> LuaValue { self.value("fractionalHeight", value) }
    static func absolute(_ value: Double) -> LuaValue { self.value("absolute", value) }
    static func estimated(_ value: Double) -> LuaValue { self.value("estimated", value) }
    static func fixed(_ value: Double) -> LuaValue { self.value("fixed", value) }
    static func flexible(_ value: Double) -> LuaValue { self.value("flexible", value) }

    /// `{ top =, leading =, bottom =, trailing = }`.
    static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> LuaValue {
        .table([
            "top": .number(top), "leading": .number(leading), "bottom": .number(bottom), "trailing": .number(trailing),
        ])
    }
}
