import LuaBridge

/// Numbers, strings, booleans and enum strings.
extension DecodingSession {
    func number(_ value: LuaValue, at path: String, line: Int?) -> Double? {
        guard let number = value.numberValue else {
            if case .table(let fields) = value, let amount = fields[DSLSchema.valueKey]?.numberValue {
                // `fixed(8)` or `absolute(8)` where a plain number goes: the fix is the number itself.
                report(
                    line: line, field: path,
                    "expected a number such as 16, got \(value.describedForMessage) (write \(LuaValue.format(amount)))")
                return nil
            }
            reportMismatch(value, expected: .number, at: path, line: line)
            return nil
        }
        guard number.isFinite else {
            report(line: line, field: path, "expected a finite number such as 16, got \(value.describedForMessage)")
            return nil
        }
        guard number.magnitude <= Self.pointLimit else {
            report(line: line, field: path, Self.tooLarge(LuaValue.format(number), limit: Self.pointLimit))
            return nil
        }
        return number
    }

    /// A `number` of points that is not negative (list separator insets, a button's insets, a corner radius).
    func nonNegative(_ value: LuaValue, at path: String, line: Int?) -> Double? {
        guard let number = number(value, at: path, line: line) else { return nil }
        guard number >= 0 else {
            report(
                line: line, field: path, "expected a number of points of at least 0, got \(value.describedForMessage)")
            return nil
        }
        return number
    }

    func integer(_ value: LuaValue, at path: String, line: Int?) -> Int? {
        switch value {
        case .integer(let integer) where Int64(Int32.min)...Int64(Int32.max) ~= integer:
            return Int(integer)
        case .number(let number) where number == number.rounded() && abs(number) <= Double(Int32.max):
            return Int(number)
        case _ where value.numberValue.map { $0.isFinite && $0 == $0.rounded() } == true:
            // Whole, only too large: saying "a whole number" of math.maxinteger would puzzle.
            report(
                line: line, field: path,
                "expected a whole number from \(Int32.min) to \(Int32.max), got \(value.describedForMessage)")
            return nil
        default:
            reportMismatch(value, expected: .integer, at: path, line: line)
            return nil
        }
    }

    func boolean(_ value: LuaValue, at path: String, line: Int?) -> Bool? {
        guard case .boolean(let flag) = value else {
            reportMismatch(value, expected: .boolean, at: path, line: line)
            return nil
        }
        return flag
    }

    func string(_ value: LuaValue, at path: String, line: Int?) -> String? {
        guard case .string(let text) = value else {
            reportMismatch(value, expected: .string, at: path, line: line)
            return nil
        }
        return text
    }

    /// A string that must be one of `E`'s raw values; a near miss is named (`did you mean "groupPaging"?`).
    func choice<E: RawRepresentable>(
        _ value: LuaValue, as type: E.Type, allowed: [String], at path: String, line: Int?
    ) -> E? where E.RawValue == String {
        guard case .string(let text) = value else {
            reportMismatch(value, expected: .choice(allowed), at: path, line: line)
            return nil
        }
        if let result = E(rawValue: text) { return result }
        if let suggestion = Suggestion.synonym(of: text, in: allowed) {
            report(
                line: line, field: path,
                "unknown value \"\(text)\"; did you mean \"\(suggestion)\"? (the DSL says leading and trailing, "
                    + "as UIKit does)")
        } else if let suggestion = Suggestion.closest(to: text, in: allowed) {
            report(line: line, field: path, "unknown value \"\(text)\"; did you mean \"\(suggestion)\"?")
        } else if let centring = Suggestion.centring(text, in: allowed) {
            report(line: line, field: path, "unknown value \"\(text)\"; \(centring)")
        } else {
            let listed = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            report(line: line, field: path, "unknown value \"\(text)\"; expected one of \(listed)")
        }
        return nil
    }

    /// The entries of an array; an empty table is an empty array.
    func array(_ value: LuaValue, of element: DSLValueKind, at path: String, line: Int?) -> [LuaValue]? {
        switch value {
        case .array(let values): return values
        case .table(let fields) where fields.isEmpty: return []
        default:
            if case .constructed(let kinds) = element, let tag = value.dslTag,
                kinds.contains(where: { $0.rawValue == tag })
            {
                // One element where a list of them goes: the fix is the braces around it.
                report(
                    line: line, field: path,
                    "expected \(DSLValueKind.array(element).expectation), got \(value.describedForMessage) "
                        + "(wrap it in braces: { \(value.describedForMessage) })")
                return nil
            }
            reportMismatch(value, expected: .array(element), at: path, line: line)
            return nil
        }
    }

    /// Decodes every entry of an array with `decode`, dropping the wrong ones (reported).
    func list<T>(
        _ value: LuaValue, of element: DSLValueKind, at path: String, line: Int?,
        _ decode: (LuaValue, String, Int?) -> T?
    ) -> [T]? {
        guard let values = array(value, of: element, at: path, line: line) else { return nil }
        var result: [T] = []
        result.reserveCapacity(values.count)
        for (offset, entry) in values.enumerated() {
            if let decoded = decode(entry, FieldPath.index(path, offset), line) { result.append(decoded) }
        }
        return result
    }
}
