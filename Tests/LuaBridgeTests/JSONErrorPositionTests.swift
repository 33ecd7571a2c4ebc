import Testing

@testable import LuaBridge

/// JSON syntax errors say where (line and column, as an editor counts them) and which token was expected.
@Suite struct JSONErrorPositionTests {
    private func message(_ text: String, source: String? = nil) -> String? {
        let error = #expect(throws: LuaError.self) {
            try LuaJSON.decode(text, maximumBytes: 1000, maximumDepth: 10, source: source)
        }
        return error?.message
    }

    @Test(arguments: [
        // The missing comma is found at the second object: line 3, column 1.
        ("[\n{\"id\": 1}\n{\"id\": 2}]", "data/apps.json:3:1: expected ',' or ']' after array element"),
        // Line 3 is `  {"id": "b" "x": 1}`: the `"x"` starts at column 14.
        (
            "[\n  {\"id\": \"a\"},\n  {\"id\": \"b\" \"x\": 1}\n]",
            "data/apps.json:3:14: expected ',' or '}' after object member"
        ),
        // `é` is two bytes but one column: `{"é" 1}` fails at the `1`, column 6 (byte 6).
        ("{\"é\" 1}", "data/apps.json:1:6: expected ':' after object key"),
        ("{\"a\": 1,}", "data/apps.json:1:9: expected a string key"),
        ("[1,\n", "data/apps.json:2:1: unexpected end of text"),
    ])
    func dataFilesNameTheFileLineAndColumn(text: String, expected: String) {
        #expect(message(text, source: "data/apps.json") == expected)
    }

    @Test func jsonDecodeInAScriptSaysLineAndColumn() {
        #expect(message("{\"a\" 1}") == "json.decode: line 1, column 6: expected ':' after object key")
    }

    @Test func tooLongTextNamesTheFile() {
        let error = #expect(throws: LuaError.self) {
            try LuaJSON.decode("[1, 2, 3]", maximumBytes: 4, maximumDepth: 10, source: "data/big.json")
        }
        #expect(error?.message == "data/big.json: the text is 9 bytes, over the limit of 4")
    }
}
