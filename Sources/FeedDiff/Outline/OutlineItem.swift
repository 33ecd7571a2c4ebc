/// One item of an outline with its subtree: what ``OutlineSnapshot/init(_:)`` builds from.
public struct OutlineItem: Hashable, Sendable {
    /// The item's identifier, unique across the whole outline.
    public var id: String
    /// The item's content hash.
    public var hash: UInt64
    /// Whether its children show (ignored without children).
    public var isExpanded: Bool
    /// Its children in order.
    public var children: [OutlineItem]

    /// Creates an outline item.
    public init(id: String, hash: UInt64 = 0, isExpanded: Bool = false, children: [OutlineItem] = []) {
        self.id = id
        self.hash = hash
        self.isExpanded = isExpanded
        self.children = children
    }
}
