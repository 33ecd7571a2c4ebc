/// A JSON syntax error at a byte offset.
package struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, as a short phrase ("expected ':'").
    package var message: String
    /// The byte offset of the problem in the text.
    package var offset: Int
}
