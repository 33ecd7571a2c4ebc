import FeedHost
import FeedJSON

/// A JSON Schema (draft 2020-12) validator for exactly the keywords `docs/schema/*.schema.json` use.
///
/// A schema with any other keyword is rejected when the validator is made, so a keyword added to the schema files
/// later cannot be ignored silently. References are local (`#`, `#/$defs/name`).
struct JSONSchemaValidator {
    /// A problem with the schema itself.
    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    /// Keywords that constrain an instance.
    static let assertions: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "prefixItems",
        "minItems", "maxItems", "uniqueItems", "minLength", "pattern", "minimum", "maximum", "exclusiveMinimum",
        "allOf",
        "anyOf", "oneOf", "not", "if", "then", "else", "$ref",
    ]
    /// Keywords that only describe (or hold definitions).
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

    let root: JSONValue

    init(schema: JSONValue) throws(SchemaError) {
        root = schema
        try Self.checkKeywords(schema, at: "#")
    }

    /// Every violation of `instance` against the schema at `pointer` (`#` or `#/$defs/name`), as `path: reason`.
    func validate(_ instance: JSONValue, against pointer: String = "#") throws(SchemaError) -> [String] {
        var problems: [String] = []
        try check(instance, try resolve(pointer), path: "", problems: &problems)
        return problems
    }

    private static func checkKeywords(_ schema: JSONValue, at location: String) throws(SchemaError) {
        if case .bool = schema { return }
        guard let members = schema.objectValue else { throw SchemaError(description: "\(location) is not a schema") }
        for (key, value) in members {
            guard assertions.contains(key) || annotations.contains(key) else {
                throw SchemaError(description: "\(location): unsupported keyword \(key)")
            }
            switch key {
            case "properties", "$defs":
                for (name, sub) in value.objectValue ?? [:] { try checkKeywords(sub, at: "\(location)/\(key)/\(name)") }
            case "items", "not", "if", "then", "else":
                try checkKeywords(value, at: "\(location)/\(key)")
            case "additionalProperties":
                if case .bool = value { continue }
                try checkKeywords(value, at: "\(location)/\(key)")
            case "prefixItems", "allOf", "anyOf", "oneOf":
                for (index, sub) in (value.arrayValue ?? []).enumerated() {
                    try checkKeywords(sub, at: "\(location)/\(key)/\(index)")
                }
            default:
                break
            }
        }
    }

    private func resolve(_ pointer: String) throws(SchemaError) -> JSONValue {
        guard pointer.hasPrefix("#") else { throw SchemaError(description: "only local references: \(pointer)") }
        var node = root
        for token in pointer.dropFirst().split(separator: "/") {
            let key = token.unescapedPointerToken
            guard let next = node[key] else { throw SchemaError(description: "unresolvable reference \(pointer)") }
            node = next
        }
        return node
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, path: String, problems: inout [String])
        throws(SchemaError)
    {
        if case .bool(let accepts) = schema {
            if !accepts { problems.append("\(path): no value is allowed here") }
            return
        }
        guard let keywords = schema.objectValue else { throw SchemaError(description: "\(path): not a schema") }
        func fail(_ reason: String) { problems.append("\(path.isEmpty ? "/" : path): \(reason)") }

        if let reference = keywords["$ref"]?.stringValue {
            try check(value, try resolve(reference), path: path, problems: &problems)
        }
        if let type = keywords["type"] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !names.contains(where: { Self.has(value, type: $0) }) {
                fail("expected \(names.joined(separator: " or ")), got \(value.typeName)")
            }
        }
        if let constant = keywords["const"], !Self.equal(value, constant) { fail("expected the constant \(constant)") }
        if let options = keywords["enum"]?.arrayValue, !options.contains(where: { Self.equal(value, $0) }) {
            fail("\(value) is not one of \(options)")
        }
        try checkObject(value, keywords, path: path, problems: &problems)
        try checkArray(value, keywords, path: path, problems: &problems)
        if case .string(let text) = value {
            if let minimum = keywords["minLength"]?.doubleValue, Double(text.count) < minimum {
                fail("shorter than \(minimum) characters")
            }
            if let pattern = keywords["pattern"]?.stringValue {
                guard let regex = try? Regex(pattern) else { throw SchemaError(description: "bad pattern \(pattern)") }
                if (try? regex.firstMatch(in: text)) == nil { fail("\"\(text)\" does not match \(pattern)") }
            }
        }
        if let number = value.doubleValue {
            if let minimum = keywords["minimum"]?.doubleValue, number < minimum { fail("\(number) < \(minimum)") }
            if let maximum = keywords["maximum"]?.doubleValue, number > maximum { fail("\(number) > \(maximum)") }
            if let bound = keywords["exclusiveMinimum"]?.doubleValue, number <= bound { fail("\(number) ≤ \(bound)") }
        }
        try checkCombinators(value, keywords, path: path, problems: &problems)
    }

    private func checkObject(
        _ value: JSONValue, _ keywords: JSONObject, path: String, problems: inout [String]
    ) throws(SchemaError) {
        guard let members = value.objectValue else { return }
        for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
            problems.append("\(path.isEmpty ? "/" : path): missing required \"\(name)\"")
        }
        let properties = keywords["properties"]?.objectValue ?? [:]
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let sub = properties[name] {
                try check(member, sub, path: "\(path)/\(name)", problems: &problems)
            } else if let additional = keywords["additionalProperties"] {
                if case .bool(false) = additional {
                    problems.append("\(path.isEmpty ? "/" : path): unexpected property \"\(name)\"")
                } else {
                    try check(member, additional, path: "\(path)/\(name)", problems: &problems)
                }
            }
        }
    }

    private func checkArray(
        _ value: JSONValue, _ keywords: JSONObject, path: String, problems: inout [String]
    ) throws(SchemaError) {
        guard let elements = value.arrayValue else { return }
        let here = path.isEmpty ? "/" : path
        if let minimum = keywords["minItems"]?.doubleValue, Double(elements.count) < minimum {
            problems.append("\(here): \(elements.count) items, fewer than \(Int(minimum))")
        }
        if let maximum = keywords["maxItems"]?.doubleValue, Double(elements.count) > maximum {
            problems.append("\(here): \(elements.count) items, more than \(Int(maximum))")
        }
        let prefix = keywords["prefixItems"]?.arrayValue ?? []
        for (index, element) in elements.enumerated() {
            // `items` applies to the elements after `prefixItems` (2020-12).
            let sub = index < prefix.count ? prefix[index] : keywords["items"]
            if let sub { try check(element, sub, path: "\(path)/\(index)", problems: &problems) }
        }
        if case .bool(true) = keywords["uniqueItems"] {
            for (index, element) in elements.enumerated()
            where elements[..<index].contains(where: { Self.equal($0, element) }) {
                problems.append("\(path)/\(index): repeats an earlier item")
            }
        }
    }

    private func checkCombinators(
        _ value: JSONValue, _ keywords: JSONObject, path: String, problems: inout [String]
    ) throws(SchemaError) {
        let here = path.isEmpty ? "/" : path
        for sub in keywords["allOf"]?.arrayValue ?? [] { try check(value, sub, path: path, problems: &problems) }
        if let options = keywords["anyOf"]?.arrayValue {
            var matched = false
            for sub in options where try matches(value, sub, path: path) { matched = true }
            if !matched { problems.append("\(here): matches none of anyOf") }
        }
        if let options = keywords["oneOf"]?.arrayValue {
            var count = 0
            for sub in options where try matches(value, sub, path: path) { count += 1 }
            if count != 1 { problems.append("\(here): matches \(count) of oneOf, not exactly 1") }
        }
        if let negated = keywords["not"], try matches(value, negated, path: path) {
            problems.append("\(here): matches a schema it must not match")
        }
        if let condition = keywords["if"] {
            let branch = try matches(value, condition, path: path) ? keywords["then"] : keywords["else"]
            if let branch { try check(value, branch, path: path, problems: &problems) }
        }
    }

    private func matches(_ value: JSONValue, _ schema: JSONValue, path: String) throws(SchemaError) -> Bool {
        var problems: [String] = []
        try check(value, schema, path: path, problems: &problems)
        return problems.isEmpty
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .integer), ("number", .number), ("integer", .integer):
            return true
        case ("integer", .number(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }

    /// JSON equality: 1 and 1.0 are the same number.
    static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
        default:
            if let a = left.doubleValue, let b = right.doubleValue { return a == b }
            return left == right
        }
    }
}

extension Substring {
    /// A JSON Pointer token with `~1` and `~0` decoded (RFC 6901).
    fileprivate var unescapedPointerToken: String {
        split(separator: "~1", omittingEmptySubsequences: false).joined(separator: "/")
            .split(separator: "~0", omittingEmptySubsequences: false).joined(separator: "~")
    }
}
