/// A laid-out supplementary element: a boundary item (header, footer, …) or a badge anchored to an item or group.
public struct SupplementaryFrame: Hashable, Sendable {
    public var kind: String
    /// The index of the item a badge is anchored to; nil for boundary items and group badges.
    public var item: Int?
    /// In feed coordinates, at the natural (unpinned) position.
    public var frame: Rect
    public var zIndex: Int
    /// Whether the element pins to the visible bounds (`pinToVisibleBounds`, docs/spec/layout.md §4.2).
    public var isPinned: Bool

    public init(kind: String, item: Int?, frame: Rect, zIndex: Int, isPinned: Bool = false) {
        self.kind = kind
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.isPinned = isPinned
    }
}
