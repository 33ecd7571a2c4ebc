/// A JSON syntax error at a byte offset.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, as a short phrase ("expected ':'").
    public var message: String
    /// The byte offset of the problem in the text.
    public var offset: Int
}
