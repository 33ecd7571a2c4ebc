/// A laid-out section background (docs/spec/layout.md §5.2).
public struct DecorationFrame: Hashable, Sendable {
    public var kind: String
    /// In feed coordinates.
    public var frame: Rect
    public var zIndex: Int

    public init(kind: String, frame: Rect, zIndex: Int) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }
}
