import FeedHost
import FeedJSON
import Testing

/// The test validator checked on its own: each keyword accepts what the specification accepts and rejects what it
/// rejects, so a clean validation of real output means something.
@Suite struct JSONSchemaValidatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var schema: String
        var instance: String
        var valid: Bool
        var testDescription: String { "\(schema) ⟵ \(instance): \(valid ? "valid" : "invalid")" }
    }

    static let cases: [Case] = [
        Case(schema: #"{"type": "number"}"#, instance: "1.5", valid: true),
        Case(schema: #"{"type": "number"}"#, instance: #""1""#, valid: false),
        Case(schema: #"{"type": "integer"}"#, instance: "2.0", valid: true),
        Case(schema: #"{"type": "integer"}"#, instance: "2.5", valid: false),
        Case(schema: #"{"type": ["string", "null"]}"#, instance: "null", valid: true),
        Case(schema: #"{"type": ["string", "null"]}"#, instance: "false", valid: false),
        Case(schema: #"{"type": "boolean"}"#, instance: "0", valid: false),
        Case(schema: #"{"const": 1}"#, instance: "1.0", valid: true),
        Case(schema: #"{"const": 1}"#, instance: "2", valid: false),
        Case(schema: #"{"enum": ["a", "b"]}"#, instance: #""b""#, valid: true),
        Case(schema: #"{"enum": ["a", "b"]}"#, instance: #""c""#, valid: false),
        Case(schema: #"{"required": ["id"]}"#, instance: #"{"id": 1}"#, valid: true),
        Case(schema: #"{"required": ["id"]}"#, instance: #"{"ID": 1}"#, valid: false),
        Case(schema: #"{"required": ["id"]}"#, instance: "[]", valid: true),
        Case(schema: #"{"properties": {"a": {"type": "string"}}}"#, instance: #"{"a": 1}"#, valid: false),
        Case(schema: #"{"properties": {"a": {"type": "string"}}}"#, instance: #"{"b": 1}"#, valid: true),
        Case(
            schema: #"{"properties": {"a": {}}, "additionalProperties": false}"#, instance: #"{"a": 1, "b": 2}"#,
            valid: false),
        Case(
            schema: #"{"properties": {"a": {}}, "additionalProperties": {"type": "number"}}"#,
            instance: #"{"a": "x", "b": 2}"#, valid: true),
        Case(schema: #"{"items": {"type": "number"}}"#, instance: "[1, 2, 3]", valid: true),
        Case(schema: #"{"items": {"type": "number"}}"#, instance: #"[1, "2"]"#, valid: false),
        Case(
            schema: #"{"prefixItems": [{"type": "string"}], "items": {"type": "number"}}"#,
            instance: #"["a", 1, 2]"#, valid: true),
        Case(
            schema: #"{"prefixItems": [{"type": "string"}], "items": {"type": "number"}}"#,
            instance: #"[1, 1]"#, valid: false),
        Case(schema: #"{"minItems": 2, "maxItems": 3}"#, instance: "[1]", valid: false),
        Case(schema: #"{"minItems": 2, "maxItems": 3}"#, instance: "[1, 2, 3, 4]", valid: false),
        Case(schema: #"{"minItems": 2, "maxItems": 3}"#, instance: "[1, 2]", valid: true),
        Case(schema: #"{"uniqueItems": true}"#, instance: "[[0, 1], [0, 2]]", valid: true),
        Case(schema: #"{"uniqueItems": true}"#, instance: "[[0, 1], [0, 1.0]]", valid: false),
        Case(schema: #"{"minLength": 1}"#, instance: #""""#, valid: false),
        Case(schema: #"{"minLength": 1}"#, instance: "5", valid: true),
        Case(schema: #"{"pattern": "\\.lua$"}"#, instance: #""a.lua""#, valid: true),
        Case(schema: #"{"pattern": "\\.lua$"}"#, instance: #""a.luax""#, valid: false),
        Case(schema: #"{"pattern": "^[0-9a-f]{1,16}$"}"#, instance: #""00ff""#, valid: true),
        Case(schema: #"{"pattern": "^[0-9a-f]{1,16}$"}"#, instance: #""00fg""#, valid: false),
        Case(schema: #"{"minimum": 0}"#, instance: "0", valid: true),
        Case(schema: #"{"minimum": 0}"#, instance: "-0.001", valid: false),
        Case(schema: #"{"exclusiveMinimum": 0}"#, instance: "0", valid: false),
        Case(schema: #"{"exclusiveMinimum": 0}"#, instance: "0.5", valid: true),
        Case(schema: #"{"allOf": [{"type": "number"}, {"minimum": 2}]}"#, instance: "1", valid: false),
        Case(schema: #"{"anyOf": [{"type": "number"}, {"type": "null"}]}"#, instance: "null", valid: true),
        Case(schema: #"{"anyOf": [{"type": "number"}, {"type": "null"}]}"#, instance: "true", valid: false),
        Case(schema: #"{"oneOf": [{"type": "number"}, {"type": "integer"}]}"#, instance: "1", valid: false),
        Case(schema: #"{"oneOf": [{"type": "number"}, {"type": "integer"}]}"#, instance: "1.5", valid: true),
        Case(schema: #"{"not": {"type": "string"}}"#, instance: #""a""#, valid: false),
        Case(schema: #"{"not": {"type": "string"}}"#, instance: "1", valid: true),
        Case(
            schema: #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#,
            instance: #"{"a": 1}"#, valid: false),
        Case(
            schema: #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#,
            instance: #"{"a": 1, "b": 2}"#, valid: true),
        Case(
            schema: #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#,
            instance: #"{"b": 2}"#, valid: false),
        Case(
            schema: ##"{"$defs": {"n": {"type": "number"}}, "items": {"$ref": "#/$defs/n"}}"##, instance: #"[1, "x"]"#,
            valid: false),
        Case(
            schema: ##"{"$defs": {"n": {"type": "number"}}, "items": {"$ref": "#/$defs/n"}}"##, instance: "[1, 2]",
            valid: true),
        Case(
            schema: ##"{"type": "object", "properties": {"next": {"$ref": "#"}}}"##,
            instance: #"{"next": {"next": 1}}"#,
            valid: false),
        Case(schema: "false", instance: "1", valid: false),
        Case(schema: "true", instance: "1", valid: true),
    ]

    @Test(arguments: cases)
    func keyword(_ example: Case) throws {
        let validator = try JSONSchemaValidator(schema: try json(example.schema))
        let problems = try validator.validate(try json(example.instance))
        #expect(problems.isEmpty == example.valid, "\(problems)")
    }

    @Test func unknownKeywordsAreRefused() throws {
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try JSONSchemaValidator(schema: try json(#"{"properties": {"a": {"maxLength": 3}}}"#))
        }
    }

    @Test func problemsNameThePath() throws {
        let validator = try JSONSchemaValidator(
            schema: try json(#"{"properties": {"rows": {"items": {"required": ["id"]}}}}"#))
        let problems = try validator.validate(try json(#"{"rows": [{"id": 1}, {}]}"#))
        #expect(problems == [#"/rows/1: missing required "id""#])
    }

    @Test func validatesAgainstADefinition() throws {
        let validator = try JSONSchemaValidator(
            schema: try json(#"{"type": "object", "$defs": {"strict": {"required": ["x"]}}}"#))
        #expect(try validator.validate(try json("{}")).isEmpty)
        #expect(try !validator.validate(try json("{}"), against: "#/$defs/strict").isEmpty)
    }
}

/// Parses JSON text with the host's parser.
func json(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}
