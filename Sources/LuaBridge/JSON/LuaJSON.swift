import FeedJSON

/// FeedJSON's reader and writer for `LuaValue`, with size and depth limits.
///
/// Reading: objects become `.table`, arrays `.array`, numbers without fraction or exponent that fit 64 bits
/// `.integer`, other numbers `.number`, `null` `.nil` (so in Lua a null field is absent and a null array element
/// a hole). Writing: `.table` keys in byte order (deterministic output), `.array`, integers in decimal, floats
/// in the shortest form that reads back exactly; NaN, infinities and functions are errors. An empty Lua table
/// reads as `.array([])` and is written `[]`.
package enum LuaJSON {
    /// Decodes JSON text; `source` names the file it came from (`data/apps.json`) for messages.
    ///
    /// - Parameter maximumCost: the most values to make, as `JSONReadingRules.maximumCost` counts them.
    /// - Throws: `LuaError` of kind `conversion`: the text is longer than `maximumBytes`, nests deeper than
    ///   `maximumDepth`, or is not JSON. Messages start with `source` and, for syntax, the line and column
    ///   (`data/apps.json:3:14: expected ',' or '}' after object member`); without a source with `json.decode:`.
    ///   Of kind `memoryLimit` when the text holds more than `maximumCost`.
    package static func decode(
        _ text: String, maximumBytes: Int, maximumDepth: Int, source: String? = nil, maximumCost: Int? = nil
    ) throws(LuaError) -> LuaValue {
        guard text.utf8.count <= maximumBytes else {
            throw failure(
                "\(source ?? "json.decode"): the text is \(text.utf8.count) bytes, over the limit of \(maximumBytes)")
        }
        let result = Result { () throws(JSONSyntaxError) -> LuaValue in
            try JSONReader<LuaValue>.read(
                Array(text.utf8), rules: JSONReadingRules(maximumDepth: maximumDepth, maximumCost: maximumCost))
        }
        switch result {
        case .success(let value): return value
        case .failure(let error) where error.isOverCost:
            throw LuaError(kind: .memoryLimit, chunkName: nil, line: nil, message: error.message)
        case .failure(let error):
            let (line, column) = error.position(in: text.utf8)
            guard let source else { throw failure("json.decode: line \(line), column \(column): \(error.message)") }
            throw failure("\(source):\(line):\(column): \(error.message)")
        }
    }

    /// Encodes a value as compact JSON.
    ///
    /// - Throws: `LuaError` of kind `conversion` for NaN, infinities, functions, nesting deeper than
    ///   `maximumDepth`, or output longer than `maximumBytes`.
    package static func encode(_ value: LuaValue, maximumBytes: Int, maximumDepth: Int) throws(LuaError) -> String {
        var writer = JSONWriter(capacity: 256)
        do throws(JSONWriteError) {
            try write(value, to: &writer, depth: 0, maximumBytes: maximumBytes, maximumDepth: maximumDepth)
        } catch {
            throw failure("json.encode: \(error.message)")
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A failure while writing JSON.
    private struct JSONWriteError: Error {
        var message: String
    }

    /// Writes `value` with FeedJSON's writer; floats in Swift's shortest round-trip form (`3.0` stays `3.0`, as
    /// Lua prints it), checking the limits as it goes.
    private static func write(
        _ value: LuaValue, to writer: inout JSONWriter, depth: Int, maximumBytes: Int, maximumDepth: Int
    ) throws(JSONWriteError) {
        guard depth <= maximumDepth else { throw JSONWriteError(message: "nesting deeper than \(maximumDepth) levels") }
        switch value {
        case .nil: writer.null()
        case .boolean(let flag): writer.bool(flag)
        case .integer(let integer): writer.int64(integer)
        case .number(let number):
            guard number.isFinite else { throw JSONWriteError(message: "\(number) has no JSON form") }
            writer.raw(Array(number.description.utf8))
        case .string(let text): writer.string(text)
        case .array(let elements):
            writer.beginArray()
            for element in elements {
                try write(
                    element, to: &writer, depth: depth + 1, maximumBytes: maximumBytes, maximumDepth: maximumDepth)
            }
            writer.endArray()
        case .table(let fields):
            writer.beginObject()
            for key in fields.keys.sorted(by: UTF8Order.precedes) {
                writer.key(key)
                try write(
                    fields[key]!, to: &writer, depth: depth + 1, maximumBytes: maximumBytes, maximumDepth: maximumDepth)
            }
            writer.endObject()
        case .function:
            throw JSONWriteError(message: "a function has no JSON form")
        }
        guard writer.bytes.count <= maximumBytes else { throw JSONWriteError(message: textTooLong(maximumBytes)) }
    }

    private static func textTooLong(_ maximumBytes: Int) -> String {
        "the text would exceed the limit of \(maximumBytes) bytes"
    }

    /// `json.encode`'s message for text longer than `maximumBytes`.
    static func tooLongMessage(_ maximumBytes: Int) -> String { "json.encode: " + textTooLong(maximumBytes) }

    static func failure(_ message: String) -> LuaError {
        LuaError(kind: .conversion, chunkName: nil, line: nil, message: message)
    }
}
