/// A small JSON reader and writer for `LuaValue`, with size and depth limits.
///
/// Reading: objects become `.table`, arrays `.array`, numbers without fraction or exponent that fit 64 bits
/// `.integer`, other numbers `.number`, `null` `.nil` (so in Lua a null field is absent and a null array element
/// a hole). Writing: `.table` keys in byte order (deterministic output), `.array`, integers in decimal, floats
/// in the shortest form that reads back exactly; NaN, infinities and functions are errors. An empty Lua table
/// reads as `.array([])` and is written `[]`.
package enum LuaJSON {
    /// Decodes JSON text; `source` names the file it came from (`data/apps.json`) for messages.
    ///
    /// - Throws: `LuaError` of kind `conversion`: the text is longer than `maximumBytes`, nests deeper than
    ///   `maximumDepth`, or is not JSON. Messages start with `source` and, for syntax, the line and column
    ///   (`data/apps.json:3:14: expected ',' or '}' after object member`); without a source with `json.decode:`.
    package static func decode(_ text: String, maximumBytes: Int, maximumDepth: Int, source: String? = nil)
        throws(LuaError) -> LuaValue
    {
        guard text.utf8.count <= maximumBytes else {
            throw failure(
                "\(source ?? "json.decode"): the text is \(text.utf8.count) bytes, over the limit of \(maximumBytes)")
        }
        var copy = text
        let result = copy.withUTF8 { bytes -> Result<LuaValue, JSONSyntaxError> in
            var reader = JSONReader<LuaValue>(bytes: bytes, rules: JSONReadingRules(maximumDepth: maximumDepth))
            return Result { () throws(JSONSyntaxError) -> LuaValue in try reader.document() }
        }
        switch result {
        case .success(let value): return value
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
        var writer = JSONWriter(maximumBytes: maximumBytes, maximumDepth: maximumDepth)
        do throws(JSONWriteError) {
            try writer.write(value, depth: 0)
        } catch {
            throw failure("json.encode: \(error.message)")
        }
        return String(decoding: writer.output, as: UTF8.self)
    }

    static func failure(_ message: String) -> LuaError {
        LuaError(kind: .conversion, chunkName: nil, line: nil, message: message)
    }
}
