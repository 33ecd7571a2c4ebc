import FeedJSON
import LuaBridge

/// Items and the data payloads that travel to the output untouched.
extension DecodingSession {
    /// The items of a section: an array of tables, each with a unique `id`.
    ///
    /// Duplicate ids, missing ids, functions and non-finite numbers in fields are reported with the item's
    /// position and id; the good items are still returned (the caller discards them when anything was reported).
    func items(_ value: LuaValue, at path: String, line: Int?) -> [SectionItem] {
        guard let entries = array(value, of: .item, at: path, line: line) else { return [] }
        var result: [SectionItem] = []
        result.reserveCapacity(entries.count)
        var firstUse: [String: Int] = [:]
        var duplicates = 0
        for (offset, entry) in entries.enumerated() {
            let itemPath = FieldPath.index(path, offset)
            guard case .table(var fields) = entry else {
                reportMismatch(entry, expected: .item, at: itemPath, line: line)
                continue
            }
            guard let idValue = fields.removeValue(forKey: "id") else {
                report(
                    line: line, field: itemPath,
                    "missing id; every item needs an id unique in its section, such as id = \"app-1\"")
                continue
            }
            if !itemIdsNotUTF8.isEmpty, itemIdsNotUTF8.contains(itemPath), case .string(let text) = idValue {
                report(line: line, field: FieldPath.key(itemPath, "id"), ItemIdsNotUTF8.message(text))
                continue
            }
            guard let id = itemIdentifier(idValue) else {
                report(
                    line: line, field: FieldPath.key(itemPath, "id"),
                    "expected a string or integer id such as \"app-1\" or 7, got \(idValue.describedForMessage)")
                continue
            }
            if let first = firstUse[id] {
                duplicates += 1
                guard duplicates <= Self.reportedDuplicates else { continue }
                report(
                    line: line, field: FieldPath.key(itemPath, "id"),
                    "duplicate item id \"\(id)\" (first used by \(FieldPath.index(path, first))); ids are unique in "
                        + "a section")
                continue
            }
            firstUse[id] = offset
            let object = fieldObject(fields, at: itemPath, line: line, owner: "item \"\(id)\"")
            result.append(SectionItem(id: id, fields: object))
        }
        if duplicates > Self.reportedDuplicates {
            report(
                line: line, field: path,
                "\(duplicates - Self.reportedDuplicates) more duplicate item ids (\(duplicates) in all; the first "
                    + "\(Self.reportedDuplicates) are shown)")
        }
        return result
    }

    /// How many duplicate ids of one section are reported one by one; the rest are counted in one line.
    static let reportedDuplicates = 20

    private func itemIdentifier(_ value: LuaValue) -> String? {
        switch value {
        case .string(let text) where !text.isEmpty: return text
        case .integer(let integer): return String(integer)
        case .number(let number) where number == number.rounded() && abs(number) < 9.0e15:
            return String(Int64(number))
        default: return nil
        }
    }

    /// A header or footer payload: a table of fields.
    func payload(_ value: LuaValue, at path: String, line: Int?) -> JSONObject? {
        switch value {
        case .table(let fields): return fieldObject(fields, at: path, line: line, owner: nil)
        case .array(let values) where values.isEmpty: return JSONObject()
        default:
            reportMismatch(value, expected: .payload, at: path, line: line)
            return nil
        }
    }

    private func fieldObject(_ fields: [String: LuaValue], at path: String, line: Int?, owner: String?) -> JSONObject {
        var members: [String: JSONValue] = [:]
        for (key, entry) in fields.sorted(by: { $0.key < $1.key }) {
            if let value = fieldValue(entry, at: FieldPath.key(path, key), line: line, owner: owner) {
                members[key] = value
            }
        }
        return JSONObject(members)
    }

    /// Converts one Lua value into a `JSONValue`; functions and non-finite numbers are reported.
    func fieldValue(_ value: LuaValue, at path: String, line: Int?, owner: String?) -> JSONValue? {
        let context = owner.map { " in \($0)" } ?? ""
        switch value {
        case .nil: return .null
        case .boolean(let flag): return .bool(flag)
        case .integer(let integer): return .integer(integer)
        case .number(let number):
            guard number.isFinite else {
                report(
                    line: line, field: path,
                    "expected a finite number\(context), got \(value.describedForMessage); fields hold JSON values "
                        + "such as 4.5")
                return nil
            }
            return .number(number)
        case .string(let text): return .string(text)
        case .array(let values):
            var result: [JSONValue] = []
            result.reserveCapacity(values.count)
            for (offset, entry) in values.enumerated() {
                if let converted = fieldValue(entry, at: FieldPath.index(path, offset), line: line, owner: owner) {
                    result.append(converted)
                }
            }
            return .array(result)
        case .table(let fields):
            return .object(fieldObject(fields, at: path, line: line, owner: owner))
        case .function:
            report(
                line: line, field: path,
                "a function cannot travel in fields\(context); use strings, numbers, booleans and tables")
            return nil
        }
    }
}
