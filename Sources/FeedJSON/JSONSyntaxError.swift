/// A JSON syntax error at a byte offset.
package struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, as a short phrase naming what was expected ("expected ':' after object key").
    package var message: String
    /// The byte offset of the problem in the text.
    package var offset: Int
    /// The text holds more values than `JSONReadingRules.maximumCost` allows (then it is not a syntax error).
    package var isOverCost = false

    package init(message: String, offset: Int, isOverCost: Bool = false) {
        self.message = message
        self.offset = offset
        self.isOverCost = isOverCost
    }

    /// The 1-based line and column of `offset` in `text`, as an editor shows them: lines end at `\n`, columns
    /// count characters (Unicode scalars), not bytes.
    package func position<Bytes: Collection<UInt8>>(in text: Bytes) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
